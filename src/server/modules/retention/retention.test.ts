/**
 * The retention clean-up (docs/decisions/024-the-device-forgets.md): what is past its time goes, what is
 * not stays, a claimed story is never touched, and two clean-ups at once do no harm. On PGlite by default,
 * on PostgreSQL when TEST_DATABASE_URL is set (where the two runs really overlap).
 */
import crypto from 'node:crypto';
import Fastify from 'fastify';
import { eq, inArray } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RETENTION } from '../../../shared/retention.js';
import { fixedClock } from '../../clock.js';
import {
  emailVerificationTokens,
  guestSessions,
  passwordResetTokens,
  sessions,
  stories,
} from '../../db/schema.js';
import { asGuest, signUp, storyInput } from '../../test-support/browser.js';
import { createTestApp, testAppForSuite } from '../../test-support/test-app.js';
import { RETENTION_BATCH, retentionService } from './retention.service.js';
import { RETENTION_EVERY_MS, scheduleRetention } from './schedule.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const clock = fixedClock('2030-05-10T12:00:00Z');
const t = testAppForSuite(() =>
  createTestApp({
    clock,
    env: { RATE_LIMIT_REGISTER_PER_HOUR: '1000', RATE_LIMIT_GUEST_SESSIONS_PER_HOUR: '1000' },
  }),
);

const forgotten: string[] = [];
const cleanUp = () =>
  retentionService(t.database.db, clock, { forgetStories: (ids) => forgotten.push(...ids) });

async function guestWithStory(childName: string) {
  const guest = await asGuest(t.app);
  const res = await guest.browser.post('/api/stories', storyInput({ childName }));
  expect(res.statusCode, res.body).toBe(201);
  return { ...guest, storyId: res.json().id as string };
}

/** Sets a guest session's expiry (and claim) as if it had been made long ago. */
async function setGuest(id: string, set: { expiresAt: Date; claimedAt?: Date }) {
  await t.database.db.update(guestSessions).set(set).where(eq(guestSessions.id, id));
}

const ago = (days: number, extraMs = 0) => new Date(clock.now().getTime() - days * DAY_MS - extraMs);
const exists = async (table: typeof stories | typeof guestSessions, id: string) =>
  (await t.database.db.select({ id: table.id }).from(table).where(eq(table.id, id))).length === 1;

describe('retention clean-up', () => {
  it(`deletes guest sessions expired over ${RETENTION.guestDaysAfterExpiry} days ago with their unclaimed stories; keeps the rest`, async () => {
    clock.set('2030-05-10T12:00:00Z');
    const old = await guestWithStory('Olly');
    const recent = await guestWithStory('Rita');
    const claimedLastMonth = await guestWithStory('Cleo');
    const claimedThisMonth = await guestWithStory('Tess');
    // Two accounts claim two guests' stories: those stories are in the accounts now.
    const cleo = await signUp(t.app, claimedLastMonth.browser);
    expect(
      (
        await cleo.browser.post('/api/guest/claim', {
          guestSessionId: claimedLastMonth.sessionId,
          targetUserId: cleo.user.id,
        })
      ).statusCode,
    ).toBe(200);
    const tess = await signUp(t.app, claimedThisMonth.browser);
    expect(
      (
        await tess.browser.post('/api/guest/claim', {
          guestSessionId: claimedThisMonth.sessionId,
          targetUserId: tess.user.id,
        })
      ).statusCode,
    ).toBe(200);
    // Someone read the old guest's story through its shared link: the clean-up must forget it there too.
    expect((await old.browser.patch(`/api/stories/${old.storyId}`, { isPublic: true })).statusCode).toBe(200);

    // A month and a half later (2030-06-25): the old session expired 31 days ago, the recent one 29.
    clock.set('2030-06-25T12:00:00Z');
    await setGuest(old.sessionId, { expiresAt: ago(RETENTION.guestDaysAfterExpiry, 60_000) });
    await setGuest(recent.sessionId, { expiresAt: ago(RETENTION.guestDaysAfterExpiry - 1) });
    await setGuest(claimedLastMonth.sessionId, {
      expiresAt: ago(40),
      claimedAt: new Date('2030-05-10T12:00:00Z'),
    });
    // Claimed this month: it still counts toward this month's claims (the allowance), so it stays.
    await setGuest(claimedThisMonth.sessionId, {
      expiresAt: ago(40),
      claimedAt: new Date('2030-06-01T00:00:00Z'),
    });

    forgotten.length = 0;
    const result = await cleanUp().sweep();
    expect(result).toMatchObject({ ran: true, guestSessions: 2, guestStories: 1 });

    expect(await exists(guestSessions, old.sessionId)).toBe(false);
    expect(await exists(stories, old.storyId)).toBe(false);
    expect(forgotten).toEqual([old.storyId]);
    expect((await t.app.inject({ url: `/api/stories/${old.storyId}` })).statusCode).toBe(404);

    expect(await exists(guestSessions, recent.sessionId)).toBe(true);
    expect(await exists(stories, recent.storyId)).toBe(true);
    // The claimed stories stay in their accounts, whatever became of the sessions they came from.
    expect(await exists(guestSessions, claimedLastMonth.sessionId)).toBe(false);
    expect(await exists(stories, claimedLastMonth.storyId)).toBe(true);
    const [moved] = await t.database.db
      .select()
      .from(stories)
      .where(eq(stories.id, claimedLastMonth.storyId));
    expect(moved!.userId).toBe(cleo.user.id);
    expect(await exists(guestSessions, claimedThisMonth.sessionId)).toBe(true);
    expect(await exists(stories, claimedThisMonth.storyId)).toBe(true);

    // Nothing more to do: a second run removes nothing.
    expect(await cleanUp().sweep()).toEqual({
      ran: true,
      guestSessions: 0,
      guestStories: 0,
      sessions: 0,
      resetTokens: 0,
      verificationTokens: 0,
    });
  });

  it('deletes expired sign-in sessions and used or expired reset links; live ones stay and still work', async () => {
    clock.set('2030-07-01T12:00:00Z');
    const stale = await signUp(t.app);
    const live = await signUp(t.app);
    const now = clock.now();
    const staleHashes = await t.database.db
      .select({ h: sessions.tokenHash })
      .from(sessions)
      .where(eq(sessions.userId, stale.user.id));
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(now.getTime() - 1000) })
      .where(eq(sessions.userId, stale.user.id));
    const token = () => crypto.randomBytes(32).toString('hex');
    const [usedToken, expiredToken, liveToken] = [token(), token(), token()];
    await t.database.db.insert(passwordResetTokens).values([
      {
        tokenHash: usedToken,
        userId: live.user.id,
        createdAt: now,
        expiresAt: new Date(now.getTime() + 60_000),
        usedAt: now,
      },
      {
        tokenHash: expiredToken,
        userId: live.user.id,
        createdAt: now,
        expiresAt: new Date(now.getTime() - 1),
      },
      {
        tokenHash: liveToken,
        userId: live.user.id,
        createdAt: now,
        expiresAt: new Date(now.getTime() + 60_000),
      },
    ]);

    const result = await cleanUp().sweep();
    expect(result.sessions).toBeGreaterThanOrEqual(staleHashes.length);
    const left = await t.database.db
      .select({ h: sessions.tokenHash, userId: sessions.userId })
      .from(sessions)
      .where(inArray(sessions.userId, [stale.user.id, live.user.id]));
    expect(left.map((r) => r.userId)).toEqual([live.user.id]);
    expect((await live.browser.get('/api/user')).statusCode).toBe(200);
    const tokens = await t.database.db
      .select({ h: passwordResetTokens.tokenHash })
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, live.user.id));
    expect(tokens.map((r) => r.h)).toEqual([liveToken]);
  });

  it('deletes used or expired email verification links; a live one stays', async () => {
    clock.set('2030-07-15T12:00:00Z');
    const { user } = await signUp(t.app);
    const now = clock.now();
    const token = () => crypto.randomBytes(32).toString('hex');
    const [used, expired, live] = [token(), token(), token()];
    const base = { userId: user.id, email: user.email, createdAt: now };
    await t.database.db.insert(emailVerificationTokens).values([
      { ...base, tokenHash: used, expiresAt: new Date(now.getTime() + 60_000), usedAt: now },
      { ...base, tokenHash: expired, expiresAt: new Date(now.getTime() - 1) },
      { ...base, tokenHash: live, expiresAt: new Date(now.getTime() + 60_000) },
    ]);
    const result = await cleanUp().sweep();
    expect(result.verificationTokens).toBeGreaterThanOrEqual(2);
    const left = await t.database.db
      .select({ h: emailVerificationTokens.tokenHash })
      .from(emailVerificationTokens)
      .where(inArray(emailVerificationTokens.tokenHash, [used, expired, live]));
    expect(left.map((r) => r.h)).toEqual([live]);
  });

  it(`works through a backlog larger than a batch (${RETENTION_BATCH} rows)`, async () => {
    clock.set('2030-08-01T12:00:00Z');
    const { user } = await signUp(t.app);
    const expired = new Date(clock.now().getTime() - DAY_MS);
    const rows = Array.from({ length: RETENTION_BATCH * 2 + 7 }, () => ({
      tokenHash: crypto.randomBytes(32).toString('hex'),
      userId: user.id,
      createdAt: expired,
      expiresAt: expired,
    }));
    await t.database.db.insert(sessions).values(rows);
    expect((await cleanUp().sweep()).sessions).toBeGreaterThanOrEqual(rows.length);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1);
  });

  it('two clean-ups at once do no harm: together they remove exactly what one would, and nothing else', async () => {
    clock.set('2030-09-01T12:00:00Z');
    const doomed = await Promise.all(['Ada', 'Ben', 'Cal'].map(guestWithStory));
    const kept = await guestWithStory('Kit');
    const claimed = await guestWithStory('Lou');
    const lou = await signUp(t.app, claimed.browser);
    expect(
      (
        await lou.browser.post('/api/guest/claim', {
          guestSessionId: claimed.sessionId,
          targetUserId: lou.user.id,
        })
      ).statusCode,
    ).toBe(200);
    clock.set('2030-11-15T12:00:00Z');
    for (const g of [...doomed, claimed]) await setGuest(g.sessionId, { expiresAt: ago(45) });
    await setGuest(kept.sessionId, { expiresAt: ago(10) });

    const [a, b] = await Promise.all([cleanUp().sweep(), cleanUp().sweep()]);
    // Either both ran (one after the other) or one left the work to the other; never an error, never twice.
    expect(a.guestSessions + b.guestSessions).toBe(4);
    expect(a.guestStories + b.guestStories).toBe(3);
    for (const g of doomed) expect(await exists(stories, g.storyId)).toBe(false);
    expect(await exists(stories, kept.storyId)).toBe(true);
    expect(await exists(stories, claimed.storyId)).toBe(true);
    expect((await cleanUp().sweep()).guestSessions).toBe(0);
  });
});

describe('the schedule', () => {
  afterEach(() => vi.useRealTimers());

  it('runs once at start, then every hour, and stops when the app closes', async () => {
    vi.useFakeTimers();
    const sweep = vi.fn(async () => ({
      ran: true,
      guestSessions: 0,
      guestStories: 0,
      sessions: 0,
      resetTokens: 0,
      verificationTokens: 0,
    }));
    const app = Fastify();
    scheduleRetention(app, { sweep });
    expect(sweep).not.toHaveBeenCalled();
    await app.ready();
    expect(sweep).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(RETENTION_EVERY_MS - 1000);
    expect(sweep).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(sweep).toHaveBeenCalledTimes(2);
    await app.close();
    await vi.advanceTimersByTimeAsync(RETENTION_EVERY_MS * 3);
    expect(sweep).toHaveBeenCalledTimes(2);
  });

  it('a failed run is logged and tried again an hour later', async () => {
    vi.useFakeTimers();
    const sweep = vi.fn().mockRejectedValueOnce(new Error('database away')).mockResolvedValue({
      ran: true,
      guestSessions: 0,
      guestStories: 0,
      sessions: 0,
      resetTokens: 0,
      verificationTokens: 0,
    });
    const app = Fastify();
    scheduleRetention(app, { sweep });
    await app.ready();
    await vi.advanceTimersByTimeAsync(RETENTION_EVERY_MS);
    expect(sweep).toHaveBeenCalledTimes(2);
    await app.close();
  });
});
