/**
 * How the platform sends mail. The default adapter delivers nothing: it logs each message and writes it as
 * an .eml file into an outbox folder, so a developer (or a test) can open the link it carries. A real
 * transport implements the same interface.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

function toEml(message: MailMessage, date: Date): string {
  return [
    `Date: ${date.toUTCString()}`,
    'From: no-reply@example.com',
    `To: ${message.to}`,
    `Subject: ${message.subject}`,
    'Content-Type: text/plain; charset=utf-8',
    '',
    message.text,
    '',
  ].join('\r\n');
}

export function createOutboxMailer(outboxDir: string, log: FastifyBaseLogger): Mailer {
  return {
    async send(message) {
      const date = new Date();
      await mkdir(outboxDir, { recursive: true });
      const file = join(outboxDir, `${date.toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, toEml(message, date), 'utf8');
      log.info({ to: message.to, subject: message.subject, file, text: message.text }, 'mail written to the outbox');
    },
  };
}
