/**
 * How the platform sends mail: over SMTP (SMTP_URL, the production adapter), or, by default in development,
 * into an outbox folder as one .eml file per message, so a developer (or a test) can open the link it carries.
 * Neither logs more than who a message went to and its subject: a body may hold a reset link.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close?(): void;
}

function toEml(message: MailMessage, from: string, date: Date): string {
  return [
    `Date: ${date.toUTCString()}`,
    `From: ${from}`,
    `To: ${message.to}`,
    `Subject: ${message.subject}`,
    'Content-Type: text/plain; charset=utf-8',
    '',
    message.text,
    '',
  ].join('\r\n');
}

export function createOutboxMailer(outboxDir: string, from: string, log: FastifyBaseLogger): Mailer {
  return {
    async send(message) {
      const date = new Date();
      await mkdir(outboxDir, { recursive: true });
      const file = join(outboxDir, `${date.toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, toEml(message, from, date), { encoding: 'utf8', mode: 0o600 });
      log.info({ to: message.to, subject: message.subject, file }, 'mail written to the outbox');
    },
  };
}

export function createSmtpMailer(smtpUrl: string, from: string, log: FastifyBaseLogger): Mailer {
  const transport = createTransport(smtpUrl);
  return {
    async send(message) {
      const info = await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
      log.info({ to: message.to, subject: message.subject, messageId: info.messageId }, 'mail sent');
    },
    close() {
      transport.close();
    },
  };
}
