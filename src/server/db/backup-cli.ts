/**
 * npm run db:backup [target.tar.gz]: a consistent copy of the embedded database.
 * Restore: stop the server, move DATA_DIR/pgdata away, and start once with the archive extracted:
 * `mkdir -p data/pgdata && tar -xzf backup.tar.gz -C data/pgdata`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../env.js';
import { openDatabase } from './client.js';
import { DataDirInUseError, LOCK_FILE, readLockPid } from './data-dir.js';
import { BACKUP_REQUEST_FILE, defaultBackupPath, writeBackupFile } from './backup.js';

async function main(): Promise<void> {
  const config = loadConfig();
  if (config.DATABASE_URL) {
    console.error(
      'DATABASE_URL is set: back up PostgreSQL with pg_dump, e.g. pg_dump "$DATABASE_URL" > backup.sql',
    );
    process.exit(2);
  }
  const dataDir = path.resolve(config.DATA_DIR);
  const target = path.resolve(process.argv[2] ?? defaultBackupPath(dataDir));
  try {
    const handle = await openDatabase({ dataDir });
    try {
      const dump = await handle.dumpDataDir!();
      writeBackupFile(target, dump);
    } finally {
      await handle.close();
    }
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    // A server is running on the folder: ask it to write the copy.
    const pid = readLockPid(path.join(dataDir, LOCK_FILE));
    if (!pid) throw error;
    fs.writeFileSync(path.join(dataDir, BACKUP_REQUEST_FILE), JSON.stringify({ target }));
    process.kill(pid, 'SIGUSR2');
    const deadline = Date.now() + 120_000;
    while (!fs.existsSync(target)) {
      if (Date.now() > deadline) {
        throw new Error(`The running server (pid ${pid}) did not write the backup in time.`, {
          cause: error,
        });
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  console.log(`Backup written to ${target} (${fs.statSync(target).size} bytes)`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
