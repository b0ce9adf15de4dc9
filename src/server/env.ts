/**
 * Configuration, read once from the environment and validated (DECISIONS.md §8).
 * A bad value stops start-up with a message naming the variable.
 */
import { z } from 'zod';

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
    PAYMENT_PROVIDER: optionalText.pipe(z.enum(['stripe', 'demo']).optional()),
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
    RATE_LIMIT_PASSWORD_RESET_PER_HOUR: positiveInt(30),
    RATE_LIMIT_PASSWORD_RESET_PER_EMAIL_PER_HOUR: positiveInt(5),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    RATE_LIMIT_LOGIN_PER_15_MIN: positiveInt(10),
    RATE_LIMIT_REGISTER_PER_HOUR: positiveInt(30),
    RATE_LIMIT_GUEST_SESSIONS_PER_HOUR: positiveInt(60),
    SESSION_DAYS: positiveInt(30),
    /** Seconds to let requests in flight finish on SIGTERM before closing anyway. */
    SHUTDOWN_GRACE_SECONDS: positiveInt(10),
  })
  .superRefine((c, ctx) => {
    const provider = c.PAYMENT_PROVIDER ?? (c.STRIPE_SECRET_KEY ? 'stripe' : 'demo');
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
  paymentProvider: 'stripe' | 'demo';
  /** Where the product is reached from a browser, without a trailing slash. */
  publicUrl: string;
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
        received === undefined
          ? ''
          : ` (got ${JSON.stringify(received.length > 60 ? received.slice(0, 60) + '...' : received)})`;
      return `  ${variable}: ${issue.message}${shown}`;
    });
    throw new ConfigError(
      `Invalid configuration:\n${lines.join('\n')}\nSee .env.example for every variable.`,
    );
  }
  const raw = parsed.data;
  return {
    ...raw,
    paymentProvider: raw.PAYMENT_PROVIDER ?? (raw.STRIPE_SECRET_KEY ? 'stripe' : 'demo'),
    publicUrl: (raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`).replace(/\/+$/, ''),
  };
}
