/**
 * The demo's plan management page (Stripe's Billing Portal in Stripe mode): switch to the other paid plan
 * or cancel, plainly a demo. A plain form like the demo checkout: no script, every value escaped.
 */
import { formatPrice, PAID_PLAN_TYPES, PLANS, type PaidPlanType } from '../../../shared/catalogue.js';
import { ROUTES } from '../../../shared/routes.js';
import { escapeHtml } from '../../http/escape-html.js';
import { layout } from './demo-checkout.page.js';
import { DEMO_PORTAL_PATH } from './payments/demo-provider.js';

export const DEMO_PORTAL_TITLE = 'Demo plan management — no real payment is taken';
export const DEMO_PORTAL_COMPLETE_PATH = `${DEMO_PORTAL_PATH}/complete`;

export function renderDemoPortalPage(view: { planType: PaidPlanType; renewsAt: Date | null }): string {
  const plan = PLANS[view.planType];
  const others = PAID_PLAN_TYPES.filter((p) => p !== view.planType);
  const renews = view.renewsAt
    ? `<p>It renews on ${escapeHtml(view.renewsAt.toISOString().slice(0, 10))}.</p>`
    : '';
  return layout(
    DEMO_PORTAL_TITLE,
    `<p class="badge">Demo</p>
<h1>${escapeHtml(DEMO_PORTAL_TITLE)}</h1>
<p>This server runs without a payment provider: nothing is charged or refunded. As with a real plan, a higher plan starts at once; a lower plan or a cancellation takes effect when the paid month ends.</p>
<div class="plan"><strong>${escapeHtml(plan.name)} Plan</strong><span class="price">${escapeHtml(formatPrice(plan.priceUsd))} <small>/ month</small></span></div>
${renews}
<form method="post" action="${DEMO_PORTAL_COMPLETE_PATH}">
<div class="actions">
${others
  .map(
    (other) =>
      `<button type="submit" name="action" value="switch:${other}" class="primary">Switch to ${escapeHtml(PLANS[other].name)}</button>`,
  )
  .join('\n')}
<button type="submit" name="action" value="cancel" class="secondary">Cancel plan</button>
</div>
</form>
<div class="actions" style="margin-top: 12px"><a class="link secondary" href="${ROUTES.account}">Back to your account</a></div>
<p class="note">Demo mode: with a Stripe account connected, this is Stripe's own billing page.</p>`,
  );
}

export function demoPortalNoPlanPage(signedIn: boolean): { status: number; html: string } {
  const title = signedIn ? 'No paid plan to manage' : 'Please sign in';
  const message = signedIn
    ? 'Your account is on the Free plan. Choose a plan from the plans page.'
    : 'Sign in to the account whose plan you want to manage, then open this page again from your account.';
  const primary = signedIn
    ? `<a class="link primary" href="${ROUTES.subscription}">See plans</a>`
    : `<a class="link primary" href="${ROUTES.auth}">Sign in</a>`;
  return {
    status: signedIn ? 409 : 401,
    html: layout(
      title,
      `<p class="badge">Demo</p>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
<div class="actions">${primary}<a class="link secondary" href="${ROUTES.home}">Home</a></div>`,
    ),
  };
}
