/**
 * Export and deletion (docs/product.md, "Accounts"). After a deletion every table of db/schema.ts is read
 * whole, one by one, and nothing of the deleted user may be left (run on PostgreSQL with TEST_DATABASE_URL).
 */
import { eq, getTableColumns, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.js';
import { fixedClock } from '../../clock.js';
import * as schema from '../../db/schema.js';
import {
  asGuest,
  Browser,
  grantPlan,
  signUp,
  storyInput,
  type SignedInBrowser,
} from '../../test-support/browser.js';
import { createStripeTestApp } from '../../test-support/fake-stripe.js';
import { createTestApp, type TestApp, testAppForSuite } from '../../test-support/test-app.js';
import { hashSessionToken } from './accounts.service.js';

const clock = fixedClock('2030-04-02T18:30:00Z');
const env = { RATE_LIMIT_REGISTER_PER_HOUR: '1000' };

const t = testAppForSuite(() => createTestApp({ clock, env }));

const allTables: PgTable[] = (Object.values(schema) as unknown[]).filter((v): v is PgTable => is(v, PgTable));

/** An account holding something in every table a parent's use fills. */
async function fullAccount(app: TestApp) {
  const guest = await asGuest(app.app);
  const guestStory = await guest.browser.post('/api/stories', storyInput({ childName: 'Guesty' }));
  expect(guestStory.statusCode).toBe(201);
  const account = await signUp(app.app, guest.browser);
  const claim = await account.browser.post('/api/guest/claim', {
    guestSessionId: guest.sessionId,
    targetUserId: account.user.id,
  });
  expect(claim.statusCode).toBe(200);

  const profile = await account.browser.post('/api/character-profiles', {
    name: 'Juniper',
    age: 6,
    gender: 'Girl',
    hairColor: 'Red',
    eyeColor: 'Green',
    personality: ['Curious'],
    interests: ['my cat Luna'],
  });
  expect(profile.statusCode).toBe(201);
  const story = await account.browser.post(
    '/api/stories',
    storyInput({ childName: 'Juniper', characterProfileId: profile.json().id }),
  );
  expect(story.statusCode).toBe(201);
  const storyId: string = story.json().id;
  await account.browser.patch(`/api/stories/${storyId}`, { isFavorite: true, isPublic: true });
  expect(
    (await account.browser.post(`/api/stories/${storyId}/progress`, { readDuration: 300 })).statusCode,
  ).toBe(201);
  expect((await account.browser.post(`/api/stories/${storyId}/generate-preview`)).statusCode).toBe(200);
  const db = app.database.db;
  await db.insert(schema.storyIllustrations).values({ storyId, imageUrl: '/media/x.svg', pageNumber: 7 });
  await db.insert(schema.bookOrders).values({
    storyId,
    price: '29.99',
    shippingAddress: { line1: '1 Nest Lane', city: 'Leeds', state: 'WY', postalCode: 'LS1', country: 'GB' },
  });
  await db.insert(schema.checkoutSessions).values({
    id: `cs_demo_${account.user.username}`,
    userId: account.user.id,
    provider: 'demo',
    planType: 'PREMIUM',
  });
  await db.insert(schema.passwordResetTokens).values({
    tokenHash: hashSessionToken(`reset-${account.user.username}`),
    userId: account.user.id,
    expiresAt: new Date(clock.now().getTime() + 60_000),
  });
  await grantPlan(app.database, account.user.id, 'PREMIUM');
  return { account, storyId, guestSessionId: guest.sessionId, guestStoryId: guestStory.json().id as string };
}

describe('GET /api/account/export', () => {
  it('answers a JSON attachment with everything held, and no secrets', async () => {
    const { account, storyId } = await fullAccount(t);
    const res = await account.browser.get('/api/account/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="moonlit-tales-${account.user.username}-2030-04-02.json"`,
    );
    const data = res.json();
    expect(data.account).toEqual({ ...account.user, plan: 'PREMIUM' });
    expect(data.parentProfile.role).toBe('parent');
    expect(data.characterProfiles).toHaveLength(1);
    expect(data.characterProfiles[0]).toMatchObject({ name: 'Juniper', interests: ['my cat Luna'] });
    expect(data.stories).toHaveLength(2);
    expect(data.stories.map((s: { childName: string }) => s.childName).sort()).toEqual(['Guesty', 'Juniper']);
    expect(data.stories.find((s: { id: string }) => s.id === storyId).storyContent).toEqual(
      expect.any(String),
    );
    expect(data.favourites).toEqual([storyId]);
    expect(data.readingProgress).toHaveLength(1);
    expect(data.readingProgress[0]).toMatchObject({ storyId, readDuration: 300 });
    expect(data.storyPictures.length).toBeGreaterThanOrEqual(1);
    expect(data.subscriptions).toHaveLength(1);
    expect(data.subscriptions[0]).toMatchObject({ planType: 'PREMIUM', isActive: true });
    expect(data.bookOrders).toHaveLength(1);
    expect(data.bookOrders[0]).toMatchObject({ storyId, price: '29.99' });
    expect(data.checkouts).toHaveLength(1);
    expect(data.monthlyUsage.length).toBeGreaterThanOrEqual(1);
    expect(res.body).not.toMatch(/scrypt|passwordHash|password_hash|stripeCustomerId|tokenHash/);
  });

  it('needs a signed-in user', async () => {
    expect((await new Browser(t.app).get('/api/account/export')).statusCode).toBe(401);
    const guest = await asGuest(t.app);
    expect((await guest.browser.get('/api/account/export')).statusCode).toBe(401);
  });
});

/** Every row of every table, as text, that names the user, their stories or their guest session. */
async function leftovers(
  app: TestApp,
  who: { userId: number; username: string; ids: string[] },
): Promise<{ table: string; row: string }[]> {
  const found: { table: string; row: string }[] = [];
  for (const table of allTables) {
    const rows = await app.database.db.select().from(table);
    const userColumns = Object.entries(getTableColumns(table))
      .filter(
        ([, column]) =>
          /(^|_)user_id$/.test(column.name) || (getTableName(table) === 'users' && column.name === 'id'),
      )
      .map(([key]) => key);
    for (const row of rows as Record<string, unknown>[]) {
      const text = JSON.stringify(row);
      const names =
        userColumns.some((key) => row[key] === who.userId) ||
        text.toLowerCase().includes(who.username.toLowerCase()) ||
        who.ids.some((id) => text.includes(id));
      if (names) found.push({ table: getTableName(table), row: text });
    }
  }
  return found;
}

describe('DELETE /api/account', () => {
  it('removes the user and everything of theirs, table by table; others keep theirs', async () => {
    const { account, storyId, guestSessionId, guestStoryId } = await fullAccount(t);
    const neighbour = await fullAccount(t);
    const visitor = new Browser(t.app);
    expect((await visitor.get(`/api/stories/${storyId}`)).statusCode).toBe(200); // shared, now remembered
    const otherDevice = new Browser(t.app);
    await otherDevice.post('/api/login', { username: account.user.username, password: account.password });

    const who = {
      userId: account.user.id,
      username: account.user.username,
      ids: [storyId, guestStoryId, guestSessionId],
    };
    const before = await leftovers(t, who);
    expect(new Set(before.map((l) => l.table)).size).toBeGreaterThanOrEqual(12);

    const res = await account.browser.request('DELETE', '/api/account', { password: account.password });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');

    // Every table in the database is one of schema.ts's, so the check below misses none.
    const inDatabase = await t.database.db.execute(
      sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
    );
    const tableNames = (inDatabase as unknown as { rows: { table_name: string }[] }).rows;
    expect(tableNames.map((r) => r.table_name).sort()).toEqual(allTables.map((x) => getTableName(x)).sort());
    expect(await leftovers(t, who)).toEqual([]);

    expect((await visitor.get(`/api/stories/${storyId}`)).statusCode).toBe(404);
    expect((await account.browser.get('/api/user')).statusCode).toBe(401);
    expect((await otherDevice.get('/api/user')).statusCode).toBe(401);
    const signIn = await new Browser(t.app).post('/api/login', {
      username: account.user.username,
      password: account.password,
    });
    expect(signIn.statusCode).toBe(401);

    // The neighbour's things are all still there.
    const theirs = await neighbour.account.browser.get('/api/account/export');
    expect(theirs.json().stories).toHaveLength(2);
    expect(theirs.json().bookOrders).toHaveLength(1);

    // The username can be used again.
    const again = await new Browser(t.app).post('/api/register', {
      username: account.user.username,
      password: 'a fresh start',
      email: account.user.email,
    });
    expect(again.statusCode).toBe(201);
  });

  it('refuses a wrong password with 403 and removes nothing', async () => {
    const account = await signUp(t.app);
    const res = await account.browser.request('DELETE', '/api/account', { password: 'not the password' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MESSAGES.wrongPassword);
    expect((await account.browser.get('/api/user')).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(schema.users).where(eq(schema.users.id, account.user.id));
    expect(row).toBeDefined();
  });

  it('needs a signed-in user and a password', async () => {
    expect((await new Browser(t.app).request('DELETE', '/api/account', { password: 'x' })).statusCode).toBe(
      401,
    );
    const account = await signUp(t.app);
    expect((await account.browser.request('DELETE', '/api/account', {})).statusCode).toBe(400);
  });
});

describe('DELETE /api/account with a Stripe subscription', () => {
  const s = testAppForSuite(() => createStripeTestApp({ clock, env }));

  async function paying(): Promise<SignedInBrowser> {
    const account = await signUp(s.app);
    await grantPlan(s.database, account.user.id, 'STANDARD', {
      provider: 'stripe',
      stripeCustomerId: `cus_${account.user.id}`,
      stripeSubscriptionId: `sub_${account.user.id}`,
    });
    await s.database.db
      .update(schema.users)
      .set({ stripeCustomerId: `cus_${account.user.id}`, stripeSubscriptionId: `sub_${account.user.id}` })
      .where(eq(schema.users.id, account.user.id));
    return account;
  }

  it('cancels the subscription with Stripe first', async () => {
    const account = await paying();
    const res = await account.browser.request('DELETE', '/api/account', { password: account.password });
    expect(res.statusCode).toBe(204);
    expect(s.fake.canceledSubscriptions).toContain(`sub_${account.user.id}`);
    const rows = await s.database.db
      .select()
      .from(schema.subscriptions)
      .where(eq(schema.subscriptions.userId, account.user.id));
    expect(rows).toEqual([]);
  });

  it('removes nothing while Stripe cannot be reached (503), so billing never outlives the account', async () => {
    const account = await paying();
    s.fake.failNext(500);
    s.fake.failNext(500);
    s.fake.failNext(500);
    const res = await account.browser.request('DELETE', '/api/account', { password: account.password });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(MESSAGES.accountDeletionBillingFailed);
    expect((await account.browser.get('/api/user')).statusCode).toBe(200);
  });
});
