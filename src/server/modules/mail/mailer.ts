/**
 * Outgoing mail (docs/product.md, "Accounts"): nodemailer over SMTP when SMTP_URL is set. Without it, in
 * development and tests each mail is written to DATA_DIR/outbox as an .eml file and the log names it; in
 * production nothing can be sent, and what needs mail (password reset) is not offered.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { createRequire } from 'node:module';
import type Nodemailer from 'nodemailer';
import type { Config } from '../../env.js';

/**
 * nodemailer (~7 MB resident) is loaded when a mailer that needs it is made: a production server without
 * SMTP_URL sends no mail and never loads it.
 */
const nodemailer = () => createRequire(import.meta.url)('nodemailer') as typeof Nodemailer;

export interface OutgoingMail {
  to: string;
  subject: string;
  /** The plain text part: every mail has one. */
  text: string;
  html?: string;
}

export interface Mailer {
  /** How mail leaves: 'smtp', 'outbox' (files, development) or 'none' (nothing can be sent). */
  readonly transport: 'smtp' | 'outbox' | 'none';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

interface Log {
  info(object: object, message: string): void;
}

export function smtpMailer(options: { smtpUrl: string; from: string }): Mailer {
  const transporter = nodemailer().createTransport(options.smtpUrl);
  return {
    transport: 'smtp',
    async send(mail) {
      await transporter.sendMail({ from: options.from, ...mail });
    },
    close: () => transporter.close(),
  };
}

/** Writes each mail, as a whole message, to `<folder>/<time>-<random>.eml`. */
export function outboxMailer(options: { folder: string; from: string; log: Log }): Mailer {
  const composer = nodemailer().createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    transport: 'outbox',
    async send(mail) {
      const info = await composer.sendMail({ from: options.from, ...mail });
      await fs.mkdir(options.folder, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.resolve(options.folder, `${stamp}-${crypto.randomBytes(4).toString('hex')}.eml`);
      await fs.writeFile(file, info.message as Buffer, { mode: 0o600 });
      // The recipient stays out of the log (docs/security.md: no address or name in it); the file holds it.
      options.log.info({ file, subject: mail.subject }, `mail written to ${file}`);
    },
    close: () => composer.close(),
  };
}

/** Keeps mails in memory (tests that do not read them, so nothing is written under ./data). */
export function memoryMailer(): Mailer & { sent: OutgoingMail[] } {
  const sent: OutgoingMail[] = [];
  return {
    transport: 'outbox',
    sent,
    async send(mail) {
      sent.push(mail);
    },
    close() {},
  };
}

export const noMailer: Mailer = {
  transport: 'none',
  async send() {
    throw new Error('No mail transport: set SMTP_URL.');
  },
  close() {},
};

/** The sender when MAIL_FROM is not set: no-reply at the host people reach the product on. */
export function defaultMailFrom(publicUrl: string): string {
  return `Moonlit Tales <no-reply@${new URL(publicUrl).hostname}>`;
}

export function mailerFromConfig(config: Config, log: Log): Mailer {
  const from = config.MAIL_FROM ?? defaultMailFrom(config.publicUrl);
  if (config.SMTP_URL) return smtpMailer({ smtpUrl: config.SMTP_URL, from });
  if (config.NODE_ENV === 'production') return noMailer;
  return outboxMailer({ folder: path.join(config.DATA_DIR, 'outbox'), from, log });
}
