/**
 * The embedded database's guards, shown with real processes (docs/product.md §12).
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { startServerProcess, type ServerProcess } from '../test-support/server-process.js';
import { LOCK_FILE, PGDATA_DIR, READY_MARKER } from '../db/data-dir.js';

const run = promisify(execFile);
const started: ServerProcess[] = [];
const tempDirs: string[] = [];

function tempDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bedtime-data-'));
  tempDirs.push(dir);
  return path.join(dir, 'data');
}

async function start(env: Record<string, string>): Promise<ServerProcess> {
  const server = await startServerProcess(env);
  started.push(server);
  return server;
}

afterEach(async () => {
  for (const server of started.splice(0)) {
    if (server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
  }
  for (const dir of tempDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A guest: its public id and its cookie (the cookie's secret authorises, the id only names it). */
interface CreatedGuest {
  id: string;
  cookie: string;
}

async function createGuest(url: string): Promise<CreatedGuest> {
  const res = await fetch(`${url}/api/guest/session`, { method: 'POST' });
  expect(res.status).toBe(201);
  const cookie = res.headers
    .getSetCookie()
    .find((c) => c.startsWith('guest_session='))!
    .split(';')[0]!;
  return { id: ((await res.json()) as { sessionId: string }).sessionId, cookie };
}

async function guestCount(url: string, guest: CreatedGuest): Promise<number> {
  const res = await fetch(`${url}/api/stories/guest-count/${guest.id}`, {
    headers: { cookie: guest.cookie },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { count: number }).count;
}

describe('embedded database guards', { timeout: 300_000 }, () => {
  it('a second process on the same data folder exits with a clear message; the first stays healthy', async () => {
    const DATA_DIR = tempDataDir();
    const first = await start({ DATA_DIR });
    await first.ready();
    const second = await start({ DATA_DIR });
    const { code } = await second.exited;
    expect(code).toBe(75);
    expect(second.output()).toMatch(/data folder .* is in use by another running process \(pid \d+\)/);
    const res = await fetch(`${first.url}/readyz`);
    expect(res.status).toBe(200);
  });

  it('after kill -9, a restart on the same folder has every acknowledged write', async () => {
    const DATA_DIR = tempDataDir();
    const acknowledged: CreatedGuest[] = [];
    for (let round = 0; round < 3; round++) {
      const server = await start({ DATA_DIR });
      await server.ready();
      for (const guest of acknowledged) expect(await guestCount(server.url, guest)).toBe(0);
      for (let i = 0; i < 5; i++) acknowledged.push(await createGuest(server.url));
      server.child.kill('SIGKILL');
      await server.exited;
      // The killed process leaves its lock behind: the next start must take it over as stale.
      expect(fs.existsSync(path.join(DATA_DIR, LOCK_FILE))).toBe(true);
    }
    const last = await start({ DATA_DIR });
    await last.ready();
    for (const guest of acknowledged) expect(await guestCount(last.url, guest)).toBe(0);
    expect(acknowledged).toHaveLength(15);
  });

  it('SIGTERM lets a request in flight finish, then closes the database and exits 0', async () => {
    const DATA_DIR = tempDataDir();
    // At debug the server prints when a request arrives and when it starts shutting down: the test waits
    // for each instead of guessing how long they take.
    const server = await start({ DATA_DIR, LOG_LEVEL: 'debug' });
    await server.ready();
    // A request whose body is still arriving when the signal comes.
    const socket = net.connect(server.port, '127.0.0.1');
    await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
    let response = '';
    socket.on('data', (d) => (response += d.toString()));
    const body = '{}';
    socket.write(
      `POST /api/guest/session HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n{`,
    );
    await server.printed(/"route":"\/api\/guest\/session"/);
    server.child.kill('SIGTERM');
    await server.printed(/shutting down: finishing requests in flight/);
    expect(server.child.exitCode).toBeNull(); // still serving the request in flight
    socket.write('}');
    await new Promise<void>((resolve) => socket.on('close', () => resolve()));
    expect(response).toMatch(/^HTTP\/1\.1 201/);
    const { code } = await server.exited;
    expect(code).toBe(0);
    expect(fs.existsSync(path.join(DATA_DIR, LOCK_FILE))).toBe(false);
    // The guest made during shutdown was committed.
    const made = {
      id: /"sessionId":"([^"]+)"/.exec(response)![1]!,
      cookie: /set-cookie: (guest_session=[^;\r]+)/i.exec(response)![1]!,
    };
    const again = await start({ DATA_DIR });
    await again.ready();
    expect(await guestCount(again.url, made)).toBe(0);
  });

  it('a folder left half-initialised is set aside and a new database created', async () => {
    const DATA_DIR = tempDataDir();
    fs.mkdirSync(path.join(DATA_DIR, PGDATA_DIR), { recursive: true });
    fs.writeFileSync(path.join(DATA_DIR, PGDATA_DIR, 'PG_VERSION'), '1'); // a crash mid-initdb
    const server = await start({ DATA_DIR });
    await server.ready();
    expect(server.output()).toMatch(/half-initialised/);
    const entries = fs.readdirSync(DATA_DIR);
    expect(entries.some((e) => e.startsWith(`${PGDATA_DIR}.incomplete-`))).toBe(true);
    expect(entries).toContain(READY_MARKER);
    await createGuest(server.url);
  });

  it('npm run db:backup writes a consistent copy, from a running server and from a stopped one', async () => {
    const DATA_DIR = tempDataDir();
    const server = await start({ DATA_DIR });
    await server.ready();
    const { id } = await createGuest(server.url);
    const target = path.join(path.dirname(DATA_DIR), 'live-backup.tar.gz');
    const env = { ...process.env, DATA_DIR, NODE_ENV: 'test' };
    await run(process.execPath, ['--import', 'tsx', 'src/server/db/backup-cli.ts', target], { env });
    const copy = new PGlite({ loadDataDir: new Blob([fs.readFileSync(target)]) });
    const rows = await copy.query<{ id: string }>('SELECT id FROM guest_sessions');
    expect(rows.rows.map((r) => r.id)).toContain(id);
    await copy.close();

    server.child.kill('SIGTERM');
    await server.exited;
    const offline = path.join(path.dirname(DATA_DIR), 'offline-backup.tar.gz');
    await run(process.execPath, ['--import', 'tsx', 'src/server/db/backup-cli.ts', offline], { env });
    expect(fs.statSync(offline).size).toBeGreaterThan(1000);
  });
});
