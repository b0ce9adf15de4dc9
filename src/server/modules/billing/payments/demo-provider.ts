/**
 * The demo provider (docs/product.md §11): checkout happens on a page the product serves itself
 * (GET /demo-checkout/{sessionId}), plainly marked as a demo; no money moves. Its sessions live only in
 * checkout_sessions, so reading one back is reading that row.
 */
import crypto from 'node:crypto';
import type { Executor } from '../../../db/executor.js';
import { paymentsRepo } from '../payments.repo.js';
import { PaymentProviderError, type PaymentProvider } from './payment-provider.js';

export const DEMO_CHECKOUT_PATH = '/demo-checkout';
/** The demo's plan management page (Stripe's Billing Portal in Stripe mode). */
export const DEMO_PORTAL_PATH = '/demo-portal';

/** cs_demo_ and 192 random bits: the id in the page's URL is unguessable, like Stripe's. */
export function newDemoSessionId(): string {
  return `cs_demo_${crypto.randomBytes(24).toString('base64url')}`;
}

export function demoPaymentProvider(options: { publicUrl: string; db: Executor }): PaymentProvider {
  const repo = paymentsRepo(options.db);
  return {
    name: 'demo',

    async createCheckoutSession() {
      const id = newDemoSessionId();
      return { id, url: `${options.publicUrl}${DEMO_CHECKOUT_PATH}/${id}` };
    },

    async retrieveCheckoutSession(sessionId) {
      const row = await repo.findCheckoutSession(sessionId);
      if (!row || row.provider !== 'demo') {
        throw new PaymentProviderError('not_found', 'demo checkout session not found');
      }
      return { id: row.id, paymentStatus: row.paymentStatus, status: row.status, planType: row.planType };
    },

    async cancelSubscription() {
      // A demo subscription lives only in the subscriptions table, which the caller removes.
    },

    // A demo subscription lives only in the subscriptions table: the billing service changes it there.
    async changeSubscriptionPlan() {
      return null;
    },

    async setCancelAtPeriodEnd() {
      return null;
    },

    async createPortalSession() {
      return { url: `${options.publicUrl}${DEMO_PORTAL_PATH}` };
    },

    webhooks: null,
  };
}
