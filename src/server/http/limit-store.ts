/**
 * Where rate limits count (docs/security.md, rate limits): in Redis when REDIS_URL is set, so several
 * instances share one count; in this process otherwise, and also while Redis is unreachable, so the
 * limits never switch off (the instance then reports itself degraded in /readyz, see `LimitHealth`).
 */
import { createRequire } from 'node:module';
import type { Redis } from 'ioredis';

/** A count in a window: how many, and how long until the window ends. */
export interface Count {
  count: number;
  ttlMs: number;
}

/** Whether the limits are in their shared store (Redis) or have fallen back to this process. */
export class LimitHealth {
  private fallbackSince: number | null = null;
  constructor(readonly shared: boolean) {}
  fellBack(): void {
    this.fallbackSince ??= Date.now();
  }
  recovered(): void {
    this.fallbackSince = null;
  }
  get degraded(): boolean {
    return this.fallbackSince !== null;
  }
}

/**
 * Whether to ask Redis: while it has not failed, always (a command sent while it is still connecting
 * waits for it); once it has failed, only when its client is connected again, so a Redis outage costs
 * each request nothing.
 */
function useRedis(redis: Redis | undefined, health: LimitHealth): redis is Redis {
  if (!redis || redis.status === 'end') return false;
  return redis.status === 'ready' || !health.degraded;
}

/**
 * Counts in this process, for at most `capacity` keys. When full, expired counts go first, then the
 * smallest counts: a key that has reached its limit (a locked-out username or address) is the last to
 * go, so failing on thousands of junk usernames cannot unlock it.
 */
export class MemoryCounter {
  private readonly counts = new Map<string, { count: number; resetAt: number }>();
  constructor(private readonly capacity = 100_000) {}

  hit(key: string, windowMs: number, now = Date.now()): Count {
    let entry = this.counts.get(key);
    if (!entry || entry.resetAt <= now) {
      if (!entry) this.makeRoom(now);
      entry = { count: 0, resetAt: now + windowMs };
      this.counts.set(key, entry);
    }
    entry.count++;
    return { count: entry.count, ttlMs: entry.resetAt - now };
  }

  peek(key: string, now = Date.now()): Count {
    const entry = this.counts.get(key);
    return !entry || entry.resetAt <= now
      ? { count: 0, ttlMs: 0 }
      : { count: entry.count, ttlMs: entry.resetAt - now };
  }

  get size(): number {
    return this.counts.size;
  }

  private makeRoom(now: number): void {
    if (this.counts.size < this.capacity) return;
    for (const [key, entry] of this.counts) if (entry.resetAt <= now) this.counts.delete(key);
    if (this.counts.size < this.capacity) return;
    // Still full of live counts: drop the smallest (the oldest of them), never a larger one first.
    let smallest: string | undefined;
    let least = Infinity;
    for (const [key, entry] of this.counts) {
      if (entry.count < least) {
        least = entry.count;
        smallest = key;
        if (least <= 1) break;
      }
    }
    if (smallest !== undefined) this.counts.delete(smallest);
  }
}

const HIT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {current, ttl}
`;

type RedisWithHit = Redis & {
  limitHit(key: string, windowMs: number): Promise<[number, number]>;
};

/** Counts in Redis when it answers, in this process when it does not. */
export class ResilientCounter {
  private readonly memory = new MemoryCounter();
  private readonly redis: RedisWithHit | undefined;

  constructor(
    redis: Redis | undefined,
    private readonly health: LimitHealth,
    private readonly prefix: string,
  ) {
    if (redis) {
      const r = redis as RedisWithHit;
      if (typeof r.limitHit !== 'function') r.defineCommand('limitHit', { numberOfKeys: 1, lua: HIT });
      this.redis = r;
    }
  }

  async hit(key: string, windowMs: number): Promise<Count> {
    if (useRedis(this.redis, this.health)) {
      try {
        const [count, ttlMs] = await this.redis.limitHit(this.prefix + key, windowMs);
        this.health.recovered();
        return { count, ttlMs };
      } catch {
        // fall through to this process's count
      }
    }
    if (this.redis) this.health.fellBack();
    return this.memory.hit(key, windowMs);
  }

  async peek(key: string): Promise<Count> {
    if (useRedis(this.redis, this.health)) {
      try {
        const [count, ttl] = await Promise.all([
          this.redis.get(this.prefix + key),
          this.redis.pttl(this.prefix + key),
        ]);
        this.health.recovered();
        return count === null ? { count: 0, ttlMs: 0 } : { count: Number(count), ttlMs: Math.max(0, ttl) };
      } catch {
        // fall through
      }
    }
    if (this.redis) this.health.fellBack();
    return this.memory.peek(key);
  }
}

// @fastify/rate-limit's own stores (CommonJS, not in its exports' types).
const require = createRequire(import.meta.url);
interface PluginStore {
  incr(
    key: string,
    cb: (err: Error | null, res?: { current: number; ttl: number }) => void,
    timeWindow: number,
    max: number,
  ): void;
  read?(
    key: string,
    cb: (err: Error | null, res?: { current: number; ttl: number }) => void,
    timeWindow: number,
    max: number,
  ): void;
  child(routeOptions: unknown): PluginStore;
}
type StoreConstructor = new (...args: unknown[]) => PluginStore;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as StoreConstructor;
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as StoreConstructor;

/**
 * A store for @fastify/rate-limit that counts in Redis and falls back to this process while Redis
 * fails, instead of `skipOnError` switching every limit off.
 */
export function fallbackStore(redis: Redis | undefined, health: LimitHealth, capacity = 100_000) {
  class FallbackStore implements PluginStore {
    constructor(
      private readonly local: PluginStore,
      private readonly shared: PluginStore | undefined,
    ) {}

    private run(method: 'incr' | 'read', args: Parameters<PluginStore['incr']>): void {
      const [key, cb, timeWindow, max] = args;
      const local = () => (this.local[method] ?? this.local.incr).call(this.local, key, cb, timeWindow, max);
      if (!this.shared || !useRedis(redis, health)) {
        if (this.shared) health.fellBack();
        return local();
      }
      (this.shared[method] ?? this.shared.incr).call(
        this.shared,
        key,
        (err, res) => {
          if (err) {
            health.fellBack();
            return local();
          }
          health.recovered();
          cb(null, res);
        },
        timeWindow,
        max,
      );
    }

    incr(...args: Parameters<PluginStore['incr']>): void {
      this.run('incr', args);
    }
    read(...args: Parameters<PluginStore['incr']>): void {
      this.run('read', args);
    }
    child(routeOptions: unknown): PluginStore {
      return new FallbackStore(this.local.child(routeOptions), this.shared?.child(routeOptions));
    }
  }

  return class Store extends FallbackStore {
    constructor(globalParams: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      const { continueExceeding = false, exponentialBackoff = false } = globalParams;
      super(
        new LocalStore(continueExceeding, exponentialBackoff, capacity),
        redis ? new RedisStore(continueExceeding, exponentialBackoff, redis, 'bedtime-rl-') : undefined,
      );
    }
  };
}
