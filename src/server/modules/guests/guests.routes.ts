import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  claimRequest,
  claimResponse,
  countResponse,
  guestSessionResponse,
} from '../../../shared/api-contracts.js';
import { MESSAGES } from '../../../shared/messages.js';
import { clearCookie, setCookie } from '../../http/cookies.js';
import { perAddressPerHour } from '../../http/rate-limits.js';
import type { GuestsService } from './guests.service.js';

export function guestsRoutes(
  app: FastifyInstance,
  guests: GuestsService,
  options: { secureCookies: boolean; guestSessionsPerHour: number },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/guest/session',
    {
      schema: { response: { 201: guestSessionResponse } },
      config: {
        caller: 'anyone',
        ...perAddressPerHour(options.guestSessionsPerHour, MESSAGES.tooManyGuestSessions),
      },
    },
    async (_request, reply) => {
      const { session, secret } = await guests.createSession();
      // The cookie carries the secret; the id the client keeps only names the session.
      setCookie(reply, 'guest', secret, session.expiresAt, options.secureCookies);
      return reply.status(201).send({ sessionId: session.id, expiresAt: session.expiresAt.toISOString() });
    },
  );

  r.get(
    '/api/stories/guest-count/:sessionId',
    {
      config: { caller: 'owner' },
      // Any text: an id that is not a guest session id is an unknown session (404).
      schema: { params: z.object({ sessionId: z.string() }), response: { 200: countResponse } },
    },
    async (request) => ({ count: await guests.storyCount(request.actor, request.params.sessionId) }),
  );

  r.post(
    '/api/guest/claim',
    { config: { caller: 'user' }, schema: { body: claimRequest, response: { 200: claimResponse } } },
    async (request, reply) => {
      const result = await guests.claim(request.actor, request.body);
      // The consumed session was this browser's own (claim checks the cookie): its cookie is of no more use.
      clearCookie(reply, 'guest', options.secureCookies);
      return result;
    },
  );
}
