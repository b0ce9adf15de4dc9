/** The Help page's contact form (docs/product.md, "Help"): mailed to SUPPORT_EMAIL, Premium marked priority. */
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../clock.js';
import { memoryMailer } from '../mail/mailer.js';
import { asGuest, Browser, grantPlan, signUp } from '../../test-support/browser.js';
import { createTestApp, testAppForSuite } from '../../test-support/test-app.js';

const clock = fixedClock('2030-05-10T12:00:00Z');
const mailer = memoryMailer();
const t = testAppForSuite(() =>
  createTestApp({
    clock,
    mailer,
    env: { SUPPORT_EMAIL: 'help@moonlit.example', RATE_LIMIT_SUPPORT_PER_HOUR: '1000' },
  }),
);
const message = { email: 'parent@example.com', message: 'The story will not read aloud on my tablet.' };

describe('POST /api/help', () => {
  it('mails a Premium parent’s message to SUPPORT_EMAIL, marked priority', async () => {
    const parent = await signUp(t.app);
    await grantPlan(t.database, parent.user.id, 'PREMIUM');
    const res = await parent.browser.post('/api/help', message);
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().priority).toBe(true);
    const mail = mailer.sent.at(-1)!;
    expect(mail.to).toBe('help@moonlit.example');
    expect(mail.subject).toMatch(/^\[PRIORITY\] Help request from /);
    expect(mail.text).toContain('Answer to: parent@example.com');
    expect(mail.text).toContain('PREMIUM plan');
    expect(mail.text).toContain(message.message);
  });

  it('a Free parent or a guest is answered too, without priority', async () => {
    const parent = await signUp(t.app);
    const free = await parent.browser.post('/api/help', message);
    expect(free.json().priority).toBe(false);
    expect(mailer.sent.at(-1)!.subject).toMatch(/^Help request from /);
    const guest = await asGuest(t.app);
    expect((await guest.browser.post('/api/help', message)).statusCode).toBe(202);
  });

  it('refuses bad input with a 400 that says what to fix, and sends nothing', async () => {
    const sent = mailer.sent.length;
    const anonymous = new Browser(t.app);
    for (const [body, words] of [
      [{ ...message, email: 'not an address' }, /email address/],
      [{ ...message, message: 'help' }, /at least 10 characters/],
      [{ ...message, message: 'x'.repeat(4001) }, /under 4,000/],
      [{ ...message, extra: true }, /./],
      [{}, /./],
    ] as const) {
      const res = await anonymous.post('/api/help', body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json().message).toMatch(words);
    }
    expect(mailer.sent.length).toBe(sent);
  });

  it('is rate limited per address', async () => {
    const fresh = await createTestApp({
      clock,
      mailer: memoryMailer(),
      env: { RATE_LIMIT_SUPPORT_PER_HOUR: '2' },
    });
    try {
      const visitor = new Browser(fresh.app);
      expect((await visitor.post('/api/help', message)).statusCode).toBe(202);
      expect((await visitor.post('/api/help', message)).statusCode).toBe(202);
      const third = await visitor.post('/api/help', message);
      expect(third.statusCode).toBe(429);
      expect(third.json().message).toMatch(/several messages this hour/);
    } finally {
      await fresh.close();
    }
  });
});
