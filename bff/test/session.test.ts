/**
 * The BFF session against the real platform: the cookie it sets, what it is good for, and when it ends.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createGuardrails, generate } from 'otplib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlatform, type Service } from '../../scripts/lib/processes.ts';
import { API_HEADERS, buildTestApp } from './helpers/app.ts';
import {
  sessionSetCookie,
  sessionValue,
  signIn,
  startCountingRelay,
  STATE_HEADERS,
  userInformation,
  withSession,
  type CountingRelay,
} from './helpers/session.ts';

const MINUTE = 60_000;
// The demo secret is 80 bits, below otplib's default minimum.
const guardrails = createGuardrails({ MIN_SECRET_BYTES: 10 });

let platform: Service;
let relay: CountingRelay;
let app: FastifyInstance;
let clock = Date.now();

beforeAll(async () => {
  platform = await startPlatform();
  relay = await startCountingRelay(platform.url);
  app = await buildTestApp({ platformApiUrl: relay.url }, { now: () => clock });
});
afterAll(async () => {
  await platform?.stop();
});

/** The Authorization header of the last call that reached the platform. */
const lastAuthorization = (): string | undefined => relay.requests.at(-1)?.authorization;

describe('sign-in', () => {
  it('sets one __Host-session cookie with the strict attributes, and keeps every token from the browser', async () => {
    const { res } = await signIn(app, 'demo-admin');
    expect(res.json()).not.toHaveProperty('token');
    expect(res.body).not.toMatch(/refresh_token/);
    const header = res.headers['set-cookie'];
    // The platform's own refresh cookie stops at the BFF.
    expect(Array.isArray(header) ? header : [header]).toEqual([sessionSetCookie(res)]);
    const attributes = sessionSetCookie(res)!
      .split(';')
      .map((part) => part.trim().toLowerCase());
    expect(attributes).toEqual(expect.arrayContaining(['path=/', 'secure', 'httponly', 'samesite=strict']));
    expect(attributes.some((part) => part.startsWith('domain'))).toBe(false);
  });

  it('makes the next calls those of the signed-in user', async () => {
    const { cookie } = await signIn(app, 'demo-admin');
    const res = await userInformation(app, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ username: 'demo-admin' });
    expect(lastAuthorization()).toMatch(/^Bearer /);
    // Without the cookie the call is anonymous: the session is what made the difference.
    const anonymous = await userInformation(app);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it("finds the session cookie among the site's other cookies, whatever their order, spacing and look-alikes", async () => {
    const { cookie } = await signIn(app, 'demo-admin');
    for (const header of [
      `theme=dark;__Host-session=${cookie} ; other=a=b`,
      `decoy=__Host-session=junk; x__Host-session=junk;  __Host-session=${cookie}`,
      `__Host-session=${cookie}`,
    ]) {
      const res = await app.inject({
        method: 'GET',
        url: '/account/api/user/information',
        headers: { ...API_HEADERS, cookie: header },
      });
      expect(res.statusCode, header).toBe(200);
      expect(res.json()).toMatchObject({ username: 'demo-admin' });
      expect(sessionValue(res), 'a cookie read right is left alone').toBeUndefined();
    }
    // A look-alike name alone is no session.
    const res = await app.inject({
      method: 'GET',
      url: '/account/api/user/information',
      headers: { ...API_HEADERS, cookie: `x__Host-session=${cookie}` },
    });
    expect(res.statusCode).toBe(401);
  });

  it('never sends the browser its own cookies upstream', async () => {
    const { cookie } = await signIn(app, 'demo-admin');
    await app.inject({
      method: 'GET',
      url: '/account/api/user/information',
      headers: { ...API_HEADERS, cookie: `__Host-session=${cookie}; refresh_token=forged; other=1` },
    });
    const last = relay.requests.at(-1)!;
    expect(last.path).toBe('/user/information');
    expect(last.cookie).toBeUndefined();
    expect(relay.refreshCookies).toEqual([]);
  });
});

describe('the idle deadline', () => {
  it('moves with use, re-sealing the cookie at most once a minute', async () => {
    const { cookie } = await signIn(app, 'demo-admin');
    clock += 30_000;
    const soon = await userInformation(app, cookie);
    expect(soon.statusCode).toBe(200);
    expect(sessionValue(soon), 'no new cookie within the minute').toBeUndefined();
    clock += 30_000;
    const later = await userInformation(app, cookie);
    expect(later.statusCode).toBe(200);
    const renewed = sessionValue(later);
    expect(renewed).toBeTruthy();
    expect(renewed).not.toBe(cookie);
    // The renewed cookie counts its 30 idle minutes from this call, the first one from sign-in.
    clock += 29 * MINUTE + 30_000;
    expect((await userInformation(app, renewed)).statusCode).toBe(200);
  });
});

describe('a cookie the BFF cannot trust', () => {
  it('is cleared when tampered with, and the call goes on as anonymous', async () => {
    const { cookie } = await signIn(app, 'demo-admin');
    const flipped = cookie.slice(0, 20) + (cookie[20] === 'A' ? 'B' : 'A') + cookie.slice(21);
    const res = await userInformation(app, flipped);
    expect(sessionValue(res)).toBe('');
    expect(lastAuthorization()).toBeUndefined();
    expect(res.statusCode).toBe(401);
  });

  it('is cleared when tampered with after the untampered cookie was used (opened sessions are kept by exact value)', async () => {
    const { cookie } = await signIn(app, 'demo-admin');
    expect((await userInformation(app, cookie)).statusCode).toBe(200);
    // Not the last character: some of its bits may be padding, which decodes to the same bytes.
    for (const at of [0, 40, cookie.length - 2]) {
      const flipped = cookie.slice(0, at) + (cookie[at] === 'A' ? 'B' : 'A') + cookie.slice(at + 1);
      const res = await userInformation(app, flipped);
      expect(sessionValue(res), `a change at ${at}`).toBe('');
      expect(res.statusCode).toBe(401);
    }
  });

  it('is cleared once idle, even a cookie already used (and kept opened) before', async () => {
    const { cookie } = await signIn(app, 'demo-admin');
    expect((await userInformation(app, cookie)).statusCode).toBe(200);
    clock += 31 * MINUTE;
    const idle = await userInformation(app, cookie);
    expect(sessionValue(idle)).toBe('');
    expect(idle.statusCode).toBe(401);
  });

  it('is cleared when sealed under another SESSION_SECRET', async () => {
    const other = await buildTestApp({ platformApiUrl: relay.url, sessionSecret: 'another-secret-'.repeat(3) });
    const { cookie } = await signIn(other, 'demo-admin');
    expect((await userInformation(other, cookie)).json()).toMatchObject({ username: 'demo-admin' });
    const res = await userInformation(app, cookie);
    expect(sessionValue(res)).toBe('');
    expect(res.statusCode).toBe(401);
  });

  it('is cleared once idle longer than SESSION_IDLE_MINUTES', async () => {
    const { cookie } = await signIn(app, 'demo-admin');
    clock += 29 * MINUTE;
    const active = await userInformation(app, cookie);
    expect(active.json()).toMatchObject({ username: 'demo-admin' });
    const renewed = sessionValue(active)!;
    expect(renewed).toBeTruthy();

    clock += 31 * MINUTE;
    const idle = await userInformation(app, renewed);
    expect(sessionValue(idle)).toBe('');
    expect(lastAuthorization()).toBeUndefined();
    expect(idle.statusCode).toBe(401);
  });

  it('is cleared after SESSION_MAX_HOURS however active it was', async () => {
    let { cookie } = await signIn(app, 'demo-admin');
    const started = clock;
    while (clock - started < 8 * 60 * MINUTE - 25 * MINUTE) {
      clock += 25 * MINUTE;
      const res = await userInformation(app, cookie);
      expect(res.json()).toMatchObject({ username: 'demo-admin' });
      cookie = sessionValue(res)!;
    }
    clock += 26 * MINUTE;
    const res = await userInformation(app, cookie);
    expect(sessionValue(res)).toBe('');
    expect(res.statusCode).toBe(401);
  });
});

describe('two-factor sign-in', () => {
  it('keeps the pending token in the session until the code, then signs in', async () => {
    const { res, cookie } = await signIn(app, 'demo-2fa');
    expect(res.json()).toMatchObject({ user: null, two_factor_needed: true });
    expect(res.json()).not.toHaveProperty('token');

    const pending = await userInformation(app, cookie);
    expect(pending.statusCode).toBe(403);
    expect(pending.json()).toMatchObject({ code: '2FA_NEEDED' });

    const code = generate({ secret: 'JBSWY3DPEHPK3PXP', epoch: Math.floor(Date.now() / 1000), guardrails });
    const verified = await app.inject({
      method: 'POST',
      url: '/account/api/auth/verify-2fa',
      headers: withSession(sessionValue(pending) ?? cookie, STATE_HEADERS),
      payload: { token: await code },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).not.toHaveProperty('token');
    const signedIn = sessionValue(verified)!;
    expect(signedIn).toBeTruthy();
    expect(verified.headers['set-cookie']).toEqual(sessionSetCookie(verified));

    const me = await userInformation(app, signedIn);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ username: 'demo-2fa' });
  });
});

describe('the session in the page', () => {
  const dist = mkdtempSync(join(tmpdir(), 'bff-session-page-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  const PAGE = { accept: 'text/html' };
  let served: FastifyInstance;
  beforeAll(async () => {
    served = await buildTestApp({ platformApiUrl: relay.url, webDist: dist });
  });
  const embedded = (html: string): unknown => {
    const text = /<script type="application\/json" id="session-user">(.*?)<\/script>/.exec(html)?.[1];
    return text === undefined ? undefined : JSON.parse(text);
  };

  it('carries the signed-in user as GET /user/information gives it, and stays out of shared caches', async () => {
    const { cookie } = await signIn(served, 'demo-member');
    const res = await served.inject({ url: '/account/wallets/my-wallets', headers: withSession(cookie, PAGE) });
    expect(res.statusCode).toBe(200);
    expect(embedded(res.body)).toEqual((await userInformation(served, cookie)).json());
    expect(embedded(res.body)).toMatchObject({ username: 'demo-member' });
    expect(res.body).not.toMatch(/token/i);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.vary).toMatch(/cookie/i);
  });

  it('carries nobody without a session cookie', async () => {
    const res = await served.inject({ url: '/account/login', headers: PAGE });
    expect(embedded(res.body)).toBeNull();
  });

  it('carries nothing when the session gives no user (2FA step, unknown cookie), and the app asks', async () => {
    const { cookie } = await signIn(served, 'demo-2fa');
    const waiting = await served.inject({ url: '/account/login', headers: withSession(cookie, PAGE) });
    expect(waiting.statusCode).toBe(200);
    expect(embedded(waiting.body)).toBeUndefined();

    const unknown = await served.inject({ url: '/account/dashboard', headers: withSession('forged', PAGE) });
    expect(unknown.statusCode).toBe(200);
    expect(embedded(unknown.body)).toBeUndefined();
  });
});

describe('logout', () => {
  it('ends the platform session with the refresh cookie and clears the BFF cookie', async () => {
    const { cookie } = await signIn(app, 'demo-admin');
    const res = await app.inject({ method: 'GET', url: '/account/api/auth/logout', headers: withSession(cookie) });
    expect(res.statusCode).toBe(200);
    expect(sessionValue(res)).toBe('');
    const logout = relay.requests.at(-1)!;
    expect(logout.path).toBe('/auth/logout');
    expect(logout.authorization).toBeUndefined();
    expect(logout.cookie).toMatch(/^refresh_token=[^;]+$/);
  });

  it('clears the cookie even when the platform is down', async () => {
    const { cookie } = await signIn(app, 'demo-admin');
    await platform.stop();
    const res = await app.inject({ method: 'GET', url: '/account/api/auth/logout', headers: withSession(cookie) });
    expect(res.statusCode).toBe(502);
    expect(sessionValue(res)).toBe('');
  });
});
