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

export const test = base.extend<object, { app: RunningApp; mail: MailCatcher }>({
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
      await use({ url, dataDir });
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ app }, use) => {
    await use(app.url);
  },
});

export { expect };
