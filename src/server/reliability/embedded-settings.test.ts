/**
 * The embedded database is opened with the settings that keep its memory small
 * (docs/decisions/016-embedded-database-memory.md): 16 MB of shared buffers on disk and in memory, and a
 * new folder is created by a child process (initdb) before the server opens it.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { EMBEDDED_SHARED_BUFFERS, openDatabase, type DatabaseHandle } from '../db/client.js';
import { PGDATA_DIR, READY_MARKER } from '../db/data-dir.js';

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function sharedBuffers(handle: DatabaseHandle): Promise<string> {
  const result = await handle.db.execute(sql`SHOW shared_buffers`);
  return (result as unknown as { rows: { shared_buffers: string }[] }).rows[0]!.shared_buffers;
}

describe('embedded database settings', () => {
  it(
    'a new folder is created, migrated and reopened with 16 MB of shared buffers',
    { timeout: 120_000 },
    async () => {
      expect(EMBEDDED_SHARED_BUFFERS).toBe('16MB');
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bedtime-embedded-settings-'));
      cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));

      const first = await openDatabase({ dataDir: dir });
      expect(fs.existsSync(path.join(dir, PGDATA_DIR, 'PG_VERSION'))).toBe(true);
      expect(fs.existsSync(path.join(dir, READY_MARKER))).toBe(true);
      expect(await sharedBuffers(first)).toBe('16MB');
      await first.close();

      const again = await openDatabase({ dataDir: dir });
      expect(await sharedBuffers(again)).toBe('16MB');
      await again.close();
    },
  );

  it(
    'a folder left by a start whose process is gone is removed; the child never writes into pgdata itself',
    { timeout: 120_000 },
    async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bedtime-embedded-orphan-'));
      cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
      const gone = spawnSync(process.execPath, ['-e', '']).pid;
      const left = path.join(dir, `${PGDATA_DIR}.creating-${gone}`);
      fs.mkdirSync(left, { recursive: true });
      fs.writeFileSync(path.join(left, 'PG_VERSION'), '18\n');

      const handle = await openDatabase({ dataDir: dir });
      await handle.close();
      expect(fs.existsSync(left)).toBe(false);
      expect(fs.readdirSync(dir).sort()).toEqual([PGDATA_DIR, READY_MARKER]);
    },
  );

  it('the in-memory database (tests) uses the same settings', { timeout: 60_000 }, async () => {
    const handle = await openDatabase({ memory: true });
    cleanups.push(() => handle.close());
    expect(await sharedBuffers(handle)).toBe('16MB');
  });
});
