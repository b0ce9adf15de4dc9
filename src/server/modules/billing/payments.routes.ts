/**
 * Plan and payment endpoints (docs/product.md §7, §11): the plan's status, checkout, verify-session, plan
 * changes, the portal, the Stripe webhook (raw body, in its own plugin scope) and, with the demo provider,
 * the demo checkout and portal pages and their forms.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changePlanRequest,
  checkoutRequest,
  checkoutResponse,
  subscriptionStatusResponse,
  verifySessionResponse,
} from '../../../shared/api-contracts.js';
import { ROUTES } from '../../../shared/routes.js';
import { PAID_PLAN_TYPES } from '../../../shared/catalogue.js';
import { userIdSchema } from '../../../shared/schemas.js';
import {
  DEMO_CHECKOUT_COMPLETE_PATH,
  demoCheckoutProblem,
  renderDemoCheckoutPage,
} from './demo-checkout.page.js';
import { DEMO_CHECKOUT_PATH, DEMO_PORTAL_PATH } from './payments/demo-provider.js';
import { DEMO_PORTAL_COMPLETE_PATH, demoPortalNoPlanPage, renderDemoPortalPage } from './demo-portal.page.js';
import type { PaymentsService } from './payments.service.js';

export const WEBHOOK_PATH = '/api/subscription/webhook';
/** Stripe events are a few KB; an invoice with many lines stays well under this. */
const WEBHOOK_BODY_LIMIT_BYTES = 1024 * 1024;

export interface PaymentsRoutesOptions {
  /** PUBLIC_URL: the demo forms must come from this site. */
  publicUrl: string;
}

/** The demo checkout page's form: pay or cancel one session. */
const demoCheckoutForm = z.object({ session_id: z.string().min(1), action: z.enum(['pay', 'cancel']) });
/** The demo portal's form: cancel the plan, or switch to another paid plan ('switch:PREMIUM'). */
const demoPortalForm = z.object({
  action: z.union([
    z.literal('cancel').transform(() => ({ kind: 'cancel' }) as const),
    z
      .string()
      .startsWith('switch:')
      .transform((action) => action.slice('switch:'.length))
      .pipe(z.enum(PAID_PLAN_TYPES))
      .transform((planType) => ({ kind: 'switch', planType }) as const),
  ]),
});

export function paymentsRoutes(
  app: FastifyInstance,
  service: PaymentsService,
  options: PaymentsRoutesOptions,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/subscription/status/:userId',
    {
      config: { caller: 'self' },
      schema: { params: z.object({ userId: userIdSchema }), response: { 200: subscriptionStatusResponse } },
    },
    async (request) => service.subscriptionStatus(request.actor, request.params.userId),
  );

  r.post(
    '/api/subscription/create-checkout-session',
    // The body's userId must be the caller's (403 otherwise): the service checks it.
    { config: { caller: 'user' }, schema: { body: checkoutRequest, response: { 200: checkoutResponse } } },
    async (request) => service.createCheckout(request.actor, request.body),
  );

  r.get(
    '/api/subscription/verify-session/:sessionId',
    {
      config: { caller: 'user' },
      schema: {
        params: z.object({ sessionId: z.string().min(1) }),
        response: { 200: verifySessionResponse },
      },
    },
    async (request) => service.verifySession(request.actor, request.params.sessionId),
  );

  r.post(
    '/api/subscription/change',
    {
      config: { caller: 'user' },
      schema: { body: changePlanRequest, response: { 200: subscriptionStatusResponse } },
    },
    async (request) => service.changePlan(request.actor, request.body),
  );

  r.post(
    '/api/subscription/portal',
    { config: { caller: 'user' }, schema: { response: { 200: z.object({ url: z.string() }) } } },
    async (request) => service.createPortal(request.actor),
  );

  // The signature covers the exact bytes Stripe sent: this scope keeps the body as a Buffer.
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT_BYTES },
      (_request, body, done) => done(null, body),
    );
    // Anyone may knock; only a body signed with the webhook secret is heard (payments.service.ts).
    scope.post(WEBHOOK_PATH, { config: { caller: 'anyone' } }, async (request) => {
      const signature = request.headers['stripe-signature'];
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      return service.receiveWebhook(body, typeof signature === 'string' ? signature : undefined);
    });
  });

  if (service.provider === 'demo') registerDemoCheckout(app, service, options);
}

function registerDemoCheckout(
  app: FastifyInstance,
  service: PaymentsService,
  options: PaymentsRoutesOptions,
) {
  const allowedOrigin = new URL(options.publicUrl).origin;

  /**
   * The form is the one mutation that is not JSON, so it must show it comes from this site: an Origin (or,
   * failing that, a Referer) of PUBLIC_URL or of the address the request was sent to.
   */
  function fromThisSite(request: FastifyRequest): boolean {
    const host = request.headers.host;
    const allowed = new Set([allowedOrigin, ...(host ? [`http://${host}`, `https://${host}`] : [])]);
    const origin = request.headers.origin;
    if (origin) return allowed.has(origin);
    const referer = request.headers.referer;
    if (!referer) return false;
    try {
      return allowed.has(new URL(referer).origin);
    } catch {
      return false;
    }
  }

  const sendHtml = (reply: FastifyReply, status: number, html: string) =>
    reply.status(status).type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(html);
  const sendProblem = (reply: FastifyReply, problem: Parameters<typeof demoCheckoutProblem>[0]) => {
    const page = demoCheckoutProblem(problem);
    return sendHtml(reply, page.status, page.html);
  };

  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    // The pages answer in HTML, so they say who may come themselves: a page asking to sign in, not a 401.
    scope.get<{ Params: { sessionId: string } }>(
      `${DEMO_CHECKOUT_PATH}/:sessionId`,
      { config: { caller: 'owner' } },
      async (request, reply) => {
        const view = await service.demoCheckoutView(request.actor.user?.id ?? null, request.params.sessionId);
        if (view.kind === 'problem') return sendProblem(reply, view.problem);
        return sendHtml(reply, 200, renderDemoCheckoutPage(view));
      },
    );

    scope.get(DEMO_PORTAL_PATH, { config: { caller: 'owner' } }, async (request, reply) => {
      const userId = request.actor.user?.id ?? null;
      const view = userId === null ? null : await service.demoPortalView(userId);
      if (!view) {
        const page = demoPortalNoPlanPage(userId !== null);
        return sendHtml(reply, page.status, page.html);
      }
      return sendHtml(reply, 200, renderDemoPortalPage(view));
    });

    scope.post(DEMO_PORTAL_COMPLETE_PATH, { config: { caller: 'owner' } }, async (request, reply) => {
      if (!fromThisSite(request)) return sendProblem(reply, 'cross_site');
      const userId = request.actor.user?.id ?? null;
      if (userId === null) {
        const page = demoPortalNoPlanPage(false);
        return sendHtml(reply, page.status, page.html);
      }
      const form = demoPortalForm.safeParse(request.body ?? {});
      if (!form.success) return sendProblem(reply, 'invalid');
      const done = await service.completeDemoPortal(userId, form.data.action);
      if (!done) {
        const page = demoPortalNoPlanPage(true);
        return sendHtml(reply, page.status, page.html);
      }
      return reply.header('Cache-Control', 'no-store').redirect(ROUTES.account, 303);
    });

    scope.post(DEMO_CHECKOUT_COMPLETE_PATH, { config: { caller: 'owner' } }, async (request, reply) => {
      if (!fromThisSite(request)) return sendProblem(reply, 'cross_site');
      const form = demoCheckoutForm.safeParse(request.body ?? {});
      if (!form.success) return sendProblem(reply, 'invalid');
      const { session_id: sessionId, action } = form.data;
      const result = await service.completeDemoCheckout(request.actor.user?.id ?? null, sessionId, action);
      if (result.kind === 'problem') return sendProblem(reply, result.problem);
      return reply.header('Cache-Control', 'no-store').redirect(result.location, 303);
    });
  });
}
