/**
 * The demo checkout's HTML: one page with Pay and Cancel, and a page for each reason it cannot be used.
 * A plain form, no script and no inline event handler (the HTML CSP allows scripts from 'self' only);
 * inline <style> is allowed by style-src 'unsafe-inline'. Every interpolated value is escaped.
 */
import { formatPrice, PLANS, type PaidPlanType } from '../../../shared/catalogue.js';
import { ROUTES } from '../../../shared/routes.js';
import type { DemoCheckoutProblem } from './payments.service.js';
import { escapeHtml } from '../../http/escape-html.js';

export const DEMO_CHECKOUT_TITLE = 'Demo checkout — no real payment is taken';
export const DEMO_CHECKOUT_COMPLETE_PATH = '/demo-checkout/complete';

const STYLE = `
  :root { color-scheme: dark; }
  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 24px;
    background: radial-gradient(circle at 80% 10%, #1b2350 0, #0b1026 55%) fixed, #0b1026;
    color: #e8ecff; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  main { width: 100%; max-width: 440px; background: #141b3d; border: 1px solid #2a3366;
    border-radius: 18px; padding: 28px; box-shadow: 0 20px 50px rgba(0, 0, 0, .45); }
  .badge { display: inline-block; margin: 0 0 12px; padding: 2px 10px; border-radius: 999px;
    border: 1px solid #ffd98a; color: #ffd98a; font-size: 13px; font-weight: 600; letter-spacing: .02em; }
  h1 { margin: 0 0 8px; font-size: 22px; line-height: 1.3; color: #ffd98a; }
  p { margin: 0 0 16px; color: #c3cae8; }
  .plan { display: flex; justify-content: space-between; align-items: baseline; gap: 12px;
    margin: 20px 0 8px; padding: 16px; border-radius: 12px; background: #0b1026; border: 1px solid #2a3366; }
  .plan strong { font-size: 18px; color: #fff; }
  .price { font-size: 20px; font-weight: 700; color: #ffd98a; white-space: nowrap; }
  .price small { font-size: 13px; font-weight: 400; color: #c3cae8; }
  ul { margin: 0 0 20px; padding-left: 20px; color: #c3cae8; }
  .actions { display: flex; gap: 12px; flex-wrap: wrap; }
  button, .link { flex: 1; min-width: 120px; padding: 12px 18px; border-radius: 10px; font: inherit;
    font-weight: 600; text-align: center; text-decoration: none; cursor: pointer; }
  .primary { background: #ffd98a; color: #0b1026; border: 1px solid #ffd98a; }
  .primary:hover { background: #ffe6b0; }
  .secondary { background: transparent; color: #e8ecff; border: 1px solid #4a5592; }
  .secondary:hover { border-color: #ffd98a; }
  button:focus-visible, .link:focus-visible { outline: 3px solid #ffd98a; outline-offset: 2px; }
  .note { margin: 16px 0 0; font-size: 13px; color: #8f98c4; }
`;

export function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${escapeHtml(title)} · Moonlit Tales</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

export function renderDemoCheckoutPage(view: { sessionId: string; planType: PaidPlanType }): string {
  const plan = PLANS[view.planType];
  const price = formatPrice(plan.priceUsd);
  return layout(
    DEMO_CHECKOUT_TITLE,
    `<p class="badge">Demo</p>
<h1>${escapeHtml(DEMO_CHECKOUT_TITLE)}</h1>
<p>This server runs without a payment provider. Paying here starts the plan for one month; no card is asked for and nothing is charged.</p>
<div class="plan"><strong>${escapeHtml(plan.name)} Plan</strong><span class="price">${escapeHtml(price)} <small>/ month</small></span></div>
<ul>
${plan.cardLines.map((line) => `<li>${escapeHtml(line)}</li>`).join('\n')}
</ul>
<form method="post" action="${DEMO_CHECKOUT_COMPLETE_PATH}">
<input type="hidden" name="session_id" value="${escapeHtml(view.sessionId)}">
<div class="actions">
<button type="submit" name="action" value="pay" class="primary">Pay</button>
<button type="submit" name="action" value="cancel" class="secondary">Cancel</button>
</div>
</form>
<p class="note">Demo mode: to take real payments, connect a Stripe account (see the README, “Payments”).</p>`,
  );
}

const PROBLEMS: Record<
  DemoCheckoutProblem | 'invalid' | 'cross_site',
  { status: number; title: string; message: string }
> = {
  sign_in: {
    status: 401,
    title: 'Please sign in',
    message:
      'Sign in to the account that started this checkout, then open the checkout again from the plans page.',
  },
  not_found: {
    status: 404,
    title: 'Checkout not found',
    message: 'This checkout link is not valid for your account. Start again from the plans page.',
  },
  completed: {
    status: 409,
    title: 'This checkout is already complete',
    message: 'It was paid once and cannot be used again; the plan it bought has started.',
  },
  expired: {
    status: 410,
    title: 'This checkout has expired',
    message: 'It was cancelled or is more than a day old. Start again from the plans page.',
  },
  invalid: {
    status: 400,
    title: 'Something was missing',
    message: 'The checkout form was not sent as expected. Start again from the plans page.',
  },
  cross_site: {
    status: 403,
    title: 'Not allowed from another website',
    message: 'A checkout can only be completed from this site’s own checkout page.',
  },
};

export function demoCheckoutProblem(problem: keyof typeof PROBLEMS): { status: number; html: string } {
  const { status, title, message } = PROBLEMS[problem];
  const primary =
    problem === 'sign_in'
      ? `<a class="link primary" href="${ROUTES.auth}">Sign in</a>`
      : `<a class="link primary" href="${ROUTES.subscription}">Back to plans</a>`;
  return {
    status,
    html: layout(
      title,
      `<p class="badge">Demo checkout</p>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
<div class="actions">${primary}<a class="link secondary" href="${ROUTES.home}">Home</a></div>`,
    ),
  };
}
