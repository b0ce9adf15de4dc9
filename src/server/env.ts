/**
 * Configuration, read once from the environment and validated (docs/product.md §12).
 * A bad value stops start-up with a message naming the variable.
 */
import { z } from 'zod';
import { PAYMENT_PROVIDERS, type PaymentProviderName } from '../shared/catalogue.js';

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const userIdList = z
  .string()
  .trim()
  .default('')
  .refine((v) => v === '' || v.split(',').every((id) => /^\s*\d+\s*$/.test(id)), {
    message: 'must be a comma-separated list of numeric user ids, e.g. 3,6',
  })
  .transform((v) => (v === '' ? [] : v.split(',').map((id) => Number(id.trim()))));

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** PAYMENT_PROVIDER when set; otherwise Stripe when its secret key is, else the demo checkout. */
function paymentProviderOf(c: {
  PAYMENT_PROVIDER?: PaymentProviderName | undefined;
  STRIPE_SECRET_KEY?: string | undefined;
}): PaymentProviderName {
  return c.PAYMENT_PROVIDER ?? (c.STRIPE_SECRET_KEY ? 'stripe' : 'demo');
}

export const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().trim().min(1).default('./data'),
    DATABASE_URL: optionalText.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
        .optional(),
    ),
    REDIS_URL: optionalText.pipe(
      z
        .string()
        .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
        .optional(),
    ),
    PUBLIC_URL: optionalText.pipe(
      z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' }).optional(),
    ),
    PAYMENT_PROVIDER: optionalText.pipe(z.enum(PAYMENT_PROVIDERS).optional()),
    STRIPE_SECRET_KEY: optionalText.pipe(
      z
        .string()
        .regex(/^(sk|rk)_(test|live)_/, 'must be a Stripe secret key (sk_test_... or sk_live_...)')
        .optional(),
    ),
    STRIPE_WEBHOOK_SECRET: optionalText.pipe(
      z
        .string()
        .regex(/^whsec_/, 'must be a Stripe webhook signing secret (whsec_...)')
        .optional(),
    ),
    STRIPE_PUBLISHABLE_KEY: optionalText.pipe(
      z
        .string()
        .regex(/^pk_(test|live)_/, 'must be a Stripe publishable key (pk_test_... or pk_live_...)')
        .optional(),
    ),
    STRIPE_PRICE_STANDARD: optionalText.pipe(
      z
        .string()
        .regex(/^price_/, 'must be a Stripe price id (price_...)')
        .optional(),
    ),
    STRIPE_PRICE_PREMIUM: optionalText.pipe(
      z
        .string()
        .regex(/^price_/, 'must be a Stripe price id (price_...)')
        .optional(),
    ),
    /**
     * Which proxies may tell us the client's address (X-Forwarded-For): off by default, so a client
     * cannot forge its address past the per-address limits. A hop count (1 behind one load balancer) or
     * the proxies' addresses and ranges (10.0.0.0/8,127.0.0.1; also loopback, linklocal, uniquelocal).
     */
    TRUST_PROXY: z
      .string()
      .trim()
      .default('')
      .refine((v) => !/^(true|yes|on|\*)$/i.test(v), {
        message:
          "trusting every proxy lets any client forge its address: give a hop count (e.g. 1) or the proxies' addresses (e.g. 10.0.0.0/8)",
      })
      .refine(
        (v) =>
          v === '' ||
          /^(0|[1-9]\d?)$/.test(v) ||
          v
            .split(',')
            .every((a) => /^(loopback|linklocal|uniquelocal|[0-9a-fA-F.:]+(\/\d{1,3})?)$/.test(a.trim())),
        { message: 'must be a hop count (e.g. 1) or a comma-separated list of addresses or ranges' },
      )
      .transform((v): number | string[] | false =>
        v === '' || v === '0' ? false : /^\d+$/.test(v) ? Number(v) : v.split(',').map((a) => a.trim()),
      ),
    LIMIT_EXEMPT_USER_IDS: userIdList,
    /** Outgoing mail (password reset): smtp://user:pass@host:587 or smtps://... */
    SMTP_URL: optionalText.pipe(
      z
        .string()
        .regex(/^smtps?:\/\/[^/]+/, 'must be an SMTP URL such as smtp://user:pass@host:587')
        .optional(),
    ),
    /** The sender of every mail, e.g. "Moonlit Tales <hello@example.com>". */
    MAIL_FROM: optionalText.pipe(
      z
        .string()
        .regex(
          /^([^<>]*<)?[^\s@<>]+@[^\s@<>]+>?$/,
          'must be an address, e.g. Moonlit Tales <hello@example.com>',
        )
        .optional(),
    ),
    /** Where the Help page's contact form sends its messages (default: support@ the PUBLIC_URL host). */
    SUPPORT_EMAIL: optionalText.pipe(
      z
        .string()
        .regex(/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/, 'must be an email address, e.g. help@example.com')
        .optional(),
    ),
    RATE_LIMIT_SUPPORT_PER_HOUR: positiveInt(5),
    RATE_LIMIT_PASSWORD_RESET_PER_HOUR: positiveInt(30),
    RATE_LIMIT_PASSWORD_RESET_PER_EMAIL_PER_HOUR: positiveInt(5),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    RATE_LIMIT_LOGIN_PER_15_MIN: positiveInt(10),
    /** Failed sign-ins from one address, over all usernames (password spraying). */
    RATE_LIMIT_LOGIN_FAILURES_PER_ADDRESS_PER_15_MIN: positiveInt(50),
    RATE_LIMIT_REGISTER_PER_HOUR: positiveInt(30),
    RATE_LIMIT_GUEST_SESSIONS_PER_HOUR: positiveInt(60),
    SESSION_DAYS: positiveInt(30),
    /**
     * Seconds a client has to send a whole request, headers and body: a stalled or trickled upload is
     * answered 408 and its connection closed after this, so it cannot hold a socket for minutes.
     */
    REQUEST_TIMEOUT_SECONDS: positiveInt(60),
    /** Exports of one account's data at once, and an hour (each reads every story). */
    RATE_LIMIT_EXPORTS_PER_HOUR: positiveInt(6),
    /** Seconds to let requests in flight finish on SIGTERM before closing anyway. */
    SHUTDOWN_GRACE_SECONDS: positiveInt(10),
    /**
     * Seconds a kept-alive connection idle at SIGTERM stays open for one last request (answered with
     * Connection: close) before it is closed (docs/decisions/021-connection-loss-and-stopping.md).
     */
    SHUTDOWN_IDLE_SECONDS: positiveInt(2),
    /**
     * Recordings in S3-compatible object storage instead of DATA_DIR/recordings (docs/product.md §14): the
     * endpoint, e.g. https://s3.eu-west-1.amazonaws.com or http://minio:9000. Keys never go in the URL.
     */
    S3_URL: optionalText.pipe(
      z
        .url({ protocol: /^https?$/, message: 'must be the http(s) address of the object storage' })
        .refine((v) => !/^[a-z]+:\/\/[^/]*@/i.test(v), {
          message: 'must not hold keys: put them in S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
        })
        .optional(),
    ),
    S3_BUCKET: optionalText.pipe(
      z
        .string()
        .regex(
          /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
          'must be a bucket name (3-63 lower-case letters, digits, dots, dashes)',
        )
        .optional(),
    ),
    S3_REGION: z
      .string()
      .trim()
      .regex(/^[a-z0-9-]{1,40}$/, 'must be a region name such as us-east-1')
      .default('us-east-1'),
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    /** Path-style addresses (host/bucket/key), as MinIO and most S3-compatible stores need; false for virtual hosts. */
    S3_FORCE_PATH_STYLE: z
      .enum(['true', 'false'], { error: 'must be true or false' })
      .default('true')
      .transform((v) => v === 'true'),
  })
  .superRefine((c, ctx) => {
    const provider = paymentProviderOf(c);
    if (provider === 'stripe') {
      for (const key of [
        'STRIPE_SECRET_KEY',
        'STRIPE_WEBHOOK_SECRET',
        'STRIPE_PRICE_STANDARD',
        'STRIPE_PRICE_PREMIUM',
      ] as const) {
        if (!c[key])
          ctx.addIssue({ code: 'custom', path: [key], message: 'is required when payments use Stripe' });
      }
    }
    if (c.S3_URL) {
      for (const key of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
        if (!c[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when S3_URL is set' });
      }
    }
    if (provider === 'demo' && c.NODE_ENV === 'production' && c.PAYMENT_PROVIDER !== 'demo') {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENT_PROVIDER'],
        message:
          'demo payments are refused in production: set STRIPE_SECRET_KEY (and the other STRIPE_ variables), or PAYMENT_PROVIDER=demo to accept demo payments knowingly',
      });
    }
  });

export type RawConfig = z.infer<typeof configSchema>;

export interface Config extends RawConfig {
  paymentProvider: PaymentProviderName;
  /** Where the product is reached from a browser, without a trailing slash. */
  publicUrl: string;
  /** Where help requests go: SUPPORT_EMAIL, else support@ the public host. */
  supportEmail: string;
}

/**
 * Variables whose refused value may be shown back, to help whoever set it. Every other one (SMTP_URL,
 * DATABASE_URL, REDIS_URL, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, S3_*, and any secret added later) is
 * named when refused, never echoed (docs/product.md §12): a terminal or a log may be read by others.
 */
const SHOWABLE_VARIABLES = new Set([
  'NODE_ENV',
  'PORT',
  'HOST',
  'DATA_DIR',
  'PUBLIC_URL',
  'PAYMENT_PROVIDER',
  'STRIPE_PUBLISHABLE_KEY',
  'STRIPE_PRICE_STANDARD',
  'STRIPE_PRICE_PREMIUM',
  'TRUST_PROXY',
  'LIMIT_EXEMPT_USER_IDS',
  'MAIL_FROM',
  'SUPPORT_EMAIL',
  'LOG_LEVEL',
  'SESSION_DAYS',
  'SHUTDOWN_GRACE_SECONDS',
  'SHUTDOWN_IDLE_SECONDS',
  'REQUEST_TIMEOUT_SECONDS',
  'S3_BUCKET',
  'S3_REGION',
  'S3_FORCE_PATH_STYLE',
]);

export function mayShowValueOf(variable: string): boolean {
  return SHOWABLE_VARIABLES.has(variable) || /^RATE_LIMIT_[A-Z0-9_]+$/.test(variable);
}

/**
 * A start-up failure's text with every secret setting's value, and any password in a URL, blanked: a
 * driver's error may quote the address it was given (postgres://user:password@host).
 */
export function withoutSecrets(text: string, env: NodeJS.ProcessEnv = process.env): string {
  let out = text.replace(/([a-z][a-z0-9+.-]*:\/\/[^:/?#@\s]*:)[^@/?#\s]+@/gi, '$1[hidden]@');
  for (const [variable, value] of Object.entries(env)) {
    if (!value || value.length < 4 || mayShowValueOf(variable) || !(variable in configSchema.shape)) continue;
    out = out.split(value).join(`[${variable}]`);
  }
  return out;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const variable = issue.path.join('.') || 'environment';
      const received = env[variable];
      const shown =
        received === undefined || !mayShowValueOf(variable)
          ? ''
          : ` (got ${JSON.stringify(received.length > 60 ? received.slice(0, 60) + '...' : received)})`;
      return `  ${variable}: ${issue.message}${shown}`;
    });
    throw new ConfigError(
      `Invalid configuration:\n${lines.join('\n')}\nSee .env.example for every variable.`,
    );
  }
  const raw = parsed.data;
  const publicUrl = (raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`).replace(/\/+$/, '');
  return {
    ...raw,
    paymentProvider: paymentProviderOf(raw),
    publicUrl,
    supportEmail: raw.SUPPORT_EMAIL ?? `support@${new URL(publicUrl).hostname}`,
  };
}
