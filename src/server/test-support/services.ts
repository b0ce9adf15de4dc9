/**
 * Tests that need an outside service (PostgreSQL, Redis, a long soak) are registered only where that
 * service is configured: elsewhere they are absent rather than reported as skipped, so `npm test` passes
 * for a newcomer without PostgreSQL. CI says which services it has started (.ci/run fails first, with one
 * line, when PostgreSQL or Redis does not answer) and sets REQUIRE_SERVICES=1 on the passes meant to run
 * them: there a test whose service is missing is registered as a failing test naming what is missing,
 * never dropped.
 */
import { describe, it } from 'vitest';

const absent = (() => undefined) as unknown;

/** What a test needs: an environment variable or program it names in the failure. */
export type Service = 'TEST_DATABASE_URL' | 'REDIS_URL' | 'redis-server';

const required = () => process.env.REQUIRE_SERVICES === '1';

function missing(name: string, service: Service): void {
  it(`${name} (needs ${service})`, () => {
    throw new Error(`${service} is not available, and REQUIRE_SERVICES=1 says this run must have it`);
  });
}

/**
 * `it` when `requirement` holds; otherwise nothing, or (REQUIRE_SERVICES=1 and a `service` named) a test
 * that fails saying what is missing. Without `service` (the soak) the test is never required.
 */
export function itWith(requirement: unknown, service?: Service): typeof it {
  if (requirement) return it;
  if (service && required()) return ((name: string) => missing(name, service)) as unknown as typeof it;
  return absent as typeof it;
}

export function describeWith(requirement: unknown, service?: Service): typeof describe {
  if (requirement) return describe;
  if (service && required()) {
    return ((name: string) =>
      describe(name, () => missing('every test', service))) as unknown as typeof describe;
  }
  return absent as typeof describe;
}
