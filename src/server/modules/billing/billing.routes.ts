import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { subscriptionStatusResponse } from '../../../shared/api-contracts.js';
import { userIdSchema } from '../../../shared/schemas.js';
import type { Clock } from '../../clock.js';
import type { PlanService } from './plan.service.js';

export function billingRoutes(app: FastifyInstance, plans: PlanService, clock: Clock): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/subscription/status/:userId',
    { schema: { params: z.object({ userId: userIdSchema }), response: { 200: subscriptionStatusResponse } } },
    async (request) => {
      const user = request.actor.requireSelf(request.params.userId);
      return plans.subscriptionStatus(user.id, clock.now());
    },
  );
}
