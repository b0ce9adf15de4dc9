import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MESSAGES } from '../../../shared/messages.js';
import { deleteAccountInput } from '../../../shared/schemas.js';
import { clearCookie } from '../../http/cookies.js';
import { HttpError } from '../../http/errors.js';
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
  options: { secureCookies: boolean; passwordChecksPerHour: number; exportsPerHour: number },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const exportLimit = exportLimiter(app, options.exportsPerHour);

  r.get('/api/account/export', { config: { caller: 'user' } }, async (request, reply) => {
    const user = request.actor.requireUser();
    const release = await exportLimit.take(user.id, request, reply);
    try {
      const { exportedAt, chunks } = await service.exportDocument(user);
      // A few stories ahead of the socket at most: the reply's backpressure paces the reads.
      const body = Readable.from(chunks, { highWaterMark: 8 });
      body.once('close', release);
      reply.raw.once('close', release);
      body.once('error', (error) => request.log.warn({ err: error }, 'account export cut short'));
      return reply
        .header('Content-Type', 'application/json; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${exportFileName(user.username, exportedAt)}"`)
        .header('Cache-Control', 'no-store')
        .send(body);
    } catch (error) {
      release();
      throw error;
    }
  });

  r.delete(
    '/api/account',
    {
      schema: { body: deleteAccountInput },
      config: {
        caller: 'user',
        ...perAddressPerHour(options.passwordChecksPerHour, MESSAGES.tooManyPasswordAttempts),
      },
    },
    async (request, reply) => {
      await service.deleteAccount(request.actor.requireUser(), request.body.password);
      clearCookie(reply, 'session', options.secureCookies);
      return reply.status(204).send();
    },
  );
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * Exports of one account (issue 26: ten at once doubled the resident size and stalled /healthz for 16 s):
 * one at a time in this instance, and `perHour` an hour in the shared limit store (Redis when there is
 * one, so instances share the count). A refused export answers 429 saying when to try again.
 */
function exportLimiter(app: FastifyInstance, perHour: number) {
  const running = new Set<number>();
  const hourly = app.createRateLimit({
    max: perHour,
    timeWindow: HOUR_MS,
    keyGenerator: (request: FastifyRequest) => `account-export:${request.actor.requireUser().id}`,
  });
  return {
    /** Claims the account's export slot, or throws 429; answers the function that frees it. */
    async take(userId: number, request: FastifyRequest, reply: FastifyReply): Promise<() => void> {
      if (running.has(userId)) {
        reply.header('Retry-After', '60');
        throw new HttpError(429, MESSAGES.exportInProgress);
      }
      const status = await hourly(request);
      if (!status.isAllowed && status.isExceeded) {
        reply.header('Retry-After', String(status.ttlInSeconds));
        throw new HttpError(429, MESSAGES.tooManyExports(Math.max(1, Math.ceil(status.ttlInSeconds / 60))));
      }
      // Checked again: another request of the account may have claimed it while the count was read.
      if (running.has(userId)) throw new HttpError(429, MESSAGES.exportInProgress);
      running.add(userId);
      return () => running.delete(userId);
    },
  };
}
