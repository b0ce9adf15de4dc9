import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageResponse, userResponse } from '../../../shared/api-contracts.js';
import { MESSAGES } from '../../../shared/messages.js';
import {
  changePasswordInput,
  forgotPasswordInput,
  loginInput,
  registerInput,
  resetPasswordInput,
  verifyEmailInput,
} from '../../../shared/schemas.js';
import { clearCookie, setCookie } from '../../http/cookies.js';
import { HttpError } from '../../http/errors.js';
import { perAddressPerHour, perBodyFieldPerHour, type failedSignInLimiter } from '../../http/rate-limits.js';
import type { AccountUser } from './accounts.repo.js';
import type { AccountsService, SignedIn } from './accounts.service.js';

export interface AccountsRouteOptions {
  secureCookies: boolean;
  registrationsPerHour: number;
  signInLimit: ReturnType<typeof failedSignInLimiter>;
  /** Password reset requests (and password checks) per address per hour. */
  passwordResetsPerHour: number;
  /** Password reset requests per email address per hour, from one address. */
  passwordResetsPerEmailPerHour: number;
}

export const toUserResponse = (user: AccountUser) => ({
  id: user.id,
  username: user.username,
  email: user.email,
  emailVerified: user.emailVerifiedAt !== null,
  createdAt: user.createdAt.toISOString(),
});

export function accountsRoutes(
  app: FastifyInstance,
  accounts: AccountsService,
  options: AccountsRouteOptions,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { signInLimit } = options;

  // Counted per requesting address and email together: a stranger asking for someone's address cannot
  // use up its limit and block that person's own reset for an hour (issue 26).
  const resetsPerEmail = perBodyFieldPerHour(app, {
    field: 'email',
    perAddress: true,
    max: options.passwordResetsPerEmailPerHour,
    message: MESSAGES.tooManyPasswordResets,
  });

  function startSession(reply: FastifyReply, signedIn: SignedIn) {
    setCookie(reply, 'session', signedIn.token, signedIn.expiresAt, options.secureCookies);
  }

  r.post(
    '/api/register',
    {
      schema: { body: registerInput, response: { 201: userResponse } },
      config: {
        caller: 'anyone',
        ...perAddressPerHour(options.registrationsPerHour, MESSAGES.tooManyRegistrations),
      },
    },
    async (request, reply) => {
      const signedIn = await accounts.register(request.body, request.actor.sessionToken);
      startSession(reply, signedIn);
      return reply.status(201).send(toUserResponse(signedIn.user));
    },
  );

  r.post(
    '/api/login',
    { config: { caller: 'anyone' }, schema: { body: loginInput, response: { 200: userResponse } } },
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

  r.post(
    '/api/logout',
    { config: { caller: 'anyone' }, schema: { response: { 200: messageResponse } } },
    async (request, reply) => {
      await accounts.logout(request.actor.sessionToken);
      clearCookie(reply, 'session', options.secureCookies);
      return { message: 'You are signed out.' };
    },
  );

  r.get(
    '/api/user',
    { config: { caller: 'user' }, schema: { response: { 200: userResponse } } },
    async (request) => toUserResponse(request.actor.requireUser()),
  );

  r.post(
    '/api/auth/forgot-password',
    {
      schema: { body: forgotPasswordInput, response: { 202: messageResponse } },
      config: {
        caller: 'anyone',
        ...perAddressPerHour(options.passwordResetsPerHour, MESSAGES.tooManyPasswordResets),
      },
    },
    async (request, reply) => {
      await resetsPerEmail.assertAllowed(request, reply);
      await accounts.requestPasswordReset(request.body.email);
      return reply.status(202).send({ message: MESSAGES.passwordResetSent });
    },
  );

  r.post(
    '/api/auth/verify-email',
    {
      schema: { body: verifyEmailInput, response: { 200: messageResponse } },
      config: {
        caller: 'anyone',
        ...perAddressPerHour(options.passwordResetsPerHour, MESSAGES.tooManyPasswordAttempts),
      },
    },
    async (request) => {
      await accounts.verifyEmail(request.body.token);
      return { message: MESSAGES.emailVerified };
    },
  );

  r.post(
    '/api/auth/resend-verification',
    {
      schema: { response: { 200: messageResponse, 202: messageResponse } },
      config: {
        caller: 'user',
        ...perAddressPerHour(options.passwordResetsPerHour, MESSAGES.tooManyVerificationMails),
      },
    },
    async (request, reply) => {
      const sent = await accounts.resendVerification(request.actor.requireUser());
      if (!sent) return reply.status(200).send({ message: MESSAGES.emailAlreadyVerified });
      return reply.status(202).send({ message: MESSAGES.verificationSent });
    },
  );

  r.post(
    '/api/auth/reset-password',
    {
      schema: { body: resetPasswordInput, response: { 200: messageResponse } },
      config: {
        caller: 'anyone',
        ...perAddressPerHour(options.passwordResetsPerHour, MESSAGES.tooManyPasswordResets),
      },
    },
    async (request, reply) => {
      await accounts.resetPassword(request.body.token, request.body.password);
      // Whatever session this browser had ended with the others.
      clearCookie(reply, 'session', options.secureCookies);
      return { message: MESSAGES.passwordReset };
    },
  );

  r.post(
    '/api/auth/change-password',
    {
      schema: { body: changePasswordInput, response: { 200: userResponse } },
      config: {
        caller: 'user',
        ...perAddressPerHour(options.passwordResetsPerHour, MESSAGES.tooManyPasswordAttempts),
      },
    },
    async (request, reply) => {
      const signedIn = await accounts.changePassword(request.actor.requireUser(), request.body);
      startSession(reply, signedIn);
      return toUserResponse(signedIn.user);
    },
  );
}
