import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageResponse, userResponse } from '../../../shared/api-contracts.js';
import { MESSAGES } from '../../../shared/messages.js';
import { loginInput, registerInput } from '../../../shared/schemas.js';
import { clearedCookieOptions, SESSION_COOKIE, sessionCookieOptions } from '../../http/cookies.js';
import { HttpError } from '../../http/errors.js';
import { perAddressPerHour, type failedSignInLimiter } from '../../http/rate-limits.js';
import type { AccountUser } from './accounts.repo.js';
import type { AccountsService, SignedIn } from './accounts.service.js';

export interface AccountsRouteOptions {
  secureCookies: boolean;
  registrationsPerHour: number;
  signInLimit: ReturnType<typeof failedSignInLimiter>;
}

export const toUserResponse = (user: AccountUser) => ({
  id: user.id,
  username: user.username,
  email: user.email,
  createdAt: user.createdAt.toISOString(),
});

export function accountsRoutes(
  app: FastifyInstance,
  accounts: AccountsService,
  options: AccountsRouteOptions,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { signInLimit } = options;

  function startSession(reply: FastifyReply, signedIn: SignedIn) {
    reply.setCookie(
      SESSION_COOKIE,
      signedIn.token,
      sessionCookieOptions(signedIn.expiresAt, options.secureCookies),
    );
  }

  r.post(
    '/api/register',
    {
      schema: { body: registerInput, response: { 201: userResponse } },
      config: perAddressPerHour(options.registrationsPerHour, MESSAGES.tooManyRegistrations),
    },
    async (request, reply) => {
      const signedIn = await accounts.register(request.body, request.actor.sessionToken);
      startSession(reply, signedIn);
      return reply.status(201).send(toUserResponse(signedIn.user));
    },
  );

  r.post(
    '/api/login',
    { schema: { body: loginInput, response: { 200: userResponse } } },
    async (request, reply) => {
      await signInLimit.assertAllowed(request, reply);
      let signedIn: SignedIn;
      try {
        signedIn = await accounts.login(request.body, request.actor.sessionToken);
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 401) await signInLimit.recordFailure(request);
        throw error;
      }
      startSession(reply, signedIn);
      return toUserResponse(signedIn.user);
    },
  );

  r.post('/api/logout', { schema: { response: { 200: messageResponse } } }, async (request, reply) => {
    await accounts.logout(request.actor.sessionToken);
    reply.clearCookie(SESSION_COOKIE, clearedCookieOptions(options.secureCookies));
    return { message: 'You are signed out.' };
  });

  r.get('/api/user', { schema: { response: { 200: userResponse } } }, async (request) =>
    toUserResponse(request.actor.requireUser()),
  );
}
