import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/seed.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { refreshCookie, signIn, testClock } from './auth-helpers.ts';

describe('refresh tokens', () => {
  const clock = testClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ config: { now: clock.now } });
  });
  afterAll(async () => {
    await t.close();
  });

  const refresh = (token: string | undefined) =>
    t.app.inject({
      method: 'POST',
      url: '/auth/refresh-token',
      ...(token !== undefined && { cookies: { refresh_token: token } }),
    });

  async function startSession(): Promise<string> {
    const res = await signIn(t.app, { login: 'demo-member', password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
    return refreshCookie(res)?.value ?? '';
  }

  function expectCleared(res: Awaited<ReturnType<typeof refresh>>) {
    const cookie = refreshCookie(res);
    expect(cookie?.value).toBe('');
    expect(cookie?.path).toBe('/auth');
  }

  it('rotate on each use and answer a new access token', async () => {
    const first = await startSession();
    const res = await refresh(first);
    expect(res.statusCode).toBe(200);
    const { token } = res.json();
    expect(t.app.jwt.decode<{ typ: string; uid: string }>(token)).toMatchObject({ typ: 'access' });
    const me = await t.app.inject({
      method: 'GET',
      url: '/user/information',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.json().username).toBe('demo-member');

    const second = refreshCookie(res);
    expect(second).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/auth' });
    expect(second?.value).not.toBe(first);
    expect(second?.value.split('.')[1]).toBe('1');
    expect((await refresh(second?.value)).statusCode).toBe(200);
  });

  it('give the same successor to a retry within the grace window', async () => {
    const first = await startSession();
    const a = await refresh(first);
    clock.advance(10);
    const b = await refresh(first);
    expect(b.statusCode).toBe(200);
    expect(refreshCookie(b)?.value).toBe(refreshCookie(a)?.value);
    // The family is intact: the successor still works.
    expect((await refresh(refreshCookie(a)?.value)).statusCode).toBe(200);
  });

  it('revoke the whole family when a rotated token comes back after the grace window', async () => {
    const first = await startSession();
    const a = await refresh(first);
    const successor = refreshCookie(a)?.value;
    clock.advance(11);
    const reuse = await refresh(first);
    expect(reuse.statusCode).toBe(401);
    expectCleared(reuse);
    const family = first.split('.')[0] ?? '';
    const row = await t.db
      .selectFrom('refresh_token_families')
      .select('revoked_at')
      .where('id', '=', family)
      .executeTakeFirstOrThrow();
    expect(row.revoked_at).not.toBeNull();
    // The thief's copy and the victim's are both dead now.
    expect((await refresh(successor)).statusCode).toBe(401);
  });

  it('refuse a missing, forged or tampered token, clearing the cookie', async () => {
    const missing = await refresh(undefined);
    expect(missing.statusCode).toBe(401);
    expectCleared(missing);
    expect((await refresh('garbage')).statusCode).toBe(401);
    const real = await startSession();
    const [family = '', , mac = ''] = real.split('.');
    expect((await refresh(`${family}.5.${mac}`)).statusCode).toBe(401);
  });

  it('end with the absolute lifetime of the family, rotations or not', async () => {
    let token = await startSession();
    for (let hour = 0; hour < 11; hour++) {
      clock.advance(3600);
      const res = await refresh(token);
      expect(res.statusCode).toBe(200);
      token = refreshCookie(res)?.value ?? '';
      expect(refreshCookie(res)?.maxAge).toBe(12 * 3600 - (hour + 1) * 3600);
    }
    clock.advance(3600);
    expect((await refresh(token)).statusCode).toBe(401);
  });

  it('honour the grace and lifetime settings', async () => {
    const strict = await t.appWith({
      config: { now: clock.now, refreshTokenGraceSeconds: 1, refreshTokenLifetimeSeconds: 60 },
    });
    try {
      const session = await signIn(strict, { login: 'demo-member', password: DEMO_PASSWORD });
      expect(refreshCookie(session)?.maxAge).toBe(60);
      const first = refreshCookie(session)?.value ?? '';
      const rotated = await strict.inject({
        method: 'POST',
        url: '/auth/refresh-token',
        cookies: { refresh_token: first },
      });
      expect(rotated.statusCode).toBe(200);
      clock.advance(2);
      const reuse = await strict.inject({
        method: 'POST',
        url: '/auth/refresh-token',
        cookies: { refresh_token: first },
      });
      expect(reuse.statusCode).toBe(401);
    } finally {
      await strict.close();
    }
  });
});

describe('logout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('revokes the family of the refresh cookie and clears it', async () => {
    const session = await signIn(t.app, { login: 'demo-member', password: DEMO_PASSWORD });
    const token = refreshCookie(session)?.value ?? '';
    const res = await t.app.inject({ method: 'GET', url: '/auth/logout', cookies: { refresh_token: token } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Signed out' });
    expect(refreshCookie(res)?.value).toBe('');
    const renewed = await t.app.inject({
      method: 'POST',
      url: '/auth/refresh-token',
      cookies: { refresh_token: token },
    });
    expect(renewed.statusCode).toBe(401);
  });

  it('ends the access tokens of that sign-in at once, and only of that one', async () => {
    const me = (token: string) =>
      t.app.inject({ method: 'GET', url: '/user/information', headers: { authorization: `Bearer ${token}` } });
    const first = await signIn(t.app, { login: 'demo-member', password: DEMO_PASSWORD });
    const second = await signIn(t.app, { login: 'demo-member', password: DEMO_PASSWORD });
    expect((await me(first.json().token)).statusCode).toBe(200);
    await t.app.inject({ method: 'GET', url: '/auth/logout', cookies: { refresh_token: refreshCookie(first)!.value } });
    const after = await me(first.json().token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: 'Authentication required', code: 'UNAUTHORIZED' });
    expect((await me(second.json().token)).statusCode).toBe(200);

    // A renewed token belongs to the same sign-in and ends with it too.
    const renewed = await t.app.inject({
      method: 'POST',
      url: '/auth/refresh-token',
      cookies: { refresh_token: refreshCookie(second)!.value },
    });
    expect((await me(renewed.json().token)).statusCode).toBe(200);
    await t.app.inject({
      method: 'GET',
      url: '/auth/logout',
      cookies: { refresh_token: refreshCookie(renewed)!.value },
    });
    expect((await me(renewed.json().token)).statusCode).toBe(401);
  });

  it('always succeeds, with or without a cookie', async () => {
    const variants: Record<string, string>[] = [{}, { refresh_token: 'garbage' }];
    for (const cookies of variants) {
      const res = await t.app.inject({ method: 'GET', url: '/auth/logout', cookies });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Signed out' });
    }
  });
});
