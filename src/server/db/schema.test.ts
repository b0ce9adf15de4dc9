import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { DatabaseHandle } from './client.js';
import { characterProfiles, guestSessions, stories, users } from './schema.js';
import { createTestDatabase } from '../test-support/test-database.js';
import { canonicalUsername } from '../../shared/usernames.js';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});

/** The SQLSTATE of a failed statement (Drizzle wraps driver errors). */
async function sqlState(run: () => Promise<unknown>): Promise<string | undefined> {
  try {
    await run();
    return undefined;
  } catch (error) {
    const e = error as { code?: string; cause?: { code?: string } };
    return e.cause?.code ?? e.code;
  }
}

async function insertUser(username: string) {
  const [user] = await handle.db
    .insert(users)
    .values({
      username,
      usernameKey: canonicalUsername(username),
      passwordHash: 'x',
      email: `${username}@example.com`,
    })
    .returning();
  return user!;
}

const story = (owner: { userId?: number; guestSessionId?: string }) => ({
  childName: 'Mia',
  title: 'Mia and the Bear',
  animal: 'Bear',
  theme: 'Kindness',
  storyContent: 'Once upon a time.',
  seed: 1,
  ...owner,
});

describe('schema constraints', () => {
  // The key is every spelling's one form (src/shared/usernames.ts, decision 023); the index is on it.
  it('usernames are unique regardless of case', async () => {
    await insertUser('Nightowl');
    expect(await sqlState(() => insertUser('nightowl'))).toBe('23505');
  });

  it('usernames are 3 to 50 characters', async () => {
    expect(await sqlState(() => insertUser('ab'))).toBe('23514');
    expect(await sqlState(() => insertUser('a'.repeat(51)))).toBe('23514');
    await insertUser('abc');
    await insertUser('b'.repeat(50));
  });

  it('a story needs a user or a guest session', async () => {
    expect(await sqlState(() => handle.db.insert(stories).values(story({})))).toBe('23514');
  });

  it('story fields follow the data rules', async () => {
    const user = await insertUser('storyteller');
    expect(
      await sqlState(() =>
        handle.db.insert(stories).values({ ...story({ userId: user.id }), childName: 'M' }),
      ),
    ).toBe('23514');
    expect(
      await sqlState(() =>
        handle.db.insert(stories).values({ ...story({ userId: user.id }), childName: 'M'.repeat(31) }),
      ),
    ).toBe('23514');
    expect(
      await sqlState(() =>
        handle.db.insert(stories).values({ ...story({ userId: user.id }), length: 'Huge' }),
      ),
    ).toBe('23514');
    const [ok] = await handle.db
      .insert(stories)
      .values(story({ userId: user.id }))
      .returning();
    expect(ok!.length).toBe('Medium');
    expect(ok!.readCount).toBe(0);
    expect(ok!.isPublic).toBe(false);
    expect(ok!.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('character profiles follow the data rules', async () => {
    const user = await insertUser('profiler');
    const base = { userId: user.id, name: 'Mia' };
    expect(await sqlState(() => handle.db.insert(characterProfiles).values({ ...base, age: 0 }))).toBe(
      '23514',
    );
    expect(await sqlState(() => handle.db.insert(characterProfiles).values({ ...base, age: 19 }))).toBe(
      '23514',
    );
    expect(
      await sqlState(() => handle.db.insert(characterProfiles).values({ ...base, gender: 'Robot' })),
    ).toBe('23514');
    expect(
      await sqlState(() => handle.db.insert(characterProfiles).values({ ...base, hairColor: 'Plaid' })),
    ).toBe('23514');
    expect(
      await sqlState(() =>
        handle.db.insert(characterProfiles).values({ ...base, personality: ['Brave', 'Grumpy'] }),
      ),
    ).toBe('23514');
    expect(
      await sqlState(() =>
        handle.db.insert(characterProfiles).values({ ...base, description: 'x'.repeat(501) }),
      ),
    ).toBe('23514');
    const [profile] = await handle.db
      .insert(characterProfiles)
      .values({ ...base, age: 18, personality: ['Brave', 'Kind'], description: 'x'.repeat(500) })
      .returning();
    expect(profile).toMatchObject({ gender: 'Boy', hairColor: 'Brown', eyeColor: 'Brown', age: 18 });
  });

  it('deleting a user deletes their stories and profiles; a deleted profile leaves its stories', async () => {
    const user = await insertUser('leaving');
    const [profile] = await handle.db
      .insert(characterProfiles)
      .values({ userId: user.id, name: 'Leo' })
      .returning();
    const [kept] = await handle.db
      .insert(stories)
      .values({ ...story({ userId: user.id }), characterProfileId: profile!.id })
      .returning();
    await handle.db.delete(characterProfiles).where(eq(characterProfiles.id, profile!.id));
    const [after] = await handle.db.select().from(stories).where(eq(stories.id, kept!.id));
    expect(after!.characterProfileId).toBeNull();
    await handle.db.delete(users).where(eq(users.id, user.id));
    expect(await handle.db.select().from(stories).where(eq(stories.userId, user.id))).toHaveLength(0);
  });

  it('guest sessions keep their stories until the session is deleted', async () => {
    const id = 'g'.repeat(43);
    await handle.db.insert(guestSessions).values({ id, expiresAt: new Date(Date.now() + 86_400_000) });
    await handle.db.insert(stories).values(story({ guestSessionId: id }));
    await handle.db.delete(guestSessions).where(eq(guestSessions.id, id));
    expect(await handle.db.select().from(stories).where(eq(stories.guestSessionId, id))).toHaveLength(0);
  });

  it('has the indexes the story lists use', async () => {
    const result = await handle.db.execute(sql`SELECT indexname FROM pg_indexes WHERE tablename = 'stories'`);
    const names = (result as unknown as { rows: { indexname: string }[] }).rows.map((r) => r.indexname);
    expect(names).toEqual(expect.arrayContaining(['stories_user_created_idx', 'stories_guest_created_idx']));
  });
});
