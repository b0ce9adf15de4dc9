/**
 * What payments write: checkout sessions, processed provider events, subscriptions and the users'
 * provider ids. Takes the database or a transaction (Executor): the service applies each payment in one.
 */
import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.js';
import { checkoutSessions, processedPaymentEvents, subscriptions, users } from '../../db/schema.js';
import type { SubscriptionRow } from './billing.repo.js';
import type { PaymentProviderName } from '../../../shared/catalogue.js';

export type CheckoutSessionRow = typeof checkoutSessions.$inferSelect;
export type NewSubscription = typeof subscriptions.$inferInsert;

export function paymentsRepo(db: Executor) {
  return {
    async findBillingAccount(
      userId: number,
    ): Promise<{ id: number; email: string; stripeCustomerId: string | null } | undefined> {
      const [row] = await db
        .select({ id: users.id, email: users.email, stripeCustomerId: users.stripeCustomerId })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    async userExists(userId: number): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
      return row !== undefined;
    },

    async findUserIdByStripeCustomer(customerId: string): Promise<number | undefined> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.stripeCustomerId, customerId));
      return row?.id;
    },

    async setUserStripeIds(userId: number, customerId: string | null, subscriptionId: string | null) {
      await db
        .update(users)
        .set({
          ...(customerId ? { stripeCustomerId: customerId } : {}),
          ...(subscriptionId ? { stripeSubscriptionId: subscriptionId } : {}),
        })
        .where(eq(users.id, userId));
    },

    async clearUserStripeSubscription(userId: number, subscriptionId: string) {
      await db
        .update(users)
        .set({ stripeSubscriptionId: null })
        .where(and(eq(users.id, userId), eq(users.stripeSubscriptionId, subscriptionId)));
    },

    // ---------- checkout sessions ----------

    /** A replayed (idempotent) provider answer names a session already recorded: kept as it is. */
    async insertCheckoutSession(row: {
      id: string;
      userId: number;
      provider: PaymentProviderName;
      planType: string;
      createdAt: Date;
    }) {
      await db.insert(checkoutSessions).values(row).onConflictDoNothing({ target: checkoutSessions.id });
    },

    async findCheckoutSession(id: string): Promise<CheckoutSessionRow | undefined> {
      const [row] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id));
      return row;
    },

    async findOwnCheckoutSession(id: string, userId: number): Promise<CheckoutSessionRow | undefined> {
      const [row] = await db
        .select()
        .from(checkoutSessions)
        .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.userId, userId)));
      return row;
    },

    /**
     * Moves the user's open demo session, created after `openSince`, to `status`, once: a second call (or
     * a concurrent one) finds it no longer open and answers undefined.
     */
    async closeOpenDemoCheckoutSession(
      id: string,
      userId: number,
      openSince: Date,
      change: { status: 'complete' | 'expired'; paymentStatus: 'paid' | 'unpaid'; completedAt: Date },
    ): Promise<CheckoutSessionRow | undefined> {
      const [row] = await db
        .update(checkoutSessions)
        .set(change)
        .where(
          and(
            eq(checkoutSessions.id, id),
            eq(checkoutSessions.userId, userId),
            eq(checkoutSessions.provider, 'demo'),
            eq(checkoutSessions.status, 'open'),
            gt(checkoutSessions.createdAt, openSince),
          ),
        )
        .returning();
      return row;
    },

    /** Stripe told us (webhook) that a session was paid: the product's copy follows. */
    async markCheckoutSessionPaid(id: string, completedAt: Date) {
      await db
        .update(checkoutSessions)
        .set({ status: 'complete', paymentStatus: 'paid', completedAt })
        .where(eq(checkoutSessions.id, id));
    },

    // ---------- provider events ----------

    /**
     * Records the event id; false when it was already recorded (applied before). Inside the transaction
     * that applies the event, so a concurrent duplicate waits for the first and then finds it recorded.
     */
    async recordEvent(id: string, type: string, processedAt: Date): Promise<boolean> {
      const inserted = await db
        .insert(processedPaymentEvents)
        .values({ id, type, processedAt })
        .onConflictDoNothing({ target: processedPaymentEvents.id })
        .returning({ id: processedPaymentEvents.id });
      return inserted.length === 1;
    },

    // ---------- subscriptions ----------

    /** The row of a provider subscription, locked until the transaction ends. */
    async lockStripeSubscription(stripeSubscriptionId: string): Promise<SubscriptionRow | undefined> {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.stripeSubscriptionId, stripeSubscriptionId))
        .for('update');
      return row;
    },

    /** A subscription row by its id, locked until the transaction ends. */
    async lockSubscription(id: string): Promise<SubscriptionRow | undefined> {
      const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update');
      return row;
    },

    /** Inserts a row; for a provider subscription, undefined when a concurrent event inserted it first. */
    async insertSubscription(row: NewSubscription): Promise<SubscriptionRow | undefined> {
      const insert = db.insert(subscriptions).values(row);
      const [inserted] = await (row.stripeSubscriptionId
        ? insert.onConflictDoNothing({ target: subscriptions.stripeSubscriptionId }).returning()
        : insert.returning());
      return inserted;
    },

    async updateSubscription(id: string, change: Partial<NewSubscription>) {
      await db.update(subscriptions).set(change).where(eq(subscriptions.id, id));
    },

    /**
     * Serialises changes to one user's plan: held until the transaction ends, so two activations for
     * one user (two checkouts on two instances) run one after the other (drizzle/0003 checks the rest).
     */
    async lockUser(userId: number) {
      await db.execute(sql`SELECT 1 FROM users WHERE id = ${userId} FOR UPDATE`);
    },

    /** One plan at a time: the user's other active subscriptions end when a new one starts. */
    async deactivateOtherSubscriptions(userId: number, keepId: string, now: Date) {
      await db
        .update(subscriptions)
        .set({ isActive: false, updatedAt: now })
        .where(
          and(
            eq(subscriptions.userId, userId),
            eq(subscriptions.isActive, true),
            ne(subscriptions.id, keepId),
          ),
        );
    },
  };
}
export type PaymentsRepo = ReturnType<typeof paymentsRepo>;
