/**
 * Where the session cookie may ride: it is renewed (re-sealed) only on API and page answers, never on an
 * asset a shared cache may keep, and any answer that sets a cookie is `private, no-store`. A refresh's
 * result serves only the cookie it was made for, for a few seconds.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { RESULT_KEPT_MS } from '../src/plugins/token-renewal.ts';
import { API_HEADERS, buildTestApp } from './helpers/app.ts';
import { sessionSetCookie, sessionValue, signIn, userInformation, withSession } from './helpers/session.ts';
import { startStubPlatform } from './helpers/stub-platform.ts';

const MINUTE = 60_000;
const dist = mkdtempSync(join(tmpdir(), 'bff-session-cookie-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
writeFileSync(join(dist, 'assets', 'chunk-abc123.js'), 'export {};');
writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const platform = await startStubPlatform();
let clock = Date.now();
const app = await buildTestApp({ webDist: dist, platformApiUrl: platform.url }, { now: () => clock });
const page = { accept: 'text/html,*/*;q=0.8' };

describe('renewal of an idle session', () => {
  it('never rides on an asset, a file of the build or a probe, only on API and page answers', async () => {
    const { cookie } = await signIn(app, 'demo-member');
    clock += 2 * MINUTE;

    for (const url of ['/account/assets/chunk-abc123.js', '/account/favicon.svg', '/healthz']) {
      const res = await app.inject({ url, headers: withSession(cookie, { accept: '*/*' }) });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['set-cookie'], url).toBeUndefined();
    }
    const asset = await app.inject({ url: '/account/assets/chunk-abc123.js', headers: withSession(cookie) });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const api = await userInformation(app, cookie);
    expect(api.statusCode).toBe(200);
    expect(sessionValue(api)).toBeTruthy();
    expect(api.headers['cache-control']).toBe('private, no-store');

    const html = await app.inject({ url: '/account/wallets/my-wallets', headers: withSession(cookie, page) });
    expect(html.statusCode).toBe(200);
    expect(sessionValue(html)).toBeTruthy();
    expect(html.headers['cache-control']).toBe('private, no-store');
  });

  it('an expired session is not cleared on an asset either, only on the next API or page answer', async () => {
    const { cookie } = await signIn(app, 'demo-member');
    clock += 31 * MINUTE;
    const asset = await app.inject({ url: '/account/assets/chunk-abc123.js', headers: withSession(cookie) });
    expect(asset.headers['set-cookie']).toBeUndefined();
    const api = await userInformation(app, cookie);
    expect(api.statusCode).toBe(401);
    expect(sessionValue(api)).toBe('');
    expect(api.headers['cache-control']).toBe('private, no-store');
  });

  it('a sign-in answer, which sets the cookie, is private, no-store', async () => {
    const { res } = await signIn(app, 'demo-member');
    expect(sessionSetCookie(res)).toBeTruthy();
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('a page without a session sets no cookie and stays private, no-cache', async () => {
    const html = await app.inject({ url: '/account/login', headers: page });
    expect(html.headers['set-cookie']).toBeUndefined();
    expect(html.headers['cache-control']).toBe('private, no-cache');
  });
});

describe('the result of a refresh', () => {
  it('serves the calls of the cookie it was made for, for a few seconds, and no other cookie', async () => {
    const { cookie } = await signIn(app, 'demo-member');
    // The same session re-sealed (idle renewal): same refresh token, another cookie.
    clock += 2 * MINUTE;
    const resealed = sessionValue(await userInformation(app, cookie))!;
    expect(resealed).not.toBe(cookie);

    platform.access = 'rotated-elsewhere';
    const before = platform.refreshes();
    const first = await Promise.all([userInformation(app, cookie), userInformation(app, cookie)]);
    expect(first.map((res) => res.statusCode)).toEqual([200, 200]);
    expect(platform.refreshes()).toBe(before + 1);

    // The access token has moved on again; the same cookie within the window reuses the result...
    platform.access = 'rotated-again';
    await userInformation(app, cookie);
    expect(platform.refreshes()).toBe(before + 1);
    // ...another cookie of the same refresh token does not.
    await userInformation(app, resealed);
    expect(platform.refreshes()).toBe(before + 2);

    expect(RESULT_KEPT_MS).toBeLessThanOrEqual(10_000);
    await sleep(RESULT_KEPT_MS + 200);
    platform.access = 'rotated-once-more';
    await userInformation(app, cookie);
    expect(platform.refreshes()).toBe(before + 3);
  });
});

// Keeps API_HEADERS in use for readers who copy a call from here.
void API_HEADERS;
