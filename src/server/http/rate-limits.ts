/**
 * Rate limits for sign-in, registration and guest sessions (docs/product.md §10), with @fastify/rate-limit:
 * in memory for one instance, in Redis (REDIS_URL) when several instances share the load. The numbers
 * are configuration; the defaults are far above what a family or a school behind one address meets.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { canonicalUsername } from '../../shared/usernames.js';
import { HttpError } from './errors.js';
import type { LimitHealth } from './limit-store.js';
import { fallbackStore, ResilientCounter } from './limit-store.js';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

export async function registerRateLimits(
  app: FastifyInstance,
  options: { redis?: Redis | undefined; health: LimitHealth },
) {
  await app.register(rateLimit, {
    global: false,
    // A Redis outage must neither lock everybody out nor switch the limits off: the counts move into
    // this process until Redis answers again (limit-store.ts), and /readyz says 'degraded'.
    skipOnError: false,
    cache: MEMORY_KEYS,
    store: fallbackStore(options.redis, options.health, MEMORY_KEYS),
  });
}

/** Keys counted in this process per limit: a few MB at most (docs/security.md, bounded caches). */
const MEMORY_KEYS = 100_000;

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
 * Failed sign-ins per 15 minutes, counted per username and per address. Only failures count: a parent
 * who signs in every evening never meets it, while guessing one password is cut off after `max` wrong
 * tries, and trying one password on many usernames (spraying) after `maxPerAddress` from one address.
 */
export function failedSignInLimiter(options: {
  max: number;
  maxPerAddress: number;
  message: string;
  redis?: Redis | undefined;
  health: LimitHealth;
}) {
  const usernames = new ResilientCounter(options.redis, options.health, 'bedtime-signin-user-');
  const addresses = new ResilientCounter(options.redis, options.health, 'bedtime-signin-addr-');
  const usernameOf = (request: FastifyRequest) => {
    const username = (request.body as { username?: unknown } | undefined)?.username;
    // The account's own key: every spelling of a name shares its count (docs/decisions/023-canonical-usernames.md).
    return typeof username === 'string' ? canonicalUsername(username) : '';
  };
  const WINDOW = 15 * MINUTE_MS;
  return {
    /** 429 once the username or the address has used its failures in the window; does not count. */
    async assertAllowed(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const [user, address] = await Promise.all([
        usernames.peek(usernameOf(request)),
        addresses.peek(request.ip),
      ]);
      const blocked = [
        user.count >= options.max ? user.ttlMs : 0,
        address.count >= options.maxPerAddress ? address.ttlMs : 0,
      ];
      const wait = Math.max(...blocked);
      if (wait > 0) {
        reply.header('Retry-After', String(Math.ceil(wait / 1000)));
        throw new HttpError(429, options.message);
      }
    },
    async recordFailure(request: FastifyRequest): Promise<void> {
      await Promise.all([usernames.hit(usernameOf(request), WINDOW), addresses.hit(request.ip, WINDOW)]);
    },
  };
}

/**
 * Requests per value of a body field (an email address) per hour, counted on every request; with
 * `perAddress`, per value and requesting address together, so that nobody can spend another person's
 * count (a reset for someone else's email must not block their own).
 */
export function perBodyFieldPerHour(
  app: FastifyInstance,
  options: { field: string; max: number; message: string; perAddress?: boolean },
) {
  const limiter = app.createRateLimit({
    max: options.max,
    timeWindow: HOUR_MS,
    keyGenerator: (request: FastifyRequest) => {
      const raw = (request.body as Record<string, unknown> | undefined)?.[options.field];
      const value = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
      return `${options.field}-per-hour:${options.perAddress ? `${request.ip}|` : ''}${value}`;
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
