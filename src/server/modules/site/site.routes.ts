/**
 * GET /api/config: what the browser is told of how this server is set up. Each fact comes from the module
 * that owns it (payments: the provider and Stripe's publishable key; accounts: whether a password can be
 * reset by mail), gathered in app.ts.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publicConfigResponse, type PublicConfigResponse } from '../../../shared/api-contracts.js';

export function siteRoutes(app: FastifyInstance, config: PublicConfigResponse): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/config',
      { config: { caller: 'anyone' }, schema: { response: { 200: publicConfigResponse } } },
      async () => config,
    );
}
