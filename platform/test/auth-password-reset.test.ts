import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/seed.ts';
import { buildTestApp, fromBff, type TestApp } from './helper.ts';
import { quickCaptcha, refreshCookie, signIn, solveCaptcha, testClock } from './auth-helpers.ts';

const SAME_ANSWER = { message: 'If an account uses this address, a reset link has been sent to it.' };
const NEW_PASSWORD = 'N3w-Str0ng-Password';

describe('password reset', () => {
  const clock = testClock(new Date());
  let t: TestApp;
  let outbox: string;
  beforeAll(async () => {
    outbox = await mkdtemp(join(tmpdir(), 'platform-outbox-'));
    t = await buildTestApp({
      config: { now: clock.now, mailOutboxDir: outbox, publicUrl: 'https://app.example.test', ...quickCaptcha() },
    });
  });
  afterAll(async () => {
    await t.close();
    await rm(outbox, { recursive: true, force: true });
  });

  const forgot = async (email: string, ip = '198.51.100.9') =>
    t.app.inject({
      method: 'POST',
      url: '/auth/forgot-password',
      payload: { email, captcha: await solveCaptcha(t.app) },
      headers: fromBff(ip),
    });
  const reset = (token: string, password = NEW_PASSWORD, repeat = password) =>
    t.app.inject({
      method: 'POST',
      url: '/auth/reset-password',
      payload: { token, password, repeat_password: repeat },
    });

  async function messages(): Promise<string[]> {
    const files = (await readdir(outbox)).sort();
    return Promise.all(files.map((file) => readFile(join(outbox, file), 'utf8')));
  }

  async function latestToken(): Promise<string> {
    const all = await messages();
    const match = /https:\/\/app\.example\.test\/account\/reset-password\?token=([0-9a-f]{64})/.exec(all.at(-1) ?? '');
    expect(match).not.toBeNull();
    return match?.[1] ?? '';
  }

  it('answers the same for an unknown address, and sends nothing', async () => {
    const res = await forgot('nobody@example.com');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(SAME_ANSWER);
    expect(await messages()).toEqual([]);
  });

  it('mails a single-use link that sets the new password and signs out every session', async () => {
    const session = await signIn(t.app, { login: 'demo-member', password: DEMO_PASSWORD });
    const sessionToken = refreshCookie(session)?.value ?? '';

    const res = await forgot('DEMO-MEMBER@example.com');
    expect(res.json()).toEqual(SAME_ANSWER);
    const [mail] = await messages();
    expect(mail).toContain('To: demo-member@example.com');
    const token = await latestToken();
    const stored = await t.db.selectFrom('password_reset_tokens').select('token_hash').execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(token);

    const mismatch = await reset(token, NEW_PASSWORD, `${NEW_PASSWORD}x`);
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().details).toContainEqual({
      field: 'repeat_password',
      message: 'Password and repeat password does not match',
    });
    const weak = await reset(token, 'qwertyuiop');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().details[0].field).toBe('password');

    const done = await reset(token);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: 'Your password has been changed. You can sign in now.' });

    expect((await signIn(t.app, { login: 'demo-member', password: DEMO_PASSWORD })).statusCode).toBe(401);
    expect((await signIn(t.app, { login: 'demo-member', password: NEW_PASSWORD })).statusCode).toBe(200);
    const renewed = await t.app.inject({
      method: 'POST',
      url: '/auth/refresh-token',
      cookies: { refresh_token: sessionToken },
    });
    expect(renewed.statusCode).toBe(401);

    const again = await reset(token, 'An0ther-Password');
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({
      message: 'This reset link is invalid or has expired.',
      code: 'RESET_TOKEN_INVALID',
    });
  });

  it('refuses an unknown or expired token with 422', async () => {
    expect((await reset('0'.repeat(64))).json()).toMatchObject({ code: 'RESET_TOKEN_INVALID' });
    await forgot('demo-admin@example.com');
    const token = await latestToken();
    clock.advance(30 * 60);
    const expired = await reset(token);
    expect(expired.statusCode).toBe(422);
    expect(expired.json()).toMatchObject({ code: 'RESET_TOKEN_INVALID' });
  });

  it('limits requests per client address', async () => {
    clock.advance(15 * 60);
    for (let i = 0; i < 20; i++) expect((await forgot('nobody@example.com', '192.0.2.200')).statusCode).toBe(200);
    const limited = await forgot('nobody@example.com', '192.0.2.200');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await forgot('nobody@example.com', '192.0.2.201')).statusCode).toBe(200);
  });
});
