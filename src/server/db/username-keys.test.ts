import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, testAppForSuite } from '../test-support/test-app.js';
import { users } from './schema.js';
import { fillUsernameKeys } from './username-keys.js';

const t = testAppForSuite(() => createTestApp());

describe('fillUsernameKeys (accounts made before canonical usernames)', () => {
  it('keys the unkeyed names; of two spellings of one name the older keeps the key, the other none', async () => {
    const now = new Date('2030-01-01T00:00:00Z');
    const legacy = (username: string) => ({
      username,
      email: 'old@example.com',
      passwordHash: 'scrypt$x',
      createdAt: now,
    });
    const [emile] = await t.database.db.insert(users).values(legacy('Émile_old')).returning();
    const [twin] = await t.database.db.insert(users).values(legacy('ÉMILE_OLD')).returning();
    expect(await fillUsernameKeys(t.database.db)).toMatchObject({ keyed: 1, twins: 1 });
    const key = async (id: number) =>
      (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!.usernameKey;
    expect(await key(emile!.id)).toBe('émile_old');
    expect(await key(twin!.id)).toBeNull();
    // Idempotent: a second start changes nothing.
    expect(await fillUsernameKeys(t.database.db)).toEqual({ keyed: 0, twins: 1 });
  });
});
