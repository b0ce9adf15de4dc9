/**
 * Accounts by email (docs/decisions/029-accounts-by-email.md): a new account's address is unique in any
 * letter case and verified by a mailed link; sign-in takes the username or the address; reset links go
 * to verified addresses only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.js';
import { fixedClock } from '../../clock.js';
import { Browser, signUp } from '../../test-support/browser.js';
import { MailCatcher, verifyTokenOf } from '../../test-support/mail-catcher.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { smtpMailer, type Mailer } from '../mail/mailer.js';

const clock = fixedClock('2030-04-10T12:00:00Z');
let t: TestApp;
let smtp: MailCatcher;
let smtpOut: Mailer;

beforeAll(async () => {
  smtp = await MailCatcher.start();
  smtpOut = smtpMailer({ smtpUrl: smtp.url, from: 'Moonlit Tales <hello@example.com>' });
  t = await createTestApp({
    clock,
    env: { RATE_LIMIT_REGISTER_PER_HOUR: '1000', SMTP_URL: smtp.url },
    mailer: {
      transport: 'smtp',
      send: (mail) => smtpOut.send(mail),
      close: () => smtpOut.close(),
    },
  });
});
afterAll(async () => {
  await t?.close();
  smtpOut?.close();
  await smtp?.stop();
});

describe('email verification', () => {
  it('register mails a link; opening it verifies the address, once', async () => {
    const since = smtp.mails.length;
    const account = await signUp(t.app);
    expect(account.user).toMatchObject({ emailVerified: false });
    const mail = await smtp.mailTo(account.user.email, { since });
    expect(mail.subject).toBe('Confirm your email address for Moonlit Tales');
    expect(mail.text).toMatch(/http:\/\/localhost:3000\/verify-email\?token=[A-Za-z0-9_-]{43}\b/);
    const token = verifyTokenOf(mail);

    const res = await new Browser(t.app).post('/api/auth/verify-email', { token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MESSAGES.emailVerified });
    expect((await account.browser.get('/api/user')).json()).toMatchObject({ emailVerified: true });

    const again = await new Browser(t.app).post('/api/auth/verify-email', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(MESSAGES.verifyLinkInvalid);
  });

  it('refuses a mangled or unknown link with a message, never 500', async () => {
    for (const token of ['short', 'A'.repeat(43)]) {
      const res = await new Browser(t.app).post('/api/auth/verify-email', { token });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MESSAGES.verifyLinkInvalid);
    }
  });

  it('an expired link proves nothing', async () => {
    const since = smtp.mails.length;
    const account = await signUp(t.app);
    const token = verifyTokenOf(await smtp.mailTo(account.user.email, { since }));
    clock.advance(25 * 3_600_000);
    const res = await new Browser(t.app).post('/api/auth/verify-email', { token });
    expect(res.statusCode).toBe(400);
    expect((await account.browser.get('/api/user')).json()).toMatchObject({ emailVerified: false });
  });

  it('"send again" mails a new link to a signed-in, unverified account; a verified one is told so', async () => {
    const account = await signUp(t.app);
    const since = smtp.mails.length;
    const res = await account.browser.post('/api/auth/resend-verification', {});
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: MESSAGES.verificationSent });
    const token = verifyTokenOf(await smtp.mailTo(account.user.email, { since }));
    expect((await new Browser(t.app).post('/api/auth/verify-email', { token })).statusCode).toBe(200);
    const after = await account.browser.post('/api/auth/resend-verification', {});
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual({ message: MESSAGES.emailAlreadyVerified });
    expect((await new Browser(t.app).post('/api/auth/resend-verification', {})).statusCode).toBe(401);
  });
});

describe('unique addresses', () => {
  it('refuses an address another account holds, in any letter case, with a clear message', async () => {
    const first = await signUp(t.app);
    const res = await new Browser(t.app).post('/api/register', {
      username: `${first.user.username}_2`,
      password: 'correct horse battery',
      email: `  ${first.user.email.toUpperCase()} `,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MESSAGES.emailTaken);
  });
});

describe('sign-in by email', () => {
  it('takes the address (any letter case) in place of the username; a wrong password answers as before', async () => {
    const account = await signUp(t.app);
    const ok = await new Browser(t.app).post('/api/login', {
      username: account.user.email.toUpperCase(),
      password: account.password,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ id: account.user.id });
    const wrong = await new Browser(t.app).post('/api/login', {
      username: account.user.email,
      password: 'not the password',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(MESSAGES.invalidCredentials);
  });
});

describe('reset to an unverified address', () => {
  it('sends nothing but answers exactly as for any address; once verified the link is mailed', async () => {
    const held: (() => Promise<void>)[] = [];
    const sent: { to: string; text: string }[] = [];
    const app = await createTestApp({
      env: { SMTP_URL: smtp.url },
      mailer: { transport: 'smtp', send: async (mail) => void sent.push(mail), close: () => {} },
      afterAnswer: (work) => void held.push(work),
    });
    try {
      const account = await signUp(app.app);
      const verification = sent.splice(0);
      expect(verification.map((m) => m.to)).toEqual([account.user.email]);
      const res = await new Browser(app.app).post('/api/auth/forgot-password', { email: account.user.email });
      const unknown = await new Browser(app.app).post('/api/auth/forgot-password', {
        email: 'nobody-at-all@example.com',
      });
      expect(res.statusCode).toBe(202);
      expect([res.statusCode, res.body]).toEqual([unknown.statusCode, unknown.body]);
      for (const work of held.splice(0)) await work();
      expect(sent).toEqual([]);

      const token = verifyTokenOf({ text: verification[0]!.text } as Parameters<typeof verifyTokenOf>[0]);
      expect((await new Browser(app.app).post('/api/auth/verify-email', { token })).statusCode).toBe(200);
      await new Browser(app.app).post('/api/auth/forgot-password', { email: account.user.email });
      for (const work of held.splice(0)) await work();
      expect(sent.map((m) => m.to)).toEqual([account.user.email]);
      expect(sent[0]!.text).toContain('/reset-password?token=');
    } finally {
      await app.close();
    }
  });
});
