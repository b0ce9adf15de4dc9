/**
 * Tests that need an outside service (PostgreSQL, Redis, a long soak) are registered only where that
 * service is configured: elsewhere they are absent rather than reported as skipped. CI configures them
 * (.ci/run sets TEST_DATABASE_URL and REDIS_URL when the services answer) and runs them.
 */
import { describe, it } from 'vitest';

const absent = (() => undefined) as unknown;

export function itWith(requirement: unknown): typeof it {
  return requirement ? it : (absent as typeof it);
}

export function describeWith(requirement: unknown): typeof describe {
  return requirement ? describe : (absent as typeof describe);
}
