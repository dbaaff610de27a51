import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The mail's language (Content-Language header). */
  language: string;
}

export interface Mailer {
  /** Sends the mail; resolves with the .eml file written in outbox mode. */
  send(mail: OutgoingMail): Promise<{ messageId: string; file: string | null }>;
  close(): void;
}

/** A mail server that does not answer must not hold the installer's request for minutes. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/**
 * DESIGN §2 Mail: `SMTP_URL` sends through a real SMTP server; unset, each mail is written as an .eml
 * file in the outbox folder and its path logged, so a developer can open it.
 */
export function createMailer(config: Config, log: Pick<FastifyBaseLogger, 'info'>): Mailer {
  const smtp = config.smtpUrl;
  const transport = smtp
    ? nodemailer.createTransport({ url: smtp, ...SMTP_TIMEOUTS })
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  return {
    async send(mail) {
      const info = await transport.sendMail({
        from: config.mailFrom,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: { 'Content-Language': mail.language },
      });
      if (smtp) return { messageId: info.messageId, file: null };
      const message = (info as { message?: unknown }).message;
      if (!Buffer.isBuffer(message)) throw new Error('the outbox transport gave no message');
      await mkdir(config.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(config.outboxDir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, message);
      log.info({ file }, 'mail written to the outbox');
      return { messageId: info.messageId, file };
    },
    close: () => transport.close(),
  };
}
