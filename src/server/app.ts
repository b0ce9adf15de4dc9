/**
 * The application as a value: buildApp is what server.ts and every test call, with explicit dependencies.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './env.js';
import type { DatabaseHandle } from './db/client.js';
import { systemClock, type Clock } from './clock.js';
import { registerErrorHandling } from './http/errors.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { registerRequestGuards } from './http/request-guards.js';
import { registerClientAssets } from './http/client-assets.js';
import { registerNoStore } from './http/no-store.js';
import { accessLogController, logAccess, logSerializers } from './http/access-log.js';
import { registerLastAnswers } from './http/graceful-stop.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { guestsRoutes } from './modules/guests/guests.routes.js';
import { guestsService } from './modules/guests/guests.service.js';
import type { Redis } from 'ioredis';
import { MESSAGES } from '../shared/messages.js';
import { actorOf, registerActor, type ActorSources } from './http/actor.js';
import { failedSignInLimiter, registerRateLimits } from './http/rate-limits.js';
import { LimitHealth } from './http/limit-store.js';
import { guestsRepo } from './modules/guests/guests.repo.js';
import { accountsRoutes } from './modules/accounts/accounts.routes.js';
import { accountsService } from './modules/accounts/accounts.service.js';
import { charactersRoutes } from './modules/characters/characters.routes.js';
import { charactersService } from './modules/characters/characters.service.js';
import { storiesRoutes } from './modules/stories/stories.routes.js';
import { storiesService } from './modules/stories/stories.service.js';
import { mediaRoutes, previewRoutes } from './modules/preview/preview.routes.js';
import { previewService } from './modules/preview/preview.service.js';
import { paymentsRoutes } from './modules/billing/payments.routes.js';
import { siteRoutes } from './modules/site/site.routes.js';
import { paymentsService } from './modules/billing/payments.service.js';
import type { PaymentProvider } from './modules/billing/payments/payment-provider.js';
import { mailerFromConfig, type Mailer } from './modules/mail/mailer.js';
import { paymentProviderFromConfig } from './modules/billing/payments/select-provider.js';
import { accountDataRoutes } from './modules/accounts/account-data.routes.js';
import { helpRoutes } from './modules/help/help.routes.js';
import { helpService } from './modules/help/help.service.js';
import { accountDataService } from './modules/accounts/account-data.service.js';
import { AUDIO_UPLOAD_PATHS, recordingsRoutes } from './modules/recordings/recordings.routes.js';
import { recordingsService } from './modules/recordings/recordings.service.js';
import {
  recordingStoreFromConfig,
  scheduleRecordingCleanup,
} from './modules/recordings/store/select-store.js';
import type { RecordingStore } from './modules/recordings/store/recording-store.js';
import { retentionService } from './modules/retention/retention.service.js';
import { scheduleRetention } from './modules/retention/schedule.js';

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  clock?: Clock;
  /** Folder of the built client; omitted in API tests. */
  clientDir?: string | undefined;
  /** pino options or false; tests pass false. */
  logger?: boolean | Record<string, unknown>;
  /** Shared rate-limit store; made from REDIS_URL when omitted (and closed with the app). */
  redis?: Redis;
  /** Payment provider; chosen from configuration when omitted (tests pass Stripe on a fake server). */
  payments?: PaymentProvider;
  /** Outgoing mail; chosen from configuration (SMTP_URL) when omitted. */
  mailer?: Mailer;
  /** Runs work that must not delay an answer (a reset request's look-up); tests hold it to inspect. */
  afterAnswer?: (work: () => Promise<void>) => void;
  /** Where recordings' audio is kept; chosen from configuration (S3_URL, else DATA_DIR) when omitted. */
  recordingStore?: RecordingStore;
}

export interface App extends FastifyInstance {
  /**
   * Set when a graceful shutdown started: /readyz answers 503 from then on, and every answer says
   * `Connection: close`.
   */
  markShuttingDown(): void;
}

/** Largest JSON body accepted: a story request or a profile is well under 16 KB. */
export const BODY_LIMIT_BYTES = 64 * 1024;

export async function buildApp(deps: AppDependencies): Promise<App> {
  const { config, database } = deps;
  const clock = deps.clock ?? systemClock;
  const app = Fastify({
    logger: loggerOptions(deps.logger),
    bodyLimit: BODY_LIMIT_BYTES,
    // Deep or huge JSON is refused by the body limit; prototype pollution keys are refused outright.
    onProtoPoisoning: 'error',
    // Off unless TRUST_PROXY names the proxies in front (docs/security.md, forged addresses).
    trustProxy:
      typeof config.TRUST_PROXY === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.TRUST_PROXY)
        : config.TRUST_PROXY,
    routerOptions: { maxParamLength: 200 },
    ...requestTimeouts(config.REQUEST_TIMEOUT_SECONDS),
    // One access line per request, written when it is answered (http/access-log.ts), not Fastify's two.
    logController: accessLogController(),
  }).withTypeProvider<ZodTypeProvider>();
  logAccess(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  let shuttingDown = false;
  app.decorate('markShuttingDown', () => {
    shuttingDown = true;
  });
  app.decorate('clock', clock);
  registerLastAnswers(app, () => shuttingDown);

  registerErrorHandling(app);
  registerSecurityHeaders(app, {
    stripe: config.paymentProvider === 'stripe',
    https: config.publicUrl.startsWith('https:'),
  });
  registerRequestGuards(app, {
    publicUrl: config.publicUrl,
    nonJsonPaths: ['/api/subscription/webhook', '/demo-checkout/complete', '/demo-portal/complete'],
    audioPaths: AUDIO_UPLOAD_PATHS,
  });
  await app.register(cookie);
  const redis = deps.redis ?? (config.REDIS_URL ? await ownRedis(app, config.REDIS_URL) : undefined);
  const limitHealth = new LimitHealth(redis !== undefined);
  await registerRateLimits(app, { redis, health: limitHealth });

  healthRoutes(app, {
    ping: () => database.ping(),
    isShuttingDown: () => shuttingDown,
    limitsDegraded: () => limitHealth.degraded,
  });

  const secureCookies = config.publicUrl.startsWith('https:');
  const guests = guestsService(database.db, clock);
  const mailer = deps.mailer ?? mailerFromConfig(config, app.log);
  const accounts = accountsService(database.db, clock, {
    sessionDays: config.SESSION_DAYS,
    mailer,
    publicUrl: config.publicUrl,
    log: app.log,
    changes: database.changes,
    ...(deps.afterAnswer ? { afterAnswer: deps.afterAnswer } : {}),
  });
  app.addHook('onClose', async () => {
    await accounts.flushMail();
    if (!deps.mailer) mailer.close();
  });
  const preview = previewService(database.db, clock);
  // The product's routes, in the scope where the actor hook runs (http/actor.ts); health checks,
  // pictures and the client's files stay outside it.
  const guestSessions = guestsRepo(database.db);
  const actorSources: ActorSources = {
    userBySessionToken: (token) => accounts.userBySessionToken(token),
    findGuestSessionBySecret: (secretHash) => guestSessions.findBySecretHash(secretHash),
    now: () => clock.now(),
    secureCookies,
  };
  const recordingStore = deps.recordingStore ?? recordingStoreFromConfig(config);
  if (!deps.recordingStore) app.addHook('onClose', async () => recordingStore.close());
  const recordings = recordingsService(database.db, clock, {
    store: recordingStore,
    publicUrl: config.publicUrl,
    log: app.log,
  });
  scheduleRecordingCleanup(app, recordings);
  const stories = storiesService(database.db, clock, {
    limitExemptUserIds: config.LIMIT_EXEMPT_USER_IDS,
    changes: database.changes,
    // A deleted story's recordings leave the store with it (docs/product.md §14).
    afterRemove: () => recordings.purgeRemoved(),
  });
  // Keep little (docs/decisions/024-the-device-forgets.md): expired guest sessions, sessions and reset links.
  scheduleRetention(
    app,
    retentionService(database.db, clock, {
      forgetStories: (ids) => stories.forgetStories(ids),
      afterRemove: () => recordings.purgeRemoved(),
    }),
  );
  await app.register(async (api) => {
    registerActor(api, actorSources);
    registerNoStore(api);
    guestsRoutes(api, guests, {
      secureCookies,
      guestSessionsPerHour: config.RATE_LIMIT_GUEST_SESSIONS_PER_HOUR,
    });
    accountsRoutes(api, accounts, {
      secureCookies,
      registrationsPerHour: config.RATE_LIMIT_REGISTER_PER_HOUR,
      signInLimit: failedSignInLimiter({
        max: config.RATE_LIMIT_LOGIN_PER_15_MIN,
        maxPerAddress: config.RATE_LIMIT_LOGIN_FAILURES_PER_ADDRESS_PER_15_MIN,
        message: MESSAGES.tooManySignIns,
        redis,
        health: limitHealth,
      }),
      passwordResetsPerHour: config.RATE_LIMIT_PASSWORD_RESET_PER_HOUR,
      passwordResetsPerEmailPerHour: config.RATE_LIMIT_PASSWORD_RESET_PER_EMAIL_PER_HOUR,
    });
    const payments = deps.payments ?? paymentProviderFromConfig(config, database.db);
    const paymentsModule = paymentsService(database.db, clock, payments, {
      publicUrl: config.publicUrl,
      log: app.log,
      stripePublishableKey: config.STRIPE_PUBLISHABLE_KEY,
    });
    paymentsRoutes(api, paymentsModule, { publicUrl: config.publicUrl });
    siteRoutes(api, { ...paymentsModule.browserConfig, passwordReset: accounts.passwordResetOffered });
    charactersRoutes(api, charactersService(database.db, clock));
    storiesRoutes(api, stories);
    accountDataRoutes(
      api,
      accountDataService(database.db, clock, {
        accounts,
        payments,
        forgetStories: (ids) => stories.forgetStories(ids),
        recordings: {
          list: (userId) => recordings.forExport(userId),
          purge: () => recordings.purgeRemoved(),
        },
        log: app.log,
      }),
      {
        secureCookies,
        passwordChecksPerHour: config.RATE_LIMIT_PASSWORD_RESET_PER_HOUR,
        exportsPerHour: config.RATE_LIMIT_EXPORTS_PER_HOUR,
      },
    );
    previewRoutes(api, preview);
    helpRoutes(
      api,
      helpService(database.db, clock, mailer, { supportEmail: config.supportEmail, log: app.log }),
      { messagesPerHour: config.RATE_LIMIT_SUPPORT_PER_HOUR },
    );
    recordingsRoutes(api, recordings);
  });
  mediaRoutes(app, preview, (request) => actorOf(request, actorSources));

  if (deps.clientDir) {
    registerClientAssets(app, deps.clientDir, {
      openingPicture: async (request, id) => stories.openingPicture(await actorOf(request, actorSources), id),
    });
  }

  await app.ready();
  return app as unknown as App;
}

/**
 * A request must arrive whole within `seconds`, or it is answered 408 and its socket closed: Fastify's
 * default (0) let a trickled body hold a socket for minutes, and 908 of them exhausted the descriptors
 * (issue 26). Node checks its connections every `connectionsCheckingInterval` (30 s by default), so the
 * check runs at a quarter of the timeout. Headers get the same bound (Node refuses a longer one).
 */
function requestTimeouts(seconds: number) {
  const ms = seconds * 1000;
  return {
    requestTimeout: ms,
    http: {
      requestTimeout: ms,
      headersTimeout: Math.min(ms, 60_000),
      connectionsCheckingInterval: Math.max(250, Math.min(5_000, Math.floor(ms / 4))),
    },
  };
}

/** pino options with the serializers that keep secrets and children's data out of the log. */
function loggerOptions(logger: AppDependencies['logger']): false | Record<string, unknown> {
  if (!logger) return false;
  const options = logger === true ? {} : logger;
  const given = (options.serializers ?? {}) as Record<string, unknown>;
  return { ...options, serializers: { ...logSerializers, ...given } };
}

/**
 * A Redis client the app made itself from REDIS_URL: short timeouts, closed with the app. The client
 * library (~8 MB resident) is loaded only then.
 */
async function ownRedis(app: FastifyInstance, url: string): Promise<Redis> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, { connectTimeout: 1000, maxRetriesPerRequest: 1, enableOfflineQueue: true });
  redis.on('error', (error) => app.log.warn({ err: error }, 'redis (rate limits) unavailable'));
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return redis;
}

declare module 'fastify' {
  interface FastifyInstance {
    clock: Clock;
  }
}
