import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.js';

describe('loadConfig', () => {
  it('defaults to port 3000, ./data, demo payments and no exempt users', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATA_DIR).toBe('./data');
    expect(config.paymentProvider).toBe('demo');
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.LIMIT_EXEMPT_USER_IDS).toEqual([]);
  });

  it('.env.example, copied as it is, starts the product and exempts nobody from the limits', () => {
    const example = Object.fromEntries(
      fs
        .readFileSync(new URL('../../.env.example', import.meta.url), 'utf8')
        .split('\n')
        .filter((line) => /^[A-Z_]+=/.test(line))
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );
    expect(loadConfig(example).LIMIT_EXEMPT_USER_IDS).toEqual([]);
  });

  it('trusts no proxy unless TRUST_PROXY names a hop count or addresses', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'demo' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      'loopback',
    ]);
  });

  it('parses LIMIT_EXEMPT_USER_IDS as numbers', () => {
    expect(loadConfig({ LIMIT_EXEMPT_USER_IDS: '3, 6' }).LIMIT_EXEMPT_USER_IDS).toEqual([3, 6]);
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['REDIS_URL', 'localhost:6379'],
    ['PUBLIC_URL', 'not a url'],
    ['LIMIT_EXEMPT_USER_IDS', '3,six'],
    ['NODE_ENV', 'staging'],
    ['PAYMENT_PROVIDER', 'paypal'],
    ['STRIPE_SECRET_KEY', 'hello'],
    ['TRUST_PROXY', 'true'],
    ['TRUST_PROXY', 'some proxy'],
  ])('a bad %s stops start-up with a message naming it', (variable, value) => {
    expect(() => loadConfig({ [variable]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [variable]: value })).toThrow(new RegExp(`${variable}:`));
  });

  it('Stripe needs its webhook secret and prices', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow(
      /STRIPE_WEBHOOK_SECRET: is required/,
    );
    const config = loadConfig({
      STRIPE_SECRET_KEY: 'sk_test_abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
      STRIPE_PRICE_STANDARD: 'price_s',
      STRIPE_PRICE_PREMIUM: 'price_p',
    });
    expect(config.paymentProvider).toBe('stripe');
  });

  it('refuses demo payments in production unless asked for explicitly', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /PAYMENT_PROVIDER: demo payments are refused/,
    );
    expect(loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'demo' }).paymentProvider).toBe('demo');
  });
});
