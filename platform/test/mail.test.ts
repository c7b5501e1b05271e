/**
 * Mail: the outbox (development) and SMTP (production) adapters deliver the reset link, and no log line of
 * the platform carries it, nor the token or the new password.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../src/config.ts';
import { buildTestApp, capturedLog, type TestApp } from './helper.ts';
import { quickCaptcha, solveCaptcha } from './auth-helpers.ts';

const NEW_PASSWORD = 'Brand-New-Secret-77';

const tokenIn = (text: string): string => {
  const token = /reset-password\?token=([0-9a-f]{64})/.exec(text)?.[1];
  if (!token) throw new Error(`no reset link in: ${text}`);
  return token;
};

describe('mail', () => {
  let t: TestApp;
  let outbox: string;
  beforeAll(async () => {
    t = await buildTestApp({ config: quickCaptcha() });
    outbox = mkdtempSync(join(tmpdir(), 'platform-outbox-'));
  });
  afterAll(async () => {
    await t.close();
    rmSync(outbox, { recursive: true, force: true });
  });

  async function appLogging(config: Partial<Config>) {
    const log = capturedLog();
    const app = await t.appWith({
      config: { ...quickCaptcha(), logLevel: 'trace', mailOutboxDir: outbox, ...config },
      logStream: log.stream,
    });
    return { app, log };
  }

  const forgot = async (app: FastifyInstance, email: string) =>
    app.inject({
      method: 'POST',
      url: '/auth/forgot-password',
      payload: { email, captcha: await solveCaptcha(app) },
    });

  it('leaves no reset token in the log of a forgot-password and of the reset', async () => {
    const { app, log } = await appLogging({});
    try {
      expect((await forgot(app, 'demo-member@example.com')).statusCode).toBe(200);
      const [file] = readdirSync(outbox);
      const token = tokenIn(readFileSync(join(outbox, file ?? ''), 'utf8'));
      const reset = await app.inject({
        method: 'POST',
        url: '/auth/reset-password',
        payload: { token, password: NEW_PASSWORD, repeat_password: NEW_PASSWORD },
      });
      expect(reset.statusCode).toBe(200);

      const text = log.text();
      // The log was captured: the mail is in it, by recipient and subject only.
      expect(text).toContain('mail written to the outbox');
      expect(text).toContain('demo-member@example.com');
      expect(text).toContain('Reset your password');
      expect(text).not.toContain(token);
      expect(text).not.toContain('reset-password?token');
      expect(text).not.toContain(NEW_PASSWORD);
    } finally {
      await app.close();
    }
  });

  it('sends through SMTP when SMTP_URL is set, logging recipient and subject only', async () => {
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, done) {
        const parts: Buffer[] = [];
        stream.on('data', (part: Buffer) => parts.push(part));
        stream.on('end', () => {
          received.push(Buffer.concat(parts).toString('utf8'));
          done();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    const { app, log } = await appLogging({ smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'accounts@example.org' });
    try {
      expect((await forgot(app, 'demo-admin@example.com')).statusCode).toBe(200);
      expect(received).toHaveLength(1);
      const message = received[0] ?? '';
      expect(message).toContain('From: accounts@example.org');
      expect(message).toContain('To: demo-admin@example.com');
      // The body is quoted-printable: soft line breaks and =XX escapes.
      const body = message
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      const token = tokenIn(body);
      expect(log.text()).toContain('mail sent');
      expect(log.text()).not.toContain(token);
    } finally {
      await app.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('answers a forgot-password the same when the mail cannot be sent, and says so in the log', async () => {
    const closed = new SMTPServer({ authOptional: true, logger: false });
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.server.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const { app, log } = await appLogging({ smtpUrl: `smtp://127.0.0.1:${port}` });
    try {
      const res = await forgot(app, 'demo-2fa@example.com');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'If an account uses this address, a reset link has been sent to it.' });
      expect(log.text()).toContain('mail not sent');
      expect(log.text()).not.toContain('reset-password?token');
    } finally {
      await app.close();
    }
  });
});
