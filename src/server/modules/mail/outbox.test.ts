/**
 * Development's outbox (no SMTP_URL): each mail is a file under DATA_DIR/outbox, and the log names the file,
 * never the recipient (docs/security.md: no address or name in the log).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { outboxMailer } from './mailer.js';

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

describe('the development outbox', () => {
  it('writes the mail to a file and logs where, without the address', async () => {
    const lines: unknown[][] = [];
    const log = { info: (...args: unknown[]) => void lines.push(args) };
    const mailer = outboxMailer({ folder, from: 'Moonlit Tales <no-reply@example.com>', log: log as never });
    await mailer.send({ to: 'kim.parent@example.com', subject: 'Set a new password', text: 'Hello' });
    const files = fs.readdirSync(folder);
    expect(files).toHaveLength(1);
    expect(fs.readFileSync(path.join(folder, files[0]!), 'utf8')).toContain('kim.parent@example.com');
    expect(lines).toHaveLength(1);
    expect(JSON.stringify(lines)).toContain(files[0]);
    expect(JSON.stringify(lines)).not.toContain('kim.parent');
    mailer.close?.();
  });
});
