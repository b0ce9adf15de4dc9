/**
 * Memory stays bounded whatever URLs are asked for (docs/security.md, bounded caches). The outside probe
 * took the server from 86 MB to 970 MB with 60,000 GETs of unique ~8 KB unknown paths, because the
 * client-asset handler remembered every path it was asked; here 100,000 such requests may grow the
 * resident size by less than 30 MB.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { startServerProcess } from '../test-support/server-process.js';
import {
  cleanupsAfterAll,
  HttpVisitor,
  killAtCleanup,
  recordFigure,
  residentMb,
  tempDir,
} from './support.js';

const cleanups = cleanupsAfterAll();

async function flood(visitor: HttpVisitor, from: number, count: number, filler: string): Promise<number> {
  let next = from;
  let failures = 0;
  const worker = async () => {
    while (next < from + count) {
      const n = next++;
      const outcome = await visitor.get(`/no/such/${n}/${filler}`);
      if (outcome.kind !== 'response' || outcome.status !== 404) failures++;
    }
  };
  await Promise.all(Array.from({ length: 32 }, worker));
  return failures;
}

it(
  '100,000 GETs of unique unknown paths grow the server by less than 30 MB',
  { timeout: 300_000 },
  async () => {
    const dir = tempDir(cleanups, 'memory');
    const client = path.join(dir, 'client');
    fs.mkdirSync(path.join(client, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(client, 'index.html'), '<!doctype html><div id="root"></div>');
    fs.writeFileSync(path.join(client, 'assets', 'index-abc.js'), 'console.log(1)');

    const server = await startServerProcess({ DATA_DIR: path.join(dir, 'data'), CLIENT_DIR: client });
    killAtCleanup(cleanups, server);
    await server.ready();
    const visitor = new HttpVisitor(server.url);
    cleanups.push(() => visitor.close());
    const filler = 'x'.repeat(8_000);

    // Warm up first: code paths compiled, pools and buffers at their working size.
    expect(await flood(visitor, 0, 10_000, filler)).toBe(0);
    const before = residentMb(server.child.pid!);
    expect(await flood(visitor, 10_000, 100_000, filler)).toBe(0);
    const after = residentMb(server.child.pid!);

    recordFigure(
      'resident MB before / after 100,000 unique unknown URLs',
      `${before.toFixed(0)} / ${after.toFixed(0)}`,
    );
    expect(after - before).toBeLessThan(30);
  },
);
