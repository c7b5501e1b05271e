import { createGuardrails, generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET } from '../src/seed.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { refreshCookie, signIn, testClock } from './auth-helpers.ts';

// The demo secret is 80 bits, below otplib's default minimum.
const guardrails = createGuardrails({ MIN_SECRET_BYTES: 10 });
const codeAt = (date: Date, offsetSteps = 0) =>
  generate({ secret: DEMO_TOTP_SECRET, epoch: Math.floor(date.getTime() / 1000) + offsetSteps * 30, guardrails });

describe('two-factor sign-in', () => {
  const clock = testClock(new Date('2026-03-01T12:00:05.000Z'));
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ config: { now: clock.now } });
  });
  afterAll(async () => {
    await t.close();
  });

  const verify = (pendingToken: string, token: string) =>
    t.app.inject({
      method: 'POST',
      url: '/auth/verify-2fa',
      headers: { authorization: `Bearer ${pendingToken}` },
      payload: { token },
    });

  async function pendingSignIn(): Promise<string> {
    const res = await signIn(t.app, { login: 'demo-2fa', password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user: null, two_factor_needed: true });
    expect(refreshCookie(res)).toBeUndefined();
    return res.json().token as string;
  }

  it('answers a short-lived 2fa token, good for nothing but the code', async () => {
    const pending = await pendingSignIn();
    const claims = t.app.jwt.decode<Record<string, unknown>>(pending);
    expect(claims).toMatchObject({ typ: '2fa', jti: expect.any(String) });
    expect(Number(claims?.exp) - Number(claims?.iat)).toBe(300);

    const me = await t.app.inject({
      method: 'GET',
      url: '/user/information',
      headers: { authorization: `Bearer ${pending}` },
    });
    expect(me.statusCode).toBe(403);
    expect(me.json()).toEqual({ message: 'A two-factor code is needed', code: '2FA_NEEDED' });
  });

  it('completes the sign-in with a valid code, and refuses the same code again', async () => {
    const code = await codeAt(clock.now());
    const res = await verify(await pendingSignIn(), code);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.username).toBe('demo-2fa');
    expect(t.app.jwt.decode<{ typ: string }>(res.json().token)?.typ).toBe('access');
    expect(refreshCookie(res)?.value).toBeTruthy();

    const replay = await verify(await pendingSignIn(), code);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ code: '2FA_REPLAYED' });
    const used = await t.db.selectFrom('used_totp_codes').selectAll().execute();
    expect(used).toHaveLength(1);

    // The same code sent with the password on sign-in is a replay too.
    const direct = await signIn(t.app, { login: 'demo-2fa', password: DEMO_PASSWORD, token: code });
    expect(direct.statusCode).toBe(401);
  });

  it('accepts a code one step off, not two', async () => {
    clock.advance(60);
    expect((await verify(await pendingSignIn(), await codeAt(clock.now(), -1))).statusCode).toBe(200);
    clock.advance(60);
    expect((await verify(await pendingSignIn(), await codeAt(clock.now(), 1))).statusCode).toBe(200);
    clock.advance(60);
    const far = await verify(await pendingSignIn(), await codeAt(clock.now(), -2));
    expect(far.statusCode).toBe(401);
    expect(far.json()).toMatchObject({ code: 'TWO_FACTOR_INVALID' });
  });

  it('signs in at once when the code comes with the password', async () => {
    clock.advance(60);
    const res = await signIn(t.app, { login: 'demo-2fa', password: DEMO_PASSWORD, token: await codeAt(clock.now()) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ two_factor_needed: false, user: { username: 'demo-2fa' } });
    expect(refreshCookie(res)).toBeDefined();
  });

  it('asks to sign in again after 5 wrong codes, even for a right one', async () => {
    clock.advance(60);
    const pending = await pendingSignIn();
    const right = await codeAt(clock.now());
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await verify(pending, wrong);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'TWO_FACTOR_INVALID' });
    }
    const restart = await verify(pending, right);
    expect(restart.statusCode).toBe(401);
    expect(restart.json()).toEqual({ message: 'Too many wrong codes: sign in again', code: '2FA_RESTART' });

    // A fresh sign-in gets a fresh allowance.
    expect((await verify(await pendingSignIn(), right)).statusCode).toBe(200);
  });

  it('completes a pending sign-in only once', async () => {
    clock.advance(60);
    const pending = await pendingSignIn();
    expect((await verify(pending, await codeAt(clock.now()))).statusCode).toBe(200);
    clock.advance(30);
    expect((await verify(pending, await codeAt(clock.now()))).json()).toMatchObject({ code: '2FA_RESTART' });
  });

  it('refuses an expired 2fa token, and a call without one', async () => {
    clock.advance(60);
    const pending = await pendingSignIn();
    clock.advance(301);
    const expired = await verify(pending, await codeAt(clock.now()));
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ code: 'TOKEN_EXPIRED' });

    const anonymous = await t.app.inject({ method: 'POST', url: '/auth/verify-2fa', payload: { token: '123456' } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('keeps an access token from passing for a 2fa token', async () => {
    clock.advance(60);
    const signedIn = await signIn(t.app, { login: 'demo-member', password: DEMO_PASSWORD });
    const res = await verify(signedIn.json().token, '123456');
    expect(res.statusCode).toBe(401);
  });
});
