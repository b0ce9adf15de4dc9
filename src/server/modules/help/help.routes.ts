import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { helpRequest, helpResponse } from '../../../shared/api-contracts.js';
import { MESSAGES } from '../../../shared/messages.js';
import { perAddressPerHour } from '../../http/rate-limits.js';
import type { HelpService } from './help.service.js';

/** POST /api/help: the Help page's contact form, a few messages per address an hour. */
export function helpRoutes(app: FastifyInstance, help: HelpService, options: { messagesPerHour: number }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/help',
    {
      schema: { body: helpRequest, response: { 202: helpResponse } },
      config: {
        caller: 'anyone',
        ...perAddressPerHour(options.messagesPerHour, MESSAGES.tooManyHelpRequests),
      },
    },
    async (request, reply) => reply.status(202).send(await help.send(request.actor, request.body)),
  );
}
