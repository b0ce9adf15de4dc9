/**
 * Everything held about an account, for export and for deletion (docs/product.md, "Accounts"). Every
 * user-owned table of db/schema.ts appears here; account-data.test.ts checks each one after a deletion.
 */
import { and, eq, inArray, isNotNull, notInArray } from 'drizzle-orm';
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
    /** The account's rows in every table, secrets left out (password hash, payment provider ids). */
    async everything(userId: number) {
      const [account] = await db
        .select({ id: users.id, username: users.username, email: users.email, createdAt: users.createdAt })
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
      const storyRows = await db
        .select()
        .from(stories)
        .where(eq(stories.userId, userId))
        .orderBy(stories.createdAt);
      const storyIds = storyRows.map((s) => s.id);
      const illustrations = storyIds.length
        ? await db.select().from(storyIllustrations).where(inArray(storyIllustrations.storyId, storyIds))
        : [];
      const orders = storyIds.length
        ? await db
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
            .where(inArray(bookOrders.storyId, storyIds))
        : [];
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
        stories: storyRows,
        illustrations,
        orders,
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
