import fs from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type Nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { Logger } from 'pino';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The one link the message is about; the outbox logs it in development mode only. */
  link?: string;
}

export interface MailTransport {
  readonly kind: 'smtp' | 'outbox' | 'memory';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

/**
 * A nodemailer transporter made by the first message: a server may go hours without mailing
 * anyone, and nodemailer holds ~5 MB for as long as it is loaded (docs/benchmarks.md, idle memory).
 */
let loading: Promise<typeof Nodemailer> | undefined;
const nodemailer = () => (loading ??= import('nodemailer').then((module) => module.default));

function lazyTransporter(options: Parameters<typeof Nodemailer.createTransport>[0]) {
  let made: Promise<Transporter> | undefined;
  return {
    get: () => (made ??= nodemailer().then((mailer) => mailer.createTransport(options))),
    /** Closes it if a message made it. */
    async close() {
      if (made) (await made).close();
    },
  };
}

/** SMTP via nodemailer (`SMTP_URL`, e.g. smtp://user:pass@host:587). */
export function createSmtpTransport(url: string, from: string): MailTransport {
  const transporter = lazyTransporter(url);
  return {
    kind: 'smtp',
    async send(message) {
      const mailer = await transporter.get();
      await mailer.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
    },
    async close() {
      await transporter.close();
    },
  };
}

/**
 * The embedded default: one .eml file per message in `$DATA_DIR/outbox`, plus a log line. The
 * line names the message's link (a live sign-in token) only when `logLinks` is on: a developer's
 * own machine (NODE_ENV=development), never a deployment.
 */
export function createOutboxTransport(
  dir: string,
  from: string,
  log: Logger,
  { logLinks = false }: { logLinks?: boolean } = {},
): MailTransport {
  const streamer = lazyTransporter({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    async send(message) {
      const mailer = await streamer.get();
      const info = await mailer.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
      await fs.mkdir(dir, { recursive: true });
      const file = path.join(
        dir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`,
      );
      await fs.writeFile(file, info.message as Buffer, { mode: 0o600 });
      log.info(
        { file, subject: message.subject, ...(logLinks ? { link: message.link } : {}) },
        'email written to outbox',
      );
    },
    async close() {},
  };
}

/** For tests: keeps what was sent. */
export function createMemoryTransport(): MailTransport & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    kind: 'memory',
    sent,
    async send(message) {
      sent.push(message);
    },
    async close() {},
  };
}
