import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ResolvedConfig } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { serviceWorker, shellFiles } from './service-worker-plugin.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A built client folder with the files given (path -> text). */
function builtClient(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-build-'));
  dirs.push(dir);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

const TEMPLATE = path.resolve(import.meta.dirname, '../src/client/service-worker.js');

/** Runs the plugin over a built folder as Vite would, and answers what it wrote into sw.js. */
function writeServiceWorker(dir: string): { version: string; files: string[] } {
  const plugin = serviceWorker(TEMPLATE);
  const call = <T>(hook: unknown, ...args: unknown[]) => (hook as (...a: unknown[]) => T)(...args);
  call(plugin.configResolved, { root: dir, build: { outDir: dir } } as unknown as ResolvedConfig);
  call(plugin.closeBundle);
  const source = fs.readFileSync(path.join(dir, 'sw.js'), 'utf8');
  expect(source).not.toContain('__SW_BUILD__');
  return JSON.parse(/const BUILD = (\{.*\});/.exec(source)![1]!) as { version: string; files: string[] };
}

const RELEASE = {
  'index.html': '<script src="/assets/index-a1.js"></script>',
  'assets/index-a1.js': 'console.log(1)',
  'assets/index-a1.js.br': 'brotli',
  'assets/index-a1.js.gz': 'gzip',
  'assets/index-b2.css': 'body{}',
  'icons/icon-192.png': 'png',
  'manifest.webmanifest': '{}',
  '.vite/manifest.json': '{}',
};

describe('the service worker build', () => {
  it('lists the app shell: index.html as /, assets, icons, manifest; no compressed twins or metadata', () => {
    expect(shellFiles(builtClient(RELEASE))).toEqual([
      '/',
      '/assets/index-a1.js',
      '/assets/index-b2.css',
      '/icons/icon-192.png',
      '/manifest.webmanifest',
    ]);
  });

  it('writes sw.js with a version that changes with the build and not otherwise', () => {
    const first = writeServiceWorker(builtClient(RELEASE));
    expect(first.version).toMatch(/^[0-9a-f]{12}$/);
    expect(first.files).toContain('/assets/index-a1.js');
    expect(first.files).not.toContain('/sw.js');
    // The same build, again: the same version (browsers keep their worker).
    expect(writeServiceWorker(builtClient(RELEASE)).version).toBe(first.version);
    // One asset changed: a new version (browsers install the new worker and drop the old shell).
    const next = writeServiceWorker(builtClient({ ...RELEASE, 'assets/index-b2.css': 'body{color:red}' }));
    expect(next.version).not.toBe(first.version);
    // A rebuilt folder with sw.js already in it does not count it.
    const dir = builtClient(RELEASE);
    writeServiceWorker(dir);
    expect(writeServiceWorker(dir).version).toBe(first.version);
  });
});
