/**
 * CSRF, both layers: the X-CSRF header on every API call, and the same-origin check on state-changing
 * calls. A refused call never reaches the platform.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers/app.ts';
import { json, startUpstreamDouble } from './helpers/upstream-double.ts';

const upstream = await startUpstreamDouble((request, response) =>
  request.method === 'PUT' ? json(response, 200, { message: 'Notification marked as seen' }) : json(response, 200, []),
);
const app = await buildTestApp({ platformApiUrl: upstream.url });

const host = 'bff.example.test';
const put = (headers: Record<string, string>) =>
  app.inject({ method: 'PUT', url: '/account/api/notification/2', headers: { host, ...headers } });

beforeEach(() => {
  upstream.received.length = 0;
});

describe('the X-CSRF header', () => {
  it.each([
    ['absent', {}],
    ['with another value', { 'x-csrf': 'yes' }],
  ])('when %s, a GET is refused with 403', async (_case, headers) => {
    const res = await app.inject({ method: 'GET', url: '/account/api/notification', headers });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Missing CSRF header', code: 'CSRF' });
    expect(upstream.received).toHaveLength(0);
  });

  it('is checked before the body, so a refused call is not even validated', async () => {
    const res = await app.inject({ method: 'POST', url: '/account/api/auth/sign-in', payload: { nonsense: true } });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('CSRF');
  });

  it('lets a GET through when present, even cross-site (reads change nothing)', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/account/api/notification',
      headers: { 'x-csrf': '1', 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(200);
    expect(upstream.received).toHaveLength(1);
  });
});

describe('the same-origin check on state-changing calls', () => {
  it.each([
    ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site same-site (a sibling subdomain)', { 'sec-fetch-site': 'same-site' }],
    ['Sec-Fetch-Site none', { 'sec-fetch-site': 'none' }],
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['the right host on another scheme', { origin: `https://${host}` }],
    ['Origin null', { origin: 'null' }],
    ['same-origin site but a foreign Origin', { 'sec-fetch-site': 'same-origin', origin: 'https://evil.example' }],
  ])('refuses a PUT with %s', async (_case, headers) => {
    const res = await put({ 'x-csrf': '1', ...headers });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'CSRF', message: expect.any(String) });
    expect(upstream.received).toHaveLength(0);
  });

  it.each([
    ['Sec-Fetch-Site same-origin and its own Origin', { 'sec-fetch-site': 'same-origin', origin: `http://${host}` }],
    ['its own Origin with an explicit default port', { origin: `http://${host}:80` }],
    ['neither header (a non-browser client)', {}],
  ])('forwards a PUT with %s', async (_case, headers) => {
    const res = await put({ 'x-csrf': '1', ...headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Notification marked as seen' });
    expect(upstream.received).toHaveLength(1);
  });

  it('never opens CORS, not even to a preflight', async () => {
    const res = await app.inject({
      method: 'OPTIONS',
      url: '/account/api/notification/2',
      headers: {
        host,
        origin: 'https://evil.example',
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'x-csrf',
      },
    });
    expect(res.statusCode).toBe(405);
    expect(Object.keys(res.headers).filter((name) => name.startsWith('access-control-'))).toEqual([]);
    expect(upstream.received).toHaveLength(0);
  });
});
