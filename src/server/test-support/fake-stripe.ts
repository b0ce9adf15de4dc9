/**
 * A local stand-in for api.stripe.com: the real `stripe` SDK, pointed at it with
 * `{ host: '127.0.0.1', port, protocol: 'http' }`, sends its real requests here (form-encoded with bracket
 * keys, an Idempotency-Key header), and it answers JSON like Stripe. It records every request, honours
 * idempotency keys, and can be told to fail.
 */
import crypto from 'node:crypto';
import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import type { App } from '../app.js';
import type { Clock } from '../clock.js';
import type { Config } from '../env.js';
import { stripeOptionsFromConfig } from '../modules/billing/payments/select-provider.js';
import { stripePaymentProvider } from '../modules/billing/payments/stripe-provider.js';
import type { PaymentProvider } from '../modules/billing/payments/payment-provider.js';
import { createTestApp, testConfig, type TestApp } from './test-app.js';

export interface RecordedStripeRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  form: URLSearchParams;
}

type Json = Record<string, unknown>;

export const STRIPE_TEST_ENV = {
  STRIPE_SECRET_KEY: 'sk_test_fake_moonlit',
  STRIPE_WEBHOOK_SECRET: 'whsec_fake_moonlit_signing_secret',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_fake_moonlit',
  STRIPE_PRICE_STANDARD: 'price_standard_monthly',
  STRIPE_PRICE_PREMIUM: 'price_premium_monthly',
} as const;

export class FakeStripe {
  readonly requests: RecordedStripeRequest[] = [];
  readonly sessions = new Map<string, Json>();
  /** Subscriptions the fake knows (seeded with addSubscription), changed by POST /v1/subscriptions/:id. */
  readonly subscriptions = new Map<string, Json>();
  private readonly byIdempotencyKey = new Map<string, Json>();
  private failures: { status: number; error: Json }[] = [];

  private readonly server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => this.handle(req, Buffer.concat(chunks).toString('utf8'), res));
  });
  port = 0;

  private constructor() {}

  static async start(): Promise<FakeStripe> {
    const fake = new FakeStripe();
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    fake.port = (fake.server.address() as AddressInfo).port;
    return fake;
  }

  /** A provider on this fake, configured like the app (prices and secrets from `config`). */
  provider(config: Config): PaymentProvider {
    return stripePaymentProvider({
      ...stripeOptionsFromConfig(config),
      client: { host: '127.0.0.1', port: this.port, protocol: 'http', maxNetworkRetries: 0 },
    });
  }

  /** The next request answers this error instead (Stripe's error shape). */
  failNext(status: number, error: Json = { type: 'api_error', message: 'Something went wrong' }) {
    this.failures.push({ status, error });
  }

  /** As if the customer paid on Stripe's page. */
  markPaid(sessionId: string, extra: Json = {}) {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    Object.assign(session, { payment_status: 'paid', status: 'complete', ...extra });
  }

  /** A subscription as Stripe holds it after a checkout: one item at `price`, the period ending `periodEnd`. */
  addSubscription(input: { id: string; customer: string; userId: number; price: string; periodEnd: number }) {
    const subscription: Json = {
      id: input.id,
      object: 'subscription',
      customer: input.customer,
      status: 'active',
      cancel_at_period_end: false,
      metadata: { userId: String(input.userId) },
      items: {
        object: 'list',
        data: [
          {
            id: `si_${crypto.randomBytes(8).toString('hex')}`,
            object: 'subscription_item',
            price: { id: input.price, object: 'price' },
            current_period_end: input.periodEnd,
          },
        ],
      },
    };
    this.subscriptions.set(input.id, subscription);
    return subscription;
  }

  async close() {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private handle(req: http.IncomingMessage, body: string, res: http.ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const form = new URLSearchParams(req.method === 'GET' ? url.search : body);
    this.requests.push({ method: req.method ?? '', path: url.pathname, headers: req.headers, form });
    const send = (status: number, json: Json) => {
      res.writeHead(status, {
        'content-type': 'application/json',
        'request-id': `req_${crypto.randomUUID()}`,
      });
      res.end(JSON.stringify(json));
    };
    const failure = this.failures.shift();
    if (failure) return send(failure.status, { error: failure.error });
    if (req.headers.authorization !== `Bearer ${STRIPE_TEST_ENV.STRIPE_SECRET_KEY}`) {
      return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    }

    if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const key = req.headers['idempotency-key'];
      const replay = typeof key === 'string' ? this.byIdempotencyKey.get(key) : undefined;
      if (replay) return send(200, replay);
      const id = `cs_test_${crypto.randomBytes(16).toString('hex')}`;
      const metadata: Json = {};
      for (const [k, v] of form) {
        const m = /^metadata\[(.+)\]$/.exec(k);
        if (m) metadata[m[1]!] = v;
      }
      const session: Json = {
        id,
        object: 'checkout.session',
        mode: form.get('mode'),
        url: `https://checkout.stripe.com/c/pay/${id}`,
        payment_status: 'unpaid',
        status: 'open',
        client_reference_id: form.get('client_reference_id'),
        customer: form.get('customer'),
        customer_email: form.get('customer_email'),
        subscription: null,
        success_url: form.get('success_url'),
        cancel_url: form.get('cancel_url'),
        metadata,
      };
      this.sessions.set(id, session);
      if (typeof key === 'string') this.byIdempotencyKey.set(key, session);
      return send(200, session);
    }

    const retrieve = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && retrieve) {
      const session = this.sessions.get(decodeURIComponent(retrieve[1]!));
      if (session) return send(200, session);
      return send(404, {
        error: {
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: `No such checkout.session: '${retrieve[1]}'`,
        },
      });
    }
    const subscriptionPath = /^\/v1\/subscriptions\/([^/]+)$/.exec(url.pathname);
    if (subscriptionPath && (req.method === 'GET' || req.method === 'POST')) {
      const subscription = this.subscriptions.get(decodeURIComponent(subscriptionPath[1]!));
      if (!subscription) {
        return send(404, {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: `No such subscription: '${subscriptionPath[1]}'`,
          },
        });
      }
      if (req.method === 'POST') {
        const items = (subscription.items as { data: Json[] }).data;
        const itemId = form.get('items[0][id]');
        const price = form.get('items[0][price]');
        if (price !== null) {
          const item = items.find((i) => i.id === itemId);
          // Stripe adds a second item when the id is missing: a test sees it as two items.
          if (item) item.price = { id: price, object: 'price' };
          else items.push({ id: `si_${crypto.randomBytes(8).toString('hex')}`, price: { id: price } });
        }
        const cancelAtPeriodEnd = form.get('cancel_at_period_end');
        if (cancelAtPeriodEnd !== null) subscription.cancel_at_period_end = cancelAtPeriodEnd === 'true';
        for (const [k, v] of form) {
          const m = /^metadata\[(.+)\]$/.exec(k);
          if (m) (subscription.metadata as Json)[m[1]!] = v;
        }
      }
      return send(200, subscription);
    }
    const cancel = /^\/v1\/subscriptions\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'DELETE' && cancel) {
      const id = decodeURIComponent(cancel[1]!);
      this.canceledSubscriptions.push(id);
      return send(200, { id, object: 'subscription', status: 'canceled' });
    }

    if (req.method === 'POST' && url.pathname === '/v1/billing_portal/sessions') {
      const id = `bps_test_${crypto.randomBytes(8).toString('hex')}`;
      return send(200, {
        id,
        object: 'billing_portal.session',
        customer: form.get('customer'),
        return_url: form.get('return_url'),
        url: `https://billing.stripe.com/p/session/${id}`,
      });
    }

    return send(404, {
      error: { type: 'invalid_request_error', message: `Unrecognized request URL (${url.pathname})` },
    });
  }

  /** Subscriptions cancelled through the API, in order. */
  readonly canceledSubscriptions: string[] = [];
}

/** A fresh app whose payments go to its own FakeStripe (`fake`); close() stops both. */
export interface StripeTestApp extends TestApp {
  fake: FakeStripe;
}

/** createTestApp with Stripe payments: STRIPE_TEST_ENV plus `env`, the provider on a new FakeStripe. */
export async function createStripeTestApp(
  options: { clock?: Clock; env?: Record<string, string> } = {},
): Promise<StripeTestApp> {
  const env = { ...STRIPE_TEST_ENV, ...options.env };
  const fake = await FakeStripe.start();
  try {
    const t = await createTestApp({
      ...(options.clock ? { clock: options.clock } : {}),
      env,
      payments: fake.provider(testConfig(env)),
    });
    return {
      ...t,
      fake,
      async close() {
        await t.close();
        await fake.close();
      },
    };
  } catch (error) {
    await fake.close();
    throw error;
  }
}

/** A Stripe event of `type` about `object`, as a webhook delivers it (a new id, test mode). */
export function stripeEvent(type: string, object: Json, created: number): Json {
  return {
    id: `evt_${crypto.randomBytes(8).toString('hex')}`,
    object: 'event',
    api_version: '2026-10-28.endive',
    type,
    created,
    livemode: false,
    data: { object },
  };
}

/** A signed webhook delivery, as Stripe would send it (`timestamp` in seconds; default now). */
export function signedWebhook(
  event: Json,
  options: { timestamp?: number; secret?: string } = {},
): { payload: string; signature: string } {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? STRIPE_TEST_ENV.STRIPE_WEBHOOK_SECRET,
    ...(options.timestamp !== undefined ? { timestamp: options.timestamp } : {}),
  });
  return { payload, signature };
}

/**
 * A webhook delivery to the app (docs/product.md, "11. Payments"): `payload` as the raw body, JSON unless
 * `headers` names another content type.
 */
export function postWebhook(app: App, payload: string, headers: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url: '/api/subscription/webhook',
    headers: { 'content-type': 'application/json', ...headers },
    payload,
  });
}
