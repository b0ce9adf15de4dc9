/**
 * Rate limits for sign-in, registration and guest sessions (DECISIONS.md §2), with @fastify/rate-limit:
 * in memory for one instance, in Redis (REDIS_URL) when several instances share the load. The numbers
 * are configuration; the defaults are far above what a family or a school behind one address meets.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { HttpError } from './errors.js';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

export async function registerRateLimits(app: FastifyInstance, options: { redis?: Redis | undefined }) {
  await app.register(rateLimit, {
    global: false,
    // A Redis outage must not lock everybody out; the limits come back with it.
    skipOnError: true,
    ...(options.redis ? { redis: options.redis, nameSpace: 'bedtime-rl-' } : {}),
  });
}

/** Route config: at most `max` requests per address per hour; then 429 with `message`. */
export function perAddressPerHour(max: number, message: string) {
  return {
    rateLimit: {
      max,
      timeWindow: HOUR_MS,
      errorResponseBuilder: () => new HttpError(429, message),
    },
  };
}

/**
 * Failed sign-ins per username per 15 minutes. Only failures count: a parent who signs in every evening
 * never meets it, while guessing a password is cut off after `max` wrong tries.
 */
export function failedSignInLimiter(app: FastifyInstance, options: { max: number; message: string }) {
  const usernameKey = (request: FastifyRequest) => {
    const username = (request.body as { username?: unknown } | undefined)?.username;
    return `signin-failures:${typeof username === 'string' ? username.trim().toLowerCase() : ''}`;
  };
  const limiter = app.createRateLimit({
    max: options.max,
    timeWindow: 15 * MINUTE_MS,
    keyGenerator: usernameKey,
  });
  return {
    /** 429 once the username has used its failures in the window; does not count this attempt. */
    async assertAllowed(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const status = await limiter(request, { increment: false });
      if (!status.isAllowed && status.remaining <= 0 && status.ttl > 0) {
        reply.header('Retry-After', String(status.ttlInSeconds));
        throw new HttpError(429, options.message);
      }
    },
    async recordFailure(request: FastifyRequest): Promise<void> {
      await limiter(request);
    },
  };
}

/**
 * Requests per value of a body field (an email address) per hour, counted on every request: a reset link
 * cannot be sent to one address more than `max` times an hour, from however many addresses it is asked.
 */
export function perBodyFieldPerHour(
  app: FastifyInstance,
  options: { field: string; max: number; message: string },
) {
  const limiter = app.createRateLimit({
    max: options.max,
    timeWindow: HOUR_MS,
    keyGenerator: (request: FastifyRequest) => {
      const value = (request.body as Record<string, unknown> | undefined)?.[options.field];
      return `${options.field}-per-hour:${typeof value === 'string' ? value.trim().toLowerCase() : ''}`;
    },
  });
  return {
    async assertAllowed(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const status = await limiter(request);
      if (!status.isAllowed && status.isExceeded) {
        reply.header('Retry-After', String(status.ttlInSeconds));
        throw new HttpError(429, options.message);
      }
    },
  };
}
