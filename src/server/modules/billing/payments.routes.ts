/**
 * Payment endpoints (docs/product.md §7, §11): checkout, verify-session, the Stripe webhook (raw body,
 * in its own plugin scope) and, with the demo provider, the demo checkout page and its form.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  checkoutRequest,
  checkoutResponse,
  publicConfigResponse,
  verifySessionResponse,
} from '../../../shared/api-contracts.js';
import { ROUTES } from '../../../shared/routes.js';
import type { ActorUser } from '../../http/actor.js';
import { readCookie } from '../../http/cookies.js';
import {
  DEMO_CHECKOUT_COMPLETE_PATH,
  demoCheckoutProblem,
  renderDemoCheckoutPage,
} from './demo-checkout.page.js';
import { DEMO_CHECKOUT_PATH, DEMO_PORTAL_PATH } from './payments/demo-provider.js';
import { DEMO_PORTAL_COMPLETE_PATH, demoPortalNoPlanPage, renderDemoPortalPage } from './demo-portal.page.js';
import { isPaidPlanType } from '../../../shared/catalogue.js';
import type { PaymentsService } from './payments.service.js';

export const WEBHOOK_PATH = '/api/subscription/webhook';
/** Stripe events are a few KB; an invoice with many lines stays well under this. */
const WEBHOOK_BODY_LIMIT_BYTES = 1024 * 1024;

export interface PaymentsRoutesOptions {
  /** PUBLIC_URL: the demo forms must come from this site. */
  publicUrl: string;
  /** STRIPE_PUBLISHABLE_KEY, told to the browser when payments use Stripe. */
  stripePublishableKey: string | undefined;
  /** Whether password reset is offered (the server can send mail): the client shows the link only then. */
  passwordResetOffered: boolean;
  /** The signed-in user of a session cookie: the demo pages live outside /api, where the actor is not set. */
  userBySessionToken(token: string): Promise<ActorUser | null>;
}

export function paymentsRoutes(
  app: FastifyInstance,
  service: PaymentsService,
  options: PaymentsRoutesOptions,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // The browser needs the publishable key only to send a Stripe session without a url through Stripe.js.
  const publicConfig = {
    paymentProvider: service.provider,
    stripePublishableKey: service.provider === 'stripe' ? (options.stripePublishableKey ?? null) : null,
    passwordReset: options.passwordResetOffered,
  };
  r.get('/api/config', { schema: { response: { 200: publicConfigResponse } } }, async () => publicConfig);

  r.post(
    '/api/subscription/create-checkout-session',
    { schema: { body: checkoutRequest, response: { 200: checkoutResponse } } },
    async (request) => service.createCheckout(request.actor, request.body),
  );

  r.get(
    '/api/subscription/verify-session/:sessionId',
    {
      schema: {
        params: z.object({ sessionId: z.string().min(1) }),
        response: { 200: verifySessionResponse },
      },
    },
    async (request) => service.verifySession(request.actor, request.params.sessionId),
  );

  r.post(
    '/api/subscription/portal',
    { schema: { response: { 200: z.object({ url: z.string() }) } } },
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
    scope.post(WEBHOOK_PATH, async (request) => {
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

  async function currentUserId(request: FastifyRequest): Promise<number | null> {
    const token = readCookie(request, 'session', options.publicUrl.startsWith('https:'));
    return token ? ((await options.userBySessionToken(token))?.id ?? null) : null;
  }

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

    scope.get<{ Params: { sessionId: string } }>(
      `${DEMO_CHECKOUT_PATH}/:sessionId`,
      async (request, reply) => {
        const view = await service.demoCheckoutView(await currentUserId(request), request.params.sessionId);
        if (view.kind === 'problem') return sendProblem(reply, view.problem);
        return sendHtml(reply, 200, renderDemoCheckoutPage(view));
      },
    );

    scope.get(DEMO_PORTAL_PATH, async (request, reply) => {
      const userId = await currentUserId(request);
      const view = userId === null ? null : await service.demoPortalView(userId);
      if (!view) {
        const page = demoPortalNoPlanPage(userId !== null);
        return sendHtml(reply, page.status, page.html);
      }
      return sendHtml(reply, 200, renderDemoPortalPage(view));
    });

    scope.post(DEMO_PORTAL_COMPLETE_PATH, async (request, reply) => {
      if (!fromThisSite(request)) return sendProblem(reply, 'cross_site');
      const userId = await currentUserId(request);
      if (userId === null) {
        const page = demoPortalNoPlanPage(false);
        return sendHtml(reply, page.status, page.html);
      }
      const action = ((request.body ?? {}) as Record<string, unknown>).action;
      const target = typeof action === 'string' && action.startsWith('switch:') ? action.slice(7) : null;
      const change =
        action === 'cancel'
          ? ({ kind: 'cancel' } as const)
          : target !== null && isPaidPlanType(target)
            ? ({ kind: 'switch', planType: target } as const)
            : null;
      if (!change) return sendProblem(reply, 'invalid');
      const done = await service.completeDemoPortal(userId, change);
      if (!done) {
        const page = demoPortalNoPlanPage(true);
        return sendHtml(reply, page.status, page.html);
      }
      return reply.header('Cache-Control', 'no-store').redirect(ROUTES.account, 303);
    });

    scope.post(DEMO_CHECKOUT_COMPLETE_PATH, async (request, reply) => {
      if (!fromThisSite(request)) return sendProblem(reply, 'cross_site');
      const form = (request.body ?? {}) as Record<string, unknown>;
      const sessionId = form.session_id;
      const action = form.action;
      if (typeof sessionId !== 'string' || sessionId === '' || (action !== 'pay' && action !== 'cancel')) {
        return sendProblem(reply, 'invalid');
      }
      const result = await service.completeDemoCheckout(await currentUserId(request), sessionId, action);
      if (result.kind === 'problem') return sendProblem(reply, result.problem);
      return reply.header('Cache-Control', 'no-store').redirect(result.location, 303);
    });
  });
}
