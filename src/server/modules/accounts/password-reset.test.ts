import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.js';
import { fixedClock } from '../../clock.js';
import { passwordResetTokens, users } from '../../db/schema.js';
import { Browser, signUp, type SignedInBrowser } from '../../test-support/browser.js';
import { MailCatcher, resetTokenOf, verifyTokenOf } from '../../test-support/mail-catcher.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { smtpMailer, type Mailer } from '../mail/mailer.js';
import { hashSessionToken } from './accounts.service.js';

const clock = fixedClock('2030-03-10T12:00:00Z');
let t: TestApp;
let smtp: MailCatcher;
let smtpOut: Mailer;
/** Every address the app handed a mail to, at the moment it did (the mail leaves after the answer). */
const handedOver: string[] = [];

beforeAll(async () => {
  smtp = await MailCatcher.start();
  smtpOut = smtpMailer({ smtpUrl: smtp.url, from: 'Moonlit Tales <hello@example.com>' });
  t = await createTestApp({
    clock,
    env: { RATE_LIMIT_REGISTER_PER_HOUR: '1000', SMTP_URL: smtp.url },
    mailer: {
      transport: 'smtp',
      send(mail) {
        handedOver.push(mail.to);
        return smtpOut.send(mail);
      },
      close: () => smtpOut.close(),
    },
  });
});
afterAll(async () => {
  await t?.close();
  smtpOut?.close();
  await smtp?.stop();
});

/** A new account whose address is verified (through its mailed link): reset links go to verified addresses only. */
async function verifiedSignUp(): Promise<SignedInBrowser> {
  const since = smtp.mails.length;
  const account = await signUp(t.app);
  const token = verifyTokenOf(await smtp.mailTo(account.user.email, { since }));
  expect((await new Browser(t.app).post('/api/auth/verify-email', { token })).statusCode).toBe(200);
  return account;
}

/** Asks for a reset link for the account and reads it from the mail that arrives. */
async function resetTokenFor(account: SignedInBrowser): Promise<string> {
  const since = smtp.mails.length;
  const res = await new Browser(t.app).post('/api/auth/forgot-password', { email: account.user.email });
  expect(res.statusCode).toBe(202);
  return resetTokenOf(await smtp.mailTo(account.user.email, { since }));
}

const signIn = (username: string, password: string) =>
  new Browser(t.app).post('/api/login', { username, password });

describe('POST /api/auth/forgot-password', () => {
  it('answers 202 with the same body for a known and an unknown address, and mails the known one a link', async () => {
    const account = await verifiedSignUp();
    const since = smtp.mails.length;
    const known = await new Browser(t.app).post('/api/auth/forgot-password', {
      email: account.user.email.toUpperCase(),
    });
    const unknown = await new Browser(t.app).post('/api/auth/forgot-password', {
      email: 'nobody-here@example.com',
    });
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({ message: MESSAGES.passwordResetSent });

    const mail = await smtp.mailTo(account.user.email, { since });
    expect(mail.parsed.from?.text).toContain('hello@example.com');
    expect(mail.subject).toBe('Set a new password for Moonlit Tales');
    expect(mail.text).toContain(`Hello ${account.user.username},`);
    expect(mail.text).toMatch(/http:\/\/localhost:3000\/reset-password\?token=[A-Za-z0-9_-]{43}\b/);
    expect(mail.text).toContain('30 minutes');
    expect(mail.html).toContain('Choose a new password');
    // The service hands each mail over before it answers, so by now any mail to the unknown address
    // would have been handed over.
    expect(handedOver).not.toContain('nobody-here@example.com');
    expect(smtp.mails.slice(since).filter((m) => m.to.includes('nobody-here@example.com'))).toHaveLength(0);
  });

  it('stores only the SHA-256 of the token (256 random bits), valid for 30 minutes', async () => {
    const account = await verifiedSignUp();
    const token = await resetTokenFor(account);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const rows = await t.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, account.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(hashSessionToken(token));
    expect(rows[0]!.expiresAt.getTime() - clock.now().getTime()).toBe(30 * 60_000);
  });

  it('refuses an invalid address with 400', async () => {
    const res = await new Browser(t.app).post('/api/auth/forgot-password', { email: 'not-an-address' });
    expect(res.statusCode).toBe(400);
  });

  it('limits requests per email address from one address (5 an hour), known or not', async () => {
    const email = 'limited-parent@example.com';
    for (let i = 0; i < 5; i++) {
      expect((await new Browser(t.app).post('/api/auth/forgot-password', { email })).statusCode).toBe(202);
    }
    const sixth = await new Browser(t.app).post('/api/auth/forgot-password', { email: email.toUpperCase() });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe(MESSAGES.tooManyPasswordResets);
  });

  it("a stranger using up the limit for someone's address does not block that person's own reset (issue 26)", async () => {
    const account = await verifiedSignUp();
    const from = (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        remoteAddress,
        headers: { 'content-type': 'application/json' },
        payload: { email: account.user.email },
      });
    for (let i = 0; i < 5; i++) expect((await from('203.0.113.66')).statusCode).toBe(202);
    expect((await from('203.0.113.66')).statusCode).toBe(429);
    const since = smtp.mails.length;
    const own = await from('198.51.100.7');
    expect(own.statusCode).toBe(202);
    expect(resetTokenOf(await smtp.mailTo(account.user.email, { since }))).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

describe('a known and an unknown address answer in the same time (issue 26)', () => {
  it('answer before anything about the address is looked up: the same work, all of it after the answer', async () => {
    const held: (() => Promise<void>)[] = [];
    const sent: string[] = [];
    const app = await createTestApp({
      env: { SMTP_URL: smtp.url },
      mailer: { transport: 'smtp', send: async (mail) => void sent.push(mail.to), close: () => {} },
      afterAnswer: (work) => void held.push(work),
    });
    try {
      const account = await signUp(app.app);
      // Reset links go to verified addresses only (docs/decisions/029-accounts-by-email.md).
      await app.database.db
        .update(users)
        .set({ emailVerifiedAt: new Date() })
        .where(eq(users.id, account.user.id));
      sent.length = 0; // the verification mail
      const known = await new Browser(app.app).post('/api/auth/forgot-password', {
        email: account.user.email,
      });
      const unknown = await new Browser(app.app).post('/api/auth/forgot-password', {
        email: 'nobody-at-all@example.com',
      });
      expect([known.statusCode, known.body]).toEqual([unknown.statusCode, unknown.body]);
      // Both answered with their work still waiting: no link made, no mail handed over, one job each.
      expect(held).toHaveLength(2);
      expect(await app.database.db.select().from(passwordResetTokens)).toHaveLength(0);
      expect(sent).toEqual([]);
      for (const work of held) await work();
      expect(sent).toEqual([account.user.email]);
      expect(await app.database.db.select().from(passwordResetTokens)).toHaveLength(1);
    } finally {
      await app.close();
    }
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the password, ends every session of the user, and works once', async () => {
    const account = await verifiedSignUp();
    const other = new Browser(t.app);
    expect(
      (await other.post('/api/login', { username: account.user.username, password: account.password }))
        .statusCode,
    ).toBe(200);
    const stranger = await verifiedSignUp();

    const token = await resetTokenFor(account);
    const res = await new Browser(t.app).post('/api/auth/reset-password', {
      token,
      password: 'a brand new password',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MESSAGES.passwordReset });

    expect((await account.browser.get('/api/user')).statusCode).toBe(401);
    expect((await other.get('/api/user')).statusCode).toBe(401);
    expect((await stranger.browser.get('/api/user')).statusCode).toBe(200);
    expect((await signIn(account.user.username, account.password)).statusCode).toBe(401);
    expect((await signIn(account.user.username, 'a brand new password')).statusCode).toBe(200);

    const again = await new Browser(t.app).post('/api/auth/reset-password', {
      token,
      password: 'yet another one',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(MESSAGES.resetLinkInvalid);
    expect((await signIn(account.user.username, 'a brand new password')).statusCode).toBe(200);
  });

  it('refuses an expired link (after 30 minutes)', async () => {
    const account = await verifiedSignUp();
    const token = await resetTokenFor(account);
    clock.advance(30 * 60_000 + 1000);
    try {
      const res = await new Browser(t.app).post('/api/auth/reset-password', {
        token,
        password: 'too late now',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MESSAGES.resetLinkInvalid);
      expect((await signIn(account.user.username, account.password)).statusCode).toBe(200);
    } finally {
      clock.advance(-(30 * 60_000 + 1000));
    }
  });

  it.each([
    ['an unknown token', 'A'.repeat(43)],
    ['a malformed token', 'not a token'],
    ['an empty token', ''],
  ])('refuses %s with 400', async (_label, token) => {
    const res = await new Browser(t.app).post('/api/auth/reset-password', { token, password: 'whatever123' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
  });

  it('a second link of the same user stops working once one is used', async () => {
    const account = await verifiedSignUp();
    const first = await resetTokenFor(account);
    const second = await resetTokenFor(account);
    const used = await new Browser(t.app).post('/api/auth/reset-password', {
      token: second,
      password: 'second one wins',
    });
    expect(used.statusCode).toBe(200);
    const stale = await new Browser(t.app).post('/api/auth/reset-password', {
      token: first,
      password: 'first one late',
    });
    expect(stale.statusCode).toBe(400);
  });

  it('refuses a new password shorter than 8 characters', async () => {
    const account = await verifiedSignUp();
    const token = await resetTokenFor(account);
    const res = await new Browser(t.app).post('/api/auth/reset-password', { token, password: 'short' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Your password must be at least 8 characters.');
  });

  it('refuses a common password with the message the form shows, and the link still works', async () => {
    const account = await verifiedSignUp();
    const token = await resetTokenFor(account);
    const res = await new Browser(t.app).post('/api/auth/reset-password', { token, password: 'iloveyou' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.passwordTooCommon);
    const retry = await new Browser(t.app).post('/api/auth/reset-password', {
      token,
      password: 'an uncommon one at last',
    });
    expect(retry.statusCode).toBe(200);
  });
});

describe('POST /api/auth/change-password', () => {
  it('ends the other sessions; this one continues with a new token', async () => {
    const account = await verifiedSignUp();
    const other = new Browser(t.app);
    await other.post('/api/login', { username: account.user.username, password: account.password });
    const oldSid = account.browser.cookies.get('sid');
    const since = smtp.mails.length;

    const res = await account.browser.post('/api/auth/change-password', {
      currentPassword: account.password,
      newPassword: 'changed password here',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: account.user.id, username: account.user.username });
    expect(account.browser.cookies.get('sid')).not.toBe(oldSid);

    expect((await account.browser.get('/api/user')).statusCode).toBe(200);
    expect((await other.get('/api/user')).statusCode).toBe(401);
    const replay = new Browser(t.app);
    replay.cookies.set('sid', oldSid!);
    expect((await replay.get('/api/user')).statusCode).toBe(401);
    expect((await signIn(account.user.username, account.password)).statusCode).toBe(401);
    expect((await signIn(account.user.username, 'changed password here')).statusCode).toBe(200);
    const notice = await smtp.mailTo(account.user.email, { since });
    expect(notice.subject).toBe('Your Moonlit Tales password was changed');
  });

  it('refuses a wrong current password with 403 and changes nothing', async () => {
    const account = await verifiedSignUp();
    const res = await account.browser.post('/api/auth/change-password', {
      currentPassword: 'not my password',
      newPassword: 'changed password here',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MESSAGES.wrongPassword);
    expect((await account.browser.get('/api/user')).statusCode).toBe(200);
    expect((await signIn(account.user.username, account.password)).statusCode).toBe(200);
  });

  it('refuses a common new password with 400 and keeps the old one', async () => {
    const account = await verifiedSignUp();
    const res = await account.browser.post('/api/auth/change-password', {
      currentPassword: account.password,
      newPassword: 'Password1',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.passwordTooCommon);
    expect((await signIn(account.user.username, account.password)).statusCode).toBe(200);
  });

  it('needs a signed-in user', async () => {
    const res = await new Browser(t.app).post('/api/auth/change-password', {
      currentPassword: 'whatever1',
      newPassword: 'whatever2',
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('without SMTP_URL', () => {
  it('in production, password reset is not offered: 503 and /api/config says so', async () => {
    const prod = await createTestApp({ env: { NODE_ENV: 'production', PAYMENT_PROVIDER: 'demo' } });
    try {
      const res = await new Browser(prod.app).post('/api/auth/forgot-password', { email: 'a@example.com' });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe(MESSAGES.passwordResetUnavailable);
      expect((await new Browser(prod.app).get('/api/config')).json().passwordReset).toBe(false);
    } finally {
      await prod.close();
    }
  });

  it('in development, each mail is written to DATA_DIR/outbox as an .eml file', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
    const dev = await createTestApp({ env: { NODE_ENV: 'development', DATA_DIR: dataDir } });
    try {
      const account = await signUp(dev.app);
      await dev.app.close();
      const files = fs.readdirSync(path.join(dataDir, 'outbox'));
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/\.eml$/);
      const eml = fs.readFileSync(path.join(dataDir, 'outbox', files[0]!), 'utf8');
      expect(eml).toContain(`To: ${account.user.email}`);
      // Registration mails the verification link (the only mail an unverified address gets).
      expect(eml).toContain('Subject: Confirm your email address for Moonlit Tales');
    } finally {
      await dev.close().catch(() => undefined);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
