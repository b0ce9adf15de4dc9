import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type App } from '../app.js';
import { loadConfig, type Config } from '../env.js';
import type { Clock } from '../clock.js';
import type { DatabaseHandle } from '../db/client.js';
import type { PaymentProvider } from '../modules/billing/payments/payment-provider.js';
import { memoryMailer, type Mailer } from '../modules/mail/mailer.js';
import { folderStore } from '../modules/recordings/store/folder-store.js';
import type { RecordingStore } from '../modules/recordings/store/recording-store.js';
import { recordingStoreFromConfig } from '../modules/recordings/store/select-store.js';
import { createTestDatabase } from './test-database.js';

export interface TestApp {
  app: App;
  database: DatabaseHandle;
  config: Config;
  /** Where the app keeps recordings' audio: a fresh folder unless the test gave one. */
  recordingStore: RecordingStore;
  close(): Promise<void>;
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://localhost:3000', ...overrides });
}

/** A fresh app on a fresh database, the way server.ts builds it. */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    clock?: Clock;
    clientDir?: string;
    payments?: PaymentProvider;
    mailer?: Mailer;
    recordingStore?: RecordingStore;
    /** pino options (e.g. a `stream` to read the log); no log by default. */
    logger?: Record<string, unknown>;
    afterAnswer?: (work: () => Promise<void>) => void;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = testConfig(options.env);
  // Mail goes where the test says (SMTP_URL, or a DATA_DIR's outbox); otherwise it stays in memory.
  const mailer =
    options.mailer ??
    (config.NODE_ENV === 'test' && !config.SMTP_URL && !options.env?.DATA_DIR ? memoryMailer() : undefined);
  // Recordings go where S3_URL says, else to a folder of the test's own, never the repository's ./data.
  const ownFolder = !options.recordingStore && !config.S3_URL;
  const recordingsDir = ownFolder ? fs.mkdtempSync(path.join(os.tmpdir(), 'bedtime-recordings-')) : null;
  const recordingStore =
    options.recordingStore ?? (recordingsDir ? folderStore(recordingsDir) : recordingStoreFromConfig(config));
  const app = await buildApp({
    config,
    database,
    recordingStore,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.clientDir ? { clientDir: options.clientDir } : {}),
    ...(options.payments ? { payments: options.payments } : {}),
    ...(mailer ? { mailer } : {}),
    ...(options.afterAnswer ? { afterAnswer: options.afterAnswer } : {}),
    logger: options.logger ?? false,
  });
  return {
    app,
    database,
    config,
    recordingStore,
    async close() {
      await app.close();
      await database.close();
      if (!options.recordingStore) recordingStore.close();
      if (recordingsDir) fs.rmSync(recordingsDir, { recursive: true, force: true });
    },
  };
}

/**
 * One app for the enclosing suite (the test file, or the describe it is called in): `create` runs in a
 * beforeAll and the app closes in an afterAll. The returned object is filled in by that beforeAll, so read
 * it inside hooks and tests only.
 */
export function testAppForSuite<T extends TestApp>(create: () => Promise<T>): T {
  const t = {} as T;
  beforeAll(async () => {
    Object.assign(t, await create());
  });
  afterAll(async () => {
    await (t as Partial<TestApp>).close?.();
  });
  return t;
}
