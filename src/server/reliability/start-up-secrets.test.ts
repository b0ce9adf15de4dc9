/**
 * A refused secret setting stops the real process naming the variable, never printing the value
 * (docs/security.md, "Secrets in the log and in start-up errors").
 */
import { describe, expect, it } from 'vitest';
import { startServerProcess } from '../test-support/server-process.js';

describe('start-up with a bad secret setting', () => {
  it('exits 78 naming SMTP_URL and STRIPE_SECRET_KEY, without their values', async () => {
    const smtpUrl = 'smtp//mailer:hunter2-smtp-pass@mail.example.com:587';
    const stripeKey = 'sk_lvie_51HunterTwoStripeSecret';
    const server = await startServerProcess({ SMTP_URL: smtpUrl, STRIPE_SECRET_KEY: stripeKey });
    const { code } = await server.exited;
    const output = server.output();
    expect(code).toBe(78);
    expect(output).toMatch(/SMTP_URL: must be an SMTP URL/);
    expect(output).toMatch(/STRIPE_SECRET_KEY: must be a Stripe secret key/);
    expect(output).not.toContain(smtpUrl);
    expect(output).not.toContain(stripeKey);
    expect(output).not.toMatch(/hunter2|HunterTwo/i);
  });
});
