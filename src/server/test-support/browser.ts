/**
 * A browser for inject tests: keeps cookies between requests like a real one (Set-Cookie in, Cookie out,
 * expired cookies dropped), and sends bodies as JSON.
 */
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import type { App } from '../app.js';
import type { DatabaseHandle } from '../db/client.js';
import { subscriptions } from '../db/schema.js';
import type { PlanType } from '../../shared/catalogue.js';
import type { TestApp } from './test-app.js';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export class Browser {
  readonly cookies = new Map<string, string>();

  constructor(readonly app: App) {}

  async request(method: Method, url: string, body?: unknown, headers: Record<string, string> = {}) {
    // A Cookie header given by the test adds to (and overrides by name) the jar, as a cookie set by a
    // script would in a real browser: the jar's own cookies (a session token) still go with it.
    const jar = new Map(this.cookies);
    const { cookie: extra, ...rest } = headers;
    for (const pair of (extra ?? '').split(';')) {
      const at = pair.indexOf('=');
      if (at > 0) jar.set(pair.slice(0, at).trim(), decodeURIComponent(pair.slice(at + 1).trim()));
    }
    const cookie = [...jar].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ');
    const res = await this.app.inject({
      method,
      url,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(cookie ? { cookie } : {}),
        ...rest,
      },
      ...(body !== undefined
        ? { payload: Buffer.isBuffer(body) || typeof body === 'string' ? body : JSON.stringify(body) }
        : {}),
    });
    // light-my-request parses the Set-Cookie headers (`res.cookies`).
    for (const c of res.cookies) {
      const gone = c.value === '' || (c.expires !== undefined && c.expires.getTime() <= Date.now());
      if (gone) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return res;
  }

  get(url: string, headers?: Record<string, string>) {
    return this.request('GET', url, undefined, headers);
  }
  post(url: string, body?: unknown, headers?: Record<string, string>) {
    return this.request('POST', url, body, headers);
  }
  patch(url: string, body?: unknown) {
    return this.request('PATCH', url, body);
  }
  delete(url: string) {
    return this.request('DELETE', url);
  }
}

let counter = 0;
export function uniqueUsername(prefix = 'parent'): string {
  counter += 1;
  return `${prefix}_${counter}_${crypto.randomBytes(3).toString('hex')}`;
}

export interface SignedInBrowser {
  browser: Browser;
  user: { id: number; username: string; email: string; createdAt: string };
  password: string;
}

/** A new account, signed in. */
export async function signUp(app: App, browser = new Browser(app)): Promise<SignedInBrowser> {
  const username = uniqueUsername();
  const password = 'correct horse battery';
  const res = await browser.post('/api/register', { username, password, email: `${username}@example.com` });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  return { browser, user: res.json(), password };
}

export interface Guest {
  browser: Browser;
  sessionId: string;
}

/** A guest: a guest session, its cookie set. */
export async function asGuest(app: App, browser = new Browser(app)): Promise<Guest> {
  const res = await browser.post('/api/guest/session');
  if (res.statusCode !== 201) throw new Error(`guest session failed: ${res.statusCode} ${res.body}`);
  return { browser, sessionId: res.json().sessionId };
}

/** Gives a user a plan, as a completed payment would. */
export async function grantPlan(
  database: DatabaseHandle,
  userId: number,
  planType: PlanType,
  extra: Partial<typeof subscriptions.$inferInsert> = {},
): Promise<void> {
  await database.db.delete(subscriptions).where(eq(subscriptions.userId, userId));
  await database.db.insert(subscriptions).values({ userId, planType, provider: 'demo', ...extra });
}

export type Callers<P extends string, G extends string> = Record<P, SignedInBrowser> &
  Record<G, Guest> & { anonymous: Browser };

/**
 * The callers an access suite asks as (docs/product.md, "6. Who may do what"): parents with accounts, each
 * on PREMIUM so that the allowance is never in the way (allowance.test.ts tests it), guests, and an anonymous
 * browser. Like testAppForSuite, they are made in a beforeAll of the enclosing suite and filled in in place, so
 * a suite may name them at once (`const { owner, anonymous } = callersForSuite(...)`) but read them inside
 * hooks and tests only.
 */
export function callersForSuite<P extends string, G extends string>(
  t: TestApp,
  parents: readonly P[],
  guests: readonly G[],
): Callers<P, G> {
  const callers = { anonymous: Object.create(Browser.prototype) as Browser } as Callers<P, G>;
  for (const name of parents) (callers as Record<P, SignedInBrowser>)[name] = {} as SignedInBrowser;
  for (const name of guests) (callers as Record<G, Guest>)[name] = {} as Guest;
  beforeAll(async () => {
    for (const name of parents) Object.assign(callers[name], await signUp(t.app));
    for (const name of parents) await grantPlan(t.database, callers[name].user.id, 'PREMIUM');
    for (const name of guests) Object.assign(callers[name], await asGuest(t.app));
    Object.assign(callers.anonymous, new Browser(t.app));
  });
  return callers;
}

/**
 * What verify-session answers for a paid, complete checkout (docs/product.md, "7. The API" and "11. Payments"),
 * whichever provider took the payment.
 */
export const paidSession = (id: string, planType: PlanType = 'PREMIUM') => ({
  success: true,
  session: { id, payment_status: 'paid', status: 'complete', metadata: { planType } },
});

export const storyInput = (overrides: Record<string, unknown> = {}) => ({
  childName: 'Mia',
  animal: 'Bear',
  theme: 'Friendship',
  length: 'Short',
  ...overrides,
});
