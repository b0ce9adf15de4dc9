import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MESSAGES } from '../../../shared/messages.js';
import { deleteAccountInput } from '../../../shared/schemas.js';
import { clearCookie } from '../../http/cookies.js';
import { perAddressPerHour } from '../../http/rate-limits.js';
import type { AccountDataService } from './account-data.service.js';

/** A file name a browser keeps as it is: the username's safe characters and the day. */
export function exportFileName(username: string, day: Date): string {
  const safe = username.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 50) || 'account';
  return `moonlit-tales-${safe}-${day.toISOString().slice(0, 10)}.json`;
}

export function accountDataRoutes(
  app: FastifyInstance,
  service: AccountDataService,
  options: { secureCookies: boolean; passwordChecksPerHour: number },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/account/export', async (request, reply) => {
    const user = request.actor.requireUser();
    const document = await service.exportAll(user);
    return reply
      .header('Content-Type', 'application/json; charset=utf-8')
      .header(
        'Content-Disposition',
        `attachment; filename="${exportFileName(user.username, new Date(document.exportedAt))}"`,
      )
      .header('Cache-Control', 'no-store')
      .send(JSON.stringify(document, null, 2));
  });

  r.delete(
    '/api/account',
    {
      schema: { body: deleteAccountInput },
      config: perAddressPerHour(options.passwordChecksPerHour, MESSAGES.tooManyPasswordAttempts),
    },
    async (request, reply) => {
      await service.deleteAccount(request.actor.requireUser(), request.body.password);
      clearCookie(reply, 'session', options.secureCookies);
      return reply.status(204).send();
    },
  );
}
