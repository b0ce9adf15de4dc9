/**
 * Consistent copies of the embedded database. PGlite's dumpDataDir is taken from the running instance
 * between queries, so it is consistent. A live server holds the folder's lock, so `npm run db:backup`
 * asks it (a request file plus SIGUSR2); with no server running it opens the folder itself.
 */
import fs from 'node:fs';
import path from 'node:path';

export const BACKUP_REQUEST_FILE = 'backup-request.json';

export function defaultBackupPath(dataDir: string, now = new Date()): string {
  return path.resolve(dataDir, '..', 'backups', `pglite-${now.toISOString().replace(/[:.]/g, '-')}.tar.gz`);
}

/** Writes the dump to `target` atomically (a .partial file renamed into place). */
export function writeBackupFile(target: string, dump: Buffer): void {
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const partial = `${target}.partial`;
  fs.writeFileSync(partial, dump);
  fs.renameSync(partial, target);
}

/** Reads and removes a pending backup request; answers the target path. */
export function takeBackupRequest(dataDir: string): string | undefined {
  const file = path.join(dataDir, BACKUP_REQUEST_FILE);
  try {
    const { target } = JSON.parse(fs.readFileSync(file, 'utf8')) as { target?: unknown };
    fs.unlinkSync(file);
    return typeof target === 'string' ? target : undefined;
  } catch {
    return undefined;
  }
}
