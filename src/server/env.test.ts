import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, withoutSecrets } from './env.js';

describe('loadConfig', () => {
  it('defaults to port 3000, ./data, demo payments and no exempt users', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATA_DIR).toBe('./data');
    expect(config.paymentProvider).toBe('demo');
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.LIMIT_EXEMPT_USER_IDS).toEqual([]);
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

describe('recording storage (S3_URL)', () => {
  const s3 = {
    S3_URL: 'https://s3.eu-west-1.amazonaws.com',
    S3_BUCKET: 'moonlit-recordings',
    S3_ACCESS_KEY_ID: 'AKIAEXAMPLEKEY',
    S3_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  };

  it('is a folder under DATA_DIR unless S3_URL is set; with it, the bucket and keys are read', () => {
    expect(loadConfig({}).S3_URL).toBeUndefined();
    const config = loadConfig(s3);
    expect(config).toMatchObject({ ...s3, S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: true });
    expect(loadConfig({ ...s3, S3_FORCE_PATH_STYLE: 'false', S3_REGION: 'eu-west-1' })).toMatchObject({
      S3_FORCE_PATH_STYLE: false,
      S3_REGION: 'eu-west-1',
    });
  });

  it('names what is missing or wrong, and never echoes a key', () => {
    const refused = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as Error).message;
      }
      throw new Error('accepted');
    };
    expect(refused({ S3_URL: s3.S3_URL })).toMatch(
      /S3_BUCKET: is required when S3_URL is set[\s\S]*S3_ACCESS_KEY_ID: is required[\s\S]*S3_SECRET_ACCESS_KEY: is required/,
    );
    expect(refused({ ...s3, S3_BUCKET: 'Not_A_Bucket' })).toMatch(/S3_BUCKET: must be a bucket name/);
    expect(refused({ ...s3, S3_URL: 'ftp://example.com' })).toMatch(/S3_URL: must be the http\(s\) address/);
    const withKeys = refused({ ...s3, S3_URL: `https://${s3.S3_ACCESS_KEY_ID}:secretpart@s3.example.com` });
    expect(withKeys).toMatch(/S3_URL: must not hold keys/);
    expect(withKeys).not.toContain('secretpart');
    expect(withKeys).not.toContain(s3.S3_ACCESS_KEY_ID);
    expect(refused({ ...s3, S3_FORCE_PATH_STYLE: 'yes' })).toMatch(
      /S3_FORCE_PATH_STYLE: must be true or false/,
    );
  });

  it('names a refused secret setting, and never shows its value', () => {
    const messageOf = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as Error).message;
      }
      throw new Error('accepted');
    };
    const secrets: Record<string, string> = {
      SMTP_URL: 'smtp//mailer:hunter2-smtp@mail.example.com:587',
      STRIPE_SECRET_KEY: 'sk_lvie_51SecretStripeValue',
      STRIPE_WEBHOOK_SECRET: 'whsek_SecretWebhookValue',
      DATABASE_URL: 'postgress://app:hunter2-db@db.example.com/stories',
      REDIS_URL: 'http://:hunter2-redis@cache.example.com:6379',
    };
    for (const [variable, value] of Object.entries(secrets)) {
      const message = messageOf({ [variable]: value });
      expect(message).toContain(`${variable}: must`);
      expect(message).not.toContain(value);
      expect(message).not.toMatch(/hunter2|Secret/);
    }
    // A value that is no secret is still shown, to help whoever set it.
    expect(messageOf({ PORT: 'eighty' })).toContain('(got "eighty")');
  });

  it('blanks secret values and URL passwords in a start-up failure', () => {
    const env = {
      DATABASE_URL: 'postgres://app:pa55word@db.example.com/stories',
      STRIPE_SECRET_KEY: 'sk_test_abcdef123456',
      PORT: '3000',
    };
    const text = withoutSecrets(
      'connect ECONNREFUSED for postgres://app:pa55word@db.example.com/stories with sk_test_abcdef123456 on 3000',
      env,
    );
    expect(text).not.toContain('pa55word');
    expect(text).not.toContain('sk_test_abcdef123456');
    expect(text).toContain('[STRIPE_SECRET_KEY]');
    expect(text).toContain('on 3000');
  });
});
