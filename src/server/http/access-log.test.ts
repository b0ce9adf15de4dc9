import { describe, expect, it, vi } from 'vitest';
import { fixedClock } from '../clock.js';
import { memoryMailer } from '../modules/mail/mailer.js';
import { Browser, uniqueUsername } from '../test-support/browser.js';
import { createTestApp } from '../test-support/test-app.js';
import { cookieName } from './cookies.js';

const SESSION_COOKIE = cookieName('session', false);
const GUEST_COOKIE = cookieName('guest', false);
import { UNMATCHED_ROUTE, serializeError } from './access-log.js';

const clock = fixedClock('2030-05-04T19:30:00Z');
const ORIGIN = 'http://localhost:3000';

/** Process warnings while this file's apps are built (Fastify's deprecations are among them). */
const warnings: string[] = [];
process.on('warning', (warning: Error & { code?: string }) => warnings.push(warning.code ?? warning.name));

describe('the server log of a whole journey', () => {
  // A fresh app and a whole journey: on a busy machine more than the default 30 s.
  it(
    'holds route patterns, and no token, cookie, guest id, id in a path, name or story text',
    { timeout: 120_000 },
    async () => {
      const lines: string[] = [];
      const mailer = memoryMailer();
      const t = await createTestApp({
        clock,
        mailer,
        env: { RATE_LIMIT_REGISTER_PER_HOUR: '1000' },
        logger: { level: 'debug', stream: { write: (line: string) => lines.push(line) } },
      });
      const secrets: Record<string, string> = {};
      try {
        // A guest makes a story and looks at it.
        const guest = new Browser(t.app);
        const session = await guest.post('/api/guest/session');
        expect(session.statusCode).toBe(201);
        const guestSessionId = session.json().sessionId as string;
        secrets.guestSessionId = guestSessionId;
        secrets.guestCookie = guest.cookies.get(GUEST_COOKIE)!;
        secrets.childName = 'Zephyrine';
        const created = await guest.post('/api/stories', {
          childName: secrets.childName,
          animal: 'Owl',
          theme: 'Friendship',
          length: 'Short',
          guestSessionId,
        });
        expect(created.statusCode).toBe(201);
        const story = created.json() as { id: string; storyContent: string };
        secrets.storyId = story.id;
        secrets.storyText = story.storyContent.split(/(?<=[.!?])\s/)[1]!.slice(0, 40);
        expect((await guest.get(`/api/stories/guest-count/${guestSessionId}`)).statusCode).toBe(200);
        expect((await guest.get(`/api/stories/${story.id}`)).statusCode).toBe(200);

        // The guest signs up and keeps the story.
        const username = uniqueUsername('logger');
        const email = `${username}@example.com`;
        secrets.password = 'a very private passphrase';
        const registered = await guest.post('/api/register', { username, password: secrets.password, email });
        expect(registered.statusCode).toBe(201);
        secrets.sessionCookie = guest.cookies.get(SESSION_COOKIE)!;
        const userId = registered.json().id as number;
        const claimed = await guest.post('/api/guest/claim', { guestSessionId, targetUserId: userId });
        expect(claimed.statusCode).toBe(200);

        // The address is verified through the mailed link (reset links go to verified addresses only).
        const verification = await vi.waitFor(() => {
          const sent = mailer.sent.find((m) => m.to.includes(email) && /verify-email\?token=/.test(m.text));
          if (!sent) throw new Error('no verification mail yet');
          return sent;
        });
        secrets.verifyToken = decodeURIComponent(
          /verify-email\?token=([A-Za-z0-9_%-]+)/.exec(verification.text)![1]!,
        );
        expect((await guest.post('/api/auth/verify-email', { token: secrets.verifyToken })).statusCode).toBe(
          200,
        );

        // Forgot password: the link from the mail, opened, and a new password set with its token.
        const stranger = new Browser(t.app);
        expect((await stranger.post('/api/auth/forgot-password', { email })).statusCode).toBe(202);
        // The mail goes after the answer (known and unknown addresses answer alike).
        const mail = await vi.waitFor(() => {
          const sent = mailer.sent.find((m) => m.to.includes(email) && /reset-password\?token=/.test(m.text));
          if (!sent) throw new Error('no reset mail yet');
          return sent;
        });
        const link = /\/reset-password\?token=[A-Za-z0-9_%-]+/.exec(mail.text)![0];
        secrets.resetToken = decodeURIComponent(link.split('token=')[1]!);
        expect((await stranger.get(link)).statusCode).toBe(404); // the client's page; no client here
        secrets.newPassword = 'another private passphrase';
        const reset = await stranger.post('/api/auth/reset-password', {
          token: secrets.resetToken,
          password: secrets.newPassword,
        });
        expect(reset.statusCode).toBe(200);
        const parent = new Browser(t.app);
        expect(
          (await parent.post('/api/login', { username, password: secrets.newPassword })).statusCode,
        ).toBe(200);
        secrets.secondSessionCookie = parent.cookies.get(SESSION_COOKIE)!;

        // Checkout with the demo provider.
        const checkout = await parent.post('/api/subscription/create-checkout-session', {
          planType: 'PREMIUM',
          userId,
        });
        expect(checkout.statusCode).toBe(200);
        const checkoutId = checkout.json().sessionId as string;
        secrets.checkoutId = checkoutId;
        expect((await parent.get(`/demo-checkout/${checkoutId}`)).statusCode).toBe(200);
        const paid = await parent.request(
          'POST',
          '/demo-checkout/complete',
          new URLSearchParams({ session_id: checkoutId, action: 'pay' }).toString(),
          { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
        );
        expect(paid.statusCode).toBe(303);
        expect((await parent.get(`/api/subscription/verify-session/${checkoutId}`)).statusCode).toBe(200);

        // Share the story; a stranger reads it.
        expect((await parent.patch(`/api/stories/${story.id}`, { isPublic: true })).statusCode).toBe(200);
        expect((await stranger.get(`/api/stories/${story.id}`)).statusCode).toBe(200);
        expect((await stranger.get(`/no/such/page/${secrets.guestSessionId}`)).statusCode).toBe(404);
      } finally {
        await t.close();
      }

      const log = lines.join('');
      for (const [what, value] of Object.entries(secrets)) {
        expect(value, what).toBeTruthy();
        expect(log.includes(value), `the log holds the ${what}`).toBe(false);
        expect(log.includes(encodeURIComponent(value)), `the log holds the ${what}, encoded`).toBe(false);
      }
      expect(log).not.toMatch(/token=|cookie/i);
      const completed = lines.map((l) => JSON.parse(l)).filter((l) => l.msg === 'request completed');
      const routes = completed.map((l) => `${l.req.method} ${l.req.route} ${l.res.statusCode}`);
      expect(routes).toEqual(
        expect.arrayContaining([
          'POST /api/stories 201',
          'GET /api/stories/guest-count/:sessionId 200',
          'GET /api/stories/:id 200',
          'POST /api/auth/reset-password 200',
          `GET ${UNMATCHED_ROUTE} 404`,
          'GET /api/subscription/verify-session/:sessionId 200',
          'PATCH /api/stories/:id 200',
        ]),
      );
      expect(completed.every((l) => typeof l.responseTime === 'number')).toBe(true);
    },
  );

  it('logs a failed query without the values it was given', () => {
    const error = new Error(
      'Failed query: insert into "stories" ("child_name") values ($1)\nparams: Zephyrine,Once upon',
    );
    const cause = Object.assign(new Error('duplicate key'), { code: '23505' });
    const wrapped = Object.assign(error, { params: ['Zephyrine'], cause });
    const logged = JSON.stringify(serializeError(wrapped));
    expect(logged).toContain('Failed query: insert into');
    expect(logged).toContain('23505');
    expect(logged).not.toContain('Zephyrine');
    expect(logged).not.toContain('Once upon');
  });

  it("switches Fastify's request lines off without its deprecated option (FSTDEP023)", () => {
    // The journey above built an app; a deprecated option warns when the app is built.
    expect(warnings).not.toContain('FSTDEP023');
  });
});
