/**
 * The process: read configuration, open the database, serve, and stop gracefully on SIGTERM or SIGINT
 * (answer every request received, end kept-alive connections with `Connection: close`, then close the
 * database).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig, withoutSecrets } from './env.js';
import { openDatabase } from './db/client.js';
import { DataDirInUseError } from './db/data-dir.js';
import { takeBackupRequest, writeBackupFile } from './db/backup.js';
import { buildApp } from './app.js';
import { drainConnections } from './http/graceful-stop.js';

function findClientDir(): string {
  // src/server/server.ts and dist/node/server/server.js both sit below the project root.
  const here = path.dirname(fileURLToPath(import.meta.url));
  const root = here.includes(`${path.sep}dist${path.sep}`)
    ? path.resolve(here, '../../..')
    : path.resolve(here, '../..');
  return path.join(root, 'dist', 'client');
}

async function main(): Promise<void> {
  // A .env file beside the project is read when present; the real environment wins.
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }

  // Until the app's logger exists, a lost database connection is written to stderr.
  let connectionLost = (error: Error) => console.warn(`database connection lost: ${error.message}`);
  let database;
  try {
    database = await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      onNotice: (message) => console.warn(message),
      onConnectionError: (error) => connectionLost(error),
    });
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      console.error(error.message);
      process.exit(75); // EX_TEMPFAIL
    }
    throw error;
  }

  const app = await buildApp({
    config,
    database,
    // CLIENT_DIR: another build of the client (tests point it at a small one).
    clientDir: process.env.CLIENT_DIR ?? findClientDir(),
    logger: { level: config.LOG_LEVEL },
  });
  connectionLost = (error) =>
    app.log.warn({ err: error }, 'database connection lost; the pool opens a new one for the next query');

  let stopping = false;
  async function stop(signal: string): Promise<void> {
    if (stopping) return;
    stopping = true;
    app.markShuttingDown();
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const force = setTimeout(() => {
      app.log.error('requests still in flight after the grace period; closing anyway');
      void database!.close().finally(() => process.exit(1));
    }, config!.SHUTDOWN_GRACE_SECONDS * 1000);
    force.unref();
    try {
      // Answers what was received, lets kept-alive connections end without a reset (http/graceful-stop.ts),
      // then closes the app; the database closes last.
      await drainConnections(
        app.server,
        Math.min(config!.SHUTDOWN_IDLE_SECONDS, config!.SHUTDOWN_GRACE_SECONDS) * 1000,
      );
      await app.close();
    } finally {
      await database!.close();
      app.log.info('stopped');
      process.exit(0);
    }
  }
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGUSR2', () => {
    const target = takeBackupRequest(path.resolve(config!.DATA_DIR));
    if (!target || !database!.dumpDataDir) return;
    database!
      .dumpDataDir()
      .then((dump) => {
        writeBackupFile(target, dump);
        app.log.info({ target }, 'backup written');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'backup failed'));
  });

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(
    `Bedtime stories at ${config.publicUrl} (${database.kind === 'pglite' ? `embedded database in ${path.resolve(config.DATA_DIR)}` : 'PostgreSQL'}, ${config.paymentProvider} payments)`,
  );
}

main().catch((error: unknown) => {
  // The text only (a driver's error may carry the address it was given as a property), secrets blanked.
  console.error(withoutSecrets(error instanceof Error ? (error.stack ?? error.message) : String(error)));
  process.exit(1);
});
