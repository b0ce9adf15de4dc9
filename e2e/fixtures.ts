/**
 * Each worker starts the built app (node dist/node/server/server.js) on a free port with a fresh data
 * folder, the way a newcomer's `npm start` would, and points the page at it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test as base, expect } from '@playwright/test';
import { MailCatcher } from '../src/server/test-support/mail-catcher.js';
import { freePort } from '../src/server/test-support/server-process.js';

export interface RunningApp {
  url: string;
  dataDir: string;
  /** What the server has printed so far (LOG_LEVEL=warn: its warnings and errors). */
  output: () => string;
}

async function waitReady(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`app exited early:\n${output()}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // not yet listening
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`app not ready:\n${output()}`);
}

/** The last lines of the browser's and the server's side of a failed test, oldest first. */
const REPORT_LINES = 120;

export const test = base.extend<{ failureReport: void }, { app: RunningApp; mail: MailCatcher }>({
  // A real SMTP server in the test process: the app sends its mails there (SMTP_URL), the spec reads them.
  mail: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const mail = await MailCatcher.start();
      await use(mail);
      await mail.stop();
    },
    { scope: 'worker' },
  ],
  app: [
    async ({ mail }, use) => {
      const port = await freePort();
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bedtime-e2e-'));
      const url = `http://127.0.0.1:${port}`;
      let out = '';
      const child = spawn(process.execPath, ['dist/node/server/server.js'], {
        env: {
          ...process.env,
          NODE_ENV: 'test',
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: path.join(dataDir, 'data'),
          PUBLIC_URL: url,
          DATABASE_URL: '',
          // One instance per worker: its limits count in memory. A REDIS_URL from CI's environment would
          // share the per-address counts with every earlier run and suite (all from 127.0.0.1) for an hour.
          REDIS_URL: '',
          LOG_LEVEL: 'warn',
          LIMIT_EXEMPT_USER_IDS: '',
          SMTP_URL: mail.url,
          MAIL_FROM: 'Moonlit Tales <hello@example.com>',
          // Every spec starts guests and accounts from one address: keep the per-address limits out of the way.
          RATE_LIMIT_GUEST_SESSIONS_PER_HOUR: '100000',
          RATE_LIMIT_REGISTER_PER_HOUR: '100000',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
      child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
      await waitReady(url, child, () => out);
      await use({ url, dataDir, output: () => out });
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ app }, use) => {
    await use(app.url);
  },
  /**
   * A test that fails in CI leaves only its error behind; this prints what led up to it: every request the
   * browser made but for the app's code (with its answer and time, service workers' included), the
   * console's errors and warnings, uncaught errors, and what the server printed meanwhile.
   */
  failureReport: [
    async ({ context, app }, use, testInfo) => {
      const start = Date.now();
      const lines: string[] = [];
      const note = (line: string) => lines.push(`+${((Date.now() - start) / 1000).toFixed(2)}s ${line}`);
      const shown = (url: string) => url.replace(app.url, '');
      // The app's code (/assets/) is noted only when it fails: a page load asks for a dozen files.
      const code = (url: string) => shown(url).startsWith('/assets/');
      context.on('request', (r) => {
        if (!code(r.url()))
          note(`-> ${r.method()} ${shown(r.url())}${r.serviceWorker() ? ' (service worker)' : ''}`);
      });
      context.on('response', (r) => {
        if (!code(r.url()) || r.status() >= 400)
          note(`<- ${r.status()} ${r.request().method()} ${shown(r.url())}`);
      });
      context.on('requestfailed', (r) =>
        note(`xx ${r.method()} ${shown(r.url())}: ${r.failure()?.errorText}`),
      );
      context.on('console', (m) => {
        if (m.type() === 'error' || m.type() === 'warning') note(`console.${m.type()}: ${m.text()}`);
      });
      context.on('weberror', (e) => note(`uncaught: ${e.error().message}`));
      context.on('page', (p) =>
        p.on('framenavigated', (f) => f === p.mainFrame() && note(`page at ${shown(f.url())}`)),
      );
      const serverFrom = app.output().length;
      await use();
      if (testInfo.status === testInfo.expectedStatus) return;
      const server = app.output().slice(serverFrom).trim();
      const report = [
        `What the browser did in "${testInfo.title}" (last ${REPORT_LINES} lines):`,
        ...lines.slice(-REPORT_LINES),
        server ? `The server printed:\n${server.slice(-4000)}` : 'The server printed nothing.',
      ].join('\n');
      await testInfo.attach('browser and server', { body: report, contentType: 'text/plain' });
      console.log(report);
    },
    { auto: true },
  ],
});

export { expect };
