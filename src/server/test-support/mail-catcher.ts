/**
 * A real SMTP server in the test process (smtp-server), with mailparser reading what arrives: the product's
 * mailer speaks SMTP to it exactly as it would to a production mail server.
 */
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  parsed: ParsedMail;
}

export class MailCatcher {
  readonly mails: CaughtMail[] = [];
  private waiters: (() => void)[] = [];

  private constructor(
    private readonly server: SMTPServer,
    readonly port: number,
  ) {}

  static async start(): Promise<MailCatcher> {
    const holder: { catcher?: MailCatcher } = {};
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        simpleParser(stream)
          .then((parsed) => {
            holder.catcher!.receive(
              parsed,
              session.envelope.rcptTo.map((r) => r.address),
            );
            callback();
          })
          .catch((error: Error) => callback(error));
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.server.address() as AddressInfo).port;
    holder.catcher = new MailCatcher(server, port);
    return holder.catcher;
  }

  /** SMTP_URL for the product. */
  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  private receive(parsed: ParsedMail, to: string[]) {
    this.mails.push({
      to,
      subject: parsed.subject ?? '',
      text: parsed.text ?? '',
      html: typeof parsed.html === 'string' ? parsed.html : '',
      parsed,
    });
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }

  /** The first mail to `address` that arrived after `since` mails, waiting up to `timeoutMs`. */
  async mailTo(address: string, options: { since?: number; timeoutMs?: number } = {}): Promise<CaughtMail> {
    const deadline = Date.now() + (options.timeoutMs ?? 5000);
    for (;;) {
      const found = this.mails
        .slice(options.since ?? 0)
        .find((m) => m.to.some((t) => t.toLowerCase() === address.toLowerCase()));
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no mail to ${address} within the time`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/** The reset link's token in a mail's text part. */
export function resetTokenOf(mail: CaughtMail): string {
  const match = /\/reset-password\?token=([A-Za-z0-9_%-]+)/.exec(mail.text);
  if (!match) throw new Error(`no reset link in: ${mail.text}`);
  return decodeURIComponent(match[1]!);
}

/** The verification link's token in a mail's text part. */
export function verifyTokenOf(mail: CaughtMail): string {
  const match = /\/verify-email\?token=([A-Za-z0-9_%-]+)/.exec(mail.text);
  if (!match) throw new Error(`no verification link in: ${mail.text}`);
  return decodeURIComponent(match[1]!);
}
