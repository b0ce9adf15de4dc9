/**
 * Guards for the embedded database's folder (docs/product.md §12, docs/decisions/003-embedded-database-guards.md).
 *
 * PGlite has no lock of its own: two processes on one folder corrupt it. We take an exclusive lock file
 * (created with O_EXCL) holding our pid; a lock whose process is gone is stale and taken over.
 * A folder whose first initialisation never finished (no ready marker) is set aside, never reused.
 */
import fs from 'node:fs';
import path from 'node:path';

export const LOCK_FILE = 'server.lock';
export const PGDATA_DIR = 'pgdata';
/** Written once the database was created and migrated for the first time. */
export const READY_MARKER = 'pgdata.ready';

export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError';
  constructor(
    readonly dataDir: string,
    readonly holderPid: number,
  ) {
    super(
      `The data folder ${dataDir} is in use by another running process (pid ${holderPid}). ` +
        `Only one server can use an embedded database folder: stop the other process, ` +
        `set DATA_DIR to another folder, or use PostgreSQL through DATABASE_URL to run several servers.`,
    );
  }
}

/** Whether a process with this pid exists (ours or another user's). */
export function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else; ESRCH: it is gone.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export interface DataDirLock {
  release(): void;
}

/** Takes the folder's lock or throws DataDirInUseError. */
export function lockDataDir(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = fs.openSync(lockPath, 'wx');
      fs.writeSync(fd, `${process.pid}\n`);
      fs.closeSync(fd);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          try {
            if (readLockPid(lockPath) === process.pid) fs.unlinkSync(lockPath);
          } catch {
            // Already gone: nothing to release.
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readLockPid(lockPath);
      if (holder !== undefined && holder !== process.pid && processIsAlive(holder)) {
        throw new DataDirInUseError(dataDir, holder);
      }
      // Stale lock (its process died, e.g. kill -9) or unreadable: take it over.
      try {
        fs.unlinkSync(lockPath);
      } catch {
        // Another starter removed it first; try again.
      }
    }
  }
  throw new Error(`Could not take the lock ${lockPath}; is another server starting at the same time?`);
}

export function readLockPid(lockPath: string): number | undefined {
  try {
    const pid = Number.parseInt(fs.readFileSync(lockPath, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * If the database folder exists but its first initialisation never completed, move it aside
 * (`pgdata.incomplete-<time>`) so a fresh one is created. Returns the path it was moved to, if any.
 */
export function setAsideIncompleteDatabase(dataDir: string, now = new Date()): string | undefined {
  const pgdata = path.join(dataDir, PGDATA_DIR);
  if (!fs.existsSync(pgdata) || fs.existsSync(path.join(dataDir, READY_MARKER))) return undefined;
  const aside = path.join(dataDir, `${PGDATA_DIR}.incomplete-${now.toISOString().replace(/[:.]/g, '-')}`);
  fs.renameSync(pgdata, aside);
  return aside;
}

export function markDatabaseReady(dataDir: string): void {
  const marker = path.join(dataDir, READY_MARKER);
  if (fs.existsSync(marker)) return;
  fs.writeFileSync(marker, `${new Date().toISOString()}\n`);
}
