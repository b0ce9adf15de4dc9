/**
 * Everything held about an account, for export and for deletion (docs/product.md, "Accounts"). Every
 * user-owned table of db/schema.ts appears here; account-data.test.ts checks each one after a deletion.
 */
import { and, asc, eq, gt, inArray, isNotNull, notInArray, or } from 'drizzle-orm';
import type { Executor } from '../../db/executor.js';
import {
  bookOrders,
  characterProfiles,
  checkoutSessions,
  guestSessions,
  readingProgress,
  sessions,
  stories,
  storyIllustrations,
  subscriptions,
  userMonthlyUsage,
  userProfiles,
  users,
} from '../../db/schema.js';

/** A provider subscription that may still bill: cancelled with the provider before the account goes. */
const ENDED_STATUSES = ['canceled', 'incomplete_expired'];

export function accountDataRepo(db: Executor) {
  return {
    /**
     * One page of the account's stories, oldest first, after the story `after` names: an export reads them
     * a page at a time, never all at once (2,000 stories are ~19 MB).
     */
    async storiesPage(userId: number, after: { createdAt: Date; id: string } | null, limit: number) {
      return db
        .select()
        .from(stories)
        .where(
          and(
            eq(stories.userId, userId),
            after
              ? or(
                  gt(stories.createdAt, after.createdAt),
                  and(eq(stories.createdAt, after.createdAt), gt(stories.id, after.id)),
                )
              : undefined,
          ),
        )
        .orderBy(asc(stories.createdAt), asc(stories.id))
        .limit(limit);
    },

    /** One page of the pictures of the account's stories, after the picture `afterId` names. */
    async picturesPage(userId: number, afterId: string | null, limit: number) {
      const rows = await db
        .select({ picture: storyIllustrations })
        .from(storyIllustrations)
        .innerJoin(stories, eq(stories.id, storyIllustrations.storyId))
        .where(and(eq(stories.userId, userId), afterId ? gt(storyIllustrations.id, afterId) : undefined))
        .orderBy(asc(storyIllustrations.id))
        .limit(limit);
      return rows.map((r) => r.picture);
    },

    /** Book orders of the account's stories (a handful: each is a printed book). */
    async bookOrdersOf(userId: number) {
      return db
        .select({
          id: bookOrders.id,
          storyId: bookOrders.storyId,
          status: bookOrders.status,
          shippingAddress: bookOrders.shippingAddress,
          price: bookOrders.price,
          createdAt: bookOrders.createdAt,
          updatedAt: bookOrders.updatedAt,
        })
        .from(bookOrders)
        .innerJoin(stories, eq(stories.id, bookOrders.storyId))
        .where(eq(stories.userId, userId))
        .orderBy(asc(bookOrders.createdAt));
    },

    /**
     * The account's rows in every table but its stories (storiesPage) and their pictures and orders
     * (storyExtras), secrets left out (password hash, payment provider ids).
     */
    async everythingButStories(userId: number) {
      const [account] = await db
        .select({
          id: users.id,
          username: users.username,
          email: users.email,
          emailVerifiedAt: users.emailVerifiedAt,
          createdAt: users.createdAt,
        })
        .from(users)
        .where(eq(users.id, userId));
      if (!account) return undefined;
      const [parentProfile] = await db
        .select({
          role: userProfiles.role,
          preferences: userProfiles.preferences,
          createdAt: userProfiles.createdAt,
          updatedAt: userProfiles.updatedAt,
        })
        .from(userProfiles)
        .where(eq(userProfiles.userId, userId));
      const profiles = await db
        .select()
        .from(characterProfiles)
        .where(eq(characterProfiles.userId, userId))
        .orderBy(characterProfiles.createdAt);
      const progress = await db
        .select()
        .from(readingProgress)
        .where(eq(readingProgress.userId, userId))
        .orderBy(readingProgress.completedAt);
      const plans = await db
        .select({
          id: subscriptions.id,
          provider: subscriptions.provider,
          planType: subscriptions.planType,
          isActive: subscriptions.isActive,
          status: subscriptions.status,
          expiresAt: subscriptions.expiresAt,
          paymentFailedAt: subscriptions.paymentFailedAt,
          createdAt: subscriptions.createdAt,
          updatedAt: subscriptions.updatedAt,
        })
        .from(subscriptions)
        .where(eq(subscriptions.userId, userId))
        .orderBy(subscriptions.createdAt);
      const checkouts = await db
        .select({
          provider: checkoutSessions.provider,
          planType: checkoutSessions.planType,
          status: checkoutSessions.status,
          paymentStatus: checkoutSessions.paymentStatus,
          createdAt: checkoutSessions.createdAt,
          completedAt: checkoutSessions.completedAt,
        })
        .from(checkoutSessions)
        .where(eq(checkoutSessions.userId, userId))
        .orderBy(checkoutSessions.createdAt);
      const usage = await db
        .select({ month: userMonthlyUsage.month, storyCount: userMonthlyUsage.storyCount })
        .from(userMonthlyUsage)
        .where(eq(userMonthlyUsage.userId, userId))
        .orderBy(userMonthlyUsage.month);
      const signIns = await db
        .select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt })
        .from(sessions)
        .where(eq(sessions.userId, userId));
      return {
        account,
        parentProfile,
        profiles,
        progress,
        plans,
        checkouts,
        usage,
        signIns,
      };
    },

    /** Provider subscriptions of the user that may still bill. */
    async billableProviderSubscriptions(userId: number): Promise<string[]> {
      const rows = await db
        .select({ id: subscriptions.stripeSubscriptionId })
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.userId, userId),
            isNotNull(subscriptions.stripeSubscriptionId),
            notInArray(subscriptions.status, ENDED_STATUSES),
          ),
        );
      const [user] = await db
        .select({ id: users.stripeSubscriptionId })
        .from(users)
        .where(eq(users.id, userId));
      return [...new Set([...rows.map((r) => r.id), user?.id].filter((id): id is string => !!id))];
    },

    /**
     * Removes the user and everything of theirs, in the caller's transaction. Book orders refuse to lose
     * their story, so they go first; the guest sessions the user once claimed go too; the rest follows the
     * user row (ON DELETE CASCADE). Answers the ids of the stories and the hashes of the sessions removed.
     */
    async deleteEverything(userId: number): Promise<{ storyIds: string[]; sessionHashes: string[] }> {
      const storyIds = (
        await db.select({ id: stories.id }).from(stories).where(eq(stories.userId, userId))
      ).map((s) => s.id);
      if (storyIds.length) await db.delete(bookOrders).where(inArray(bookOrders.storyId, storyIds));
      await db.delete(guestSessions).where(eq(guestSessions.claimedByUserId, userId));
      const sessionHashes = (
        await db
          .delete(sessions)
          .where(eq(sessions.userId, userId))
          .returning({ tokenHash: sessions.tokenHash })
      ).map((s) => s.tokenHash);
      await db.delete(users).where(eq(users.id, userId));
      return { storyIds, sessionHashes };
    },
  };
}
