/**
 * The embedded database's resident memory stays small (issue 19, docs/decisions/016-embedded-database-memory.md).
 * Before: a server on a new data folder held ~850-890 MB after its first start (initdb ran in the server's
 * own process and its memory was never given back) and ~370-430 MB after a restart (PGlite's 128 MB of
 * shared buffers, all touched at start-up). With initdb in a child process and 16 MB of shared buffers:
 * ~270-310 MB and ~260-280 MB (sources run through tsx). Issue 33 (docs/decisions/018): with PGlite's
 * WebAssembly compiled by Liftoff only and the migrations run in the child, 234 / 251 MB under tsx on a
 * machine at load 25. The bounds leave ~50-65 MB of margin; dropping the baseline compiler (~55 MB) fails
 * the restart's.
 */
import path from 'node:path';
import { expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../test-support/server-process.js';
import { cleanupsAfterAll, killAtCleanup, recordFigure, residentMb, tempDir } from './support.js';

const FIRST_START_BOUND_MB = 300;
const RESTART_BOUND_MB = 300;

const cleanups = cleanupsAfterAll();

async function start(dataDir: string): Promise<ServerProcess> {
  const server = await startServerProcess({ DATA_DIR: dataDir });
  killAtCleanup(cleanups, server);
  await server.ready(150_000);
  return server;
}

it(
  'a server on a new embedded database stays under 300 MB resident, and under 300 MB after a restart',
  { timeout: 300_000 },
  async () => {
    const dir = tempDir(cleanups, 'embedded-memory');
    const dataDir = path.join(dir, 'data');

    // Read once the server is ready: what a host has to give it from then on.
    const first = await start(dataDir);
    const firstMb = residentMb(first.child.pid!);
    first.child.kill('SIGTERM');
    expect((await first.exited).code).toBe(0);

    const again = await start(dataDir);
    const restartMb = residentMb(again.child.pid!);
    again.child.kill('SIGTERM');
    await again.exited;

    recordFigure(
      'embedded database: resident MB after first start / after restart',
      `${firstMb.toFixed(0)} / ${restartMb.toFixed(0)}`,
    );
    expect(firstMb).toBeLessThan(FIRST_START_BOUND_MB);
    expect(restartMb).toBeLessThan(RESTART_BOUND_MB);
  },
);
