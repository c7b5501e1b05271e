/**
 * Security headers and cookies of the BFF (architecture: session security):
 *   - every kind of answer (pages, assets, API answers, errors, 404s) has a CSP without 'unsafe-inline'
 *     for scripts and with frame-ancestors 'none', X-Content-Type-Options nosniff and a Referrer-Policy;
 *   - the session cookie is __Host-, HttpOnly, Secure, SameSite, Path=/, without Domain;
 *   - no answer the browser gets carries a `token` field (the sign-in answers here; the fuzzer and the
 *     matrix check theirs);
 *   - for every state-changing operation of the contract, a cookie-authenticated call without X-CSRF: 1
 *     is refused with 403 and never reaches the platform.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { liveHeaders, operations } from '../lib/contract.ts';
import { closeAgents, send, type HttpAnswer } from '../lib/http-client.ts';
import { reachedUpstream } from './upstream-recorder.ts';
import {
  API_BASE,
  BrowserClient,
  expectSecureHeaders,
  SESSION_COOKIE,
  signIn,
  tokenFieldsOf,
  type Role,
} from './support.ts';

const { bffUrl, recorderUrl } = inject('gatesHarness');
const signInAnswers = new Map<Exclude<Role, 'anonymous'>, HttpAnswer>();
let admin: BrowserClient;

const get = (path: string, headers: Record<string, string> = {}): Promise<HttpAnswer> =>
  send({ method: 'GET', url: `${bffUrl}${path}`, headers });

describe('security headers and cookies of the BFF', () => {
  beforeAll(async () => {
    for (const role of ['member', 'admin'] as const) {
      const { client, answer } = await signIn(bffUrl, role);
      signInAnswers.set(role, answer);
      if (role === 'admin') admin = client;
    }
  });
  afterAll(() => closeAgents());

  it('sends them on pages, assets, API answers, errors and 404s', async () => {
    const page = await get('/account/', { accept: 'text/html' });
    expect(page.status).toBe(200);
    const asset = /(?:src|href)="(\/account\/assets\/[^"]+)"/.exec(page.text)?.[1];
    expect(asset, 'the page names no asset under /account/assets/').toBeDefined();
    const samples: Record<string, HttpAnswer> = {
      'the page': page,
      'a client-side route': await get('/account/login', { accept: 'text/html' }),
      'an asset': await get(asset!),
      'a missing asset (404)': await get('/account/assets/no-such-file.js'),
      'a path outside the app (404)': await get('/no-such-page'),
      'an API answer': await admin.call({ method: 'GET', path: '/user/information' }),
      'an undeclared API path (404)': await admin.call({ method: 'GET', path: '/no-such-operation' }),
      'an undeclared method (405)': await admin.call({ method: 'DELETE', path: '/user/information' }),
      'invalid input (400)': await admin.call({ method: 'POST', path: '/auth/sign-in', body: '{"login":""}' }),
      'malformed JSON (400)': await admin.call({ method: 'POST', path: '/auth/sign-in', body: '{' }),
      'anonymous (401)': await new BrowserClient(bffUrl).call({ method: 'GET', path: '/user/information' }),
      'a refused CSRF check (403)': await send({ method: 'GET', url: `${bffUrl}${API_BASE}/user/information` }),
      'the health check': await get('/healthz'),
    };
    for (const [where, answer] of Object.entries(samples)) expectSecureHeaders(answer, `${where} (${answer.status})`);
    expect(samples['an asset']!.status).toBe(200);
    expect(samples['a missing asset (404)']!.status).toBe(404);
    expect(samples['an undeclared method (405)']!.status).toBe(405);
  });

  it('keeps the session in a __Host- cookie: HttpOnly, Secure, SameSite, Path=/, no Domain', () => {
    for (const [role, answer] of signInAnswers) {
      const cookie = answer.setCookies.find((line) => line.startsWith(`${SESSION_COOKIE}=`));
      expect(cookie, `the ${role} sign-in set no ${SESSION_COOKIE}: ${answer.setCookies.join(' | ')}`).toBeDefined();
      const attributes = cookie!
        .split(';')
        .slice(1)
        .map((a) => a.trim().toLowerCase());
      expect(attributes, cookie).toContain('httponly');
      expect(attributes, cookie).toContain('secure');
      expect(attributes, cookie).toContain('path=/');
      expect(
        attributes.some((a) => /^samesite=(strict|lax)$/.test(a)),
        `${cookie}: SameSite must be Strict or Lax`,
      ).toBe(true);
      expect(
        attributes.some((a) => a.startsWith('domain')),
        `${cookie}: a __Host- cookie has no Domain`,
      ).toBe(false);
      // Only the BFF's own cookie reaches the browser: the platform's refresh cookie stops at the BFF.
      expect(answer.setCookies.filter((line) => !line.startsWith(`${SESSION_COOKIE}=`))).toEqual([]);
    }
  });

  it('never gives the browser a token field, not even on sign-in', () => {
    for (const [role, answer] of signInAnswers) {
      expect(answer.status).toBe(200);
      expect(tokenFieldsOf(answer), `the ${role} sign-in answer`).toEqual([]);
    }
  });

  const stateChanging = operations.filter((o) => o.method !== 'GET');

  it('finds state-changing operations in openapi.yaml', () => {
    expect(stateChanging.length).toBeGreaterThan(0);
  });

  for (const operation of stateChanging) {
    it(`refuses ${operation.operationId} without X-CSRF: 1 (403), before the platform`, async () => {
      const request = operation.exampleRequest();
      const query = request.query && Object.keys(request.query).length ? `?${new URLSearchParams(request.query)}` : '';
      for (const csrf of [undefined, '0']) {
        const requestId = randomUUID();
        const client = new BrowserClient(bffUrl);
        for (const [name, value] of admin.cookies) client.cookies.set(name, value);
        const answer = await client.call(
          {
            method: operation.method,
            path: request.path + query,
            body: request.body === undefined ? undefined : JSON.stringify(request.body),
            // The call of a page on another site: its cookies go along, the header does not; the
            // operation's own header parameters are there, so only CSRF can be what refuses it.
            headers: { ...liveHeaders(request), 'x-csrf': csrf },
          },
          requestId,
        );
        expect(answer.status, `${operation.operationId} with X-CSRF ${String(csrf)}: ${answer.text}`).toBe(403);
        expect((JSON.parse(answer.text) as { message?: unknown }).message).toEqual(expect.any(String));
        expectSecureHeaders(answer, `the CSRF refusal of ${operation.operationId}`);
        expect(await reachedUpstream(recorderUrl, requestId), `${operation.operationId} reached the platform`).toBe(
          false,
        );
      }
    });
  }

  it('lets the same call through with X-CSRF: 1 (the refusal above is the header, not the call)', async () => {
    const requestId = randomUUID();
    const answer = await admin.call({ method: 'GET', path: '/user/information' }, requestId);
    expect(answer.status).toBe(200);
    expect(await reachedUpstream(recorderUrl, requestId)).toBe(true);
  });
});
