/**
 * What crosses to the platform and back: only allowlisted headers go up, never the browser's Cookie or
 * Authorization; the body, path and query arrive intact; the status and JSON come back, without `token`.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { API_HEADERS, buildTestApp } from './helpers/app.ts';
import { json, startUpstreamDouble } from './helpers/upstream-double.ts';

const upstream = await startUpstreamDouble();
const BFF_KEY = 'bff-key-of-this-test-0123456789abcdef';
const app = await buildTestApp({ platformApiUrl: upstream.url, bffKey: BFF_KEY });

const memberUser = {
  uid: 'KNT-100002',
  username: 'demo-member',
  user_name: 'demo-member',
  last_name: 'Member',
  first_name: 'Demo',
  email: 'demo-member@example.com',
  scopes: ['member'],
  photo: null,
  parrain: 'demo-admin',
  kyc: 'half_verified',
  haveTransactionPassword: true,
  tel: '+33612345678',
  country: 'FR',
  created_at: '2026-01-15T09:30:00Z',
  cap: '1250.00',
  cag: '48200.00',
  is_active: true,
};

beforeEach(() => {
  upstream.received.length = 0;
  upstream.answer((_request, response) => json(response, 200, []));
});

describe('the request the platform receives', () => {
  it('carries the method, the contract path and the JSON body as sent', async () => {
    upstream.answer((_request, response) => json(response, 200, { price: '149.00', status: false }));
    const setting = { price: '149.00', status: false };
    const res = await app.inject({
      method: 'PUT',
      url: '/account/api/setting/cold-wallet',
      headers: { ...API_HEADERS, 'content-type': 'application/json; charset=utf-8' },
      payload: setting,
    });
    expect(res.statusCode).toBe(200);
    const [received] = upstream.received;
    expect(received?.method).toBe('PUT');
    expect(received?.url).toBe('/setting/cold-wallet');
    expect(JSON.parse(received?.body ?? '')).toEqual(setting);
    expect(received?.headers['content-type']).toBe('application/json');
  });

  it('fills path parameters from the validated request', async () => {
    upstream.answer((_request, response) => json(response, 200, { message: 'Notification marked as seen' }));
    await app.inject({ method: 'PUT', url: '/account/api/notification/42', headers: API_HEADERS });
    expect(upstream.received[0]).toMatchObject({ method: 'PUT', url: '/notification/42', body: '' });
  });

  it('forwards only the allowlisted headers: never Cookie, Authorization or anything else the browser sent', async () => {
    await app.inject({
      method: 'GET',
      url: '/account/api/notification',
      headers: {
        ...API_HEADERS,
        cookie: 'session=browser-cookie; other=1',
        authorization: 'Bearer browser-token',
        'accept-language': 'fr-FR,fr;q=0.9',
        // Declared by the money-moving operations only: see declared-headers.test.ts.
        'idempotency-key': 'key-12345678',
        'x-request-id': 'req-abc-123',
        'x-forwarded-for': '203.0.113.7',
        'x-forwarded-host': 'evil.example',
        'x-custom': 'nope',
        'x-bff-key': 'a-guess-of-the-browser-0123456789abcdef',
        'user-agent': 'test-browser',
        origin: 'http://localhost',
        'sec-fetch-site': 'same-origin',
      },
    });
    const headers = upstream.received[0]?.headers ?? {};
    expect(headers.cookie).toBeUndefined();
    expect(headers.authorization).toBeUndefined();
    expect(headers['x-csrf']).toBeUndefined();
    expect(headers['x-custom']).toBeUndefined();
    expect(headers['x-forwarded-host']).toBeUndefined();
    expect(headers.origin).toBeUndefined();
    expect(headers['sec-fetch-site']).toBeUndefined();
    expect(headers['user-agent']).toBeUndefined();
    expect(headers['idempotency-key']).toBeUndefined();
    expect(headers).toMatchObject({
      accept: 'application/json',
      'accept-language': 'fr-FR,fr;q=0.9',
      'x-request-id': 'req-abc-123',
      // No trusted proxy in front: the chain the browser claims is dropped, its address is what counts.
      'x-forwarded-for': '127.0.0.1',
      // The BFF's own key, which makes the platform believe that address; never the browser's.
      'x-bff-key': BFF_KEY,
    });
  });

  it("sends the BFF's key with the readiness probe too: every call upstream carries it", async () => {
    await app.inject({ url: '/readyz' });
    expect(upstream.received[0]).toMatchObject({ url: '/readyz', headers: { 'x-bff-key': BFF_KEY } });
  });

  it('sends the user agent with a sign-in only, which the list of sign-ins names it by', async () => {
    upstream.answer((_request, response) =>
      json(response, 200, { user: memberUser, token: 'access-token', two_factor_needed: false }),
    );
    await app.inject({
      method: 'POST',
      url: '/account/api/auth/sign-in',
      headers: { ...API_HEADERS, 'content-type': 'application/json', 'user-agent': 'test-browser' },
      payload: { login: 'demo-member', password: 'Demo-Password-1' },
    });
    expect(upstream.received[0]?.url).toBe('/auth/sign-in');
    expect(upstream.received[0]?.headers['user-agent']).toBe('test-browser');
  });

  it('behind a trusted proxy, sends the one client address it names, never the chain', async () => {
    const proxied = await buildTestApp({ platformApiUrl: upstream.url, trustProxy: 1 });
    await proxied.inject({
      method: 'GET',
      url: '/account/api/notification',
      // The browser wrote the first entry itself; the load balancer appended the address it saw.
      headers: { ...API_HEADERS, 'x-forwarded-for': '198.51.100.9, 203.0.113.7' },
    });
    expect(upstream.received[0]?.headers['x-forwarded-for']).toBe('203.0.113.7');
  });

  it('trusts a listed proxy address and no other', async () => {
    const listed = await buildTestApp({ platformApiUrl: upstream.url, trustProxy: ['127.0.0.0/8'] });
    await listed.inject({
      method: 'GET',
      url: '/account/api/notification',
      headers: { ...API_HEADERS, 'x-forwarded-for': '198.51.100.9, 203.0.113.7' },
    });
    expect(upstream.received[0]?.headers['x-forwarded-for']).toBe('203.0.113.7');

    const other = await buildTestApp({ platformApiUrl: upstream.url, trustProxy: ['10.0.0.1'] });
    await other.inject({
      method: 'GET',
      url: '/account/api/notification',
      headers: { ...API_HEADERS, 'x-forwarded-for': '203.0.113.7' },
    });
    expect(upstream.received[1]?.headers['x-forwarded-for']).toBe('127.0.0.1');
  });

  it('gives two clients behind the proxy two different forwarded addresses', async () => {
    const proxied = await buildTestApp({ platformApiUrl: upstream.url, trustProxy: 1 });
    for (const client of ['203.0.113.7', '203.0.113.8'])
      await proxied.inject({
        method: 'GET',
        url: '/account/api/notification',
        headers: { ...API_HEADERS, 'x-forwarded-for': client },
      });
    expect(upstream.received.map((request) => request.headers['x-forwarded-for'])).toEqual([
      '203.0.113.7',
      '203.0.113.8',
    ]);
  });

  it('gives each request an id, sends it upstream and answers it to the browser', async () => {
    const res = await app.inject({ method: 'GET', url: '/account/api/notification', headers: API_HEADERS });
    const id = res.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(upstream.received[0]?.headers['x-request-id']).toBe(id);
  });

  it('replaces a request id that is not a sane token', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/account/api/notification',
      headers: { ...API_HEADERS, 'x-request-id': 'a b\u0007c' },
    });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('the answer the browser receives', () => {
  it('passes the status and JSON body on', async () => {
    const notifications = [
      {
        id: '2',
        title: 'Withdrawal approved',
        description: 'Approved.',
        is_seen: false,
        created_at: '2026-11-20T10:15:00Z',
        updated_at: '2026-11-20T10:15:00Z',
      },
    ];
    upstream.answer((_request, response) => json(response, 200, notifications));
    const res = await app.inject({ method: 'GET', url: '/account/api/notification', headers: API_HEADERS });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual(notifications);
  });

  it('passes a declared error status and body on, with Retry-After', async () => {
    upstream.answer((_request, response) =>
      json(response, 429, { message: 'Too many attempts', code: 'RATE_LIMITED' }, { 'retry-after': '900' }),
    );
    const res = await app.inject({
      method: 'POST',
      url: '/account/api/auth/sign-in',
      headers: API_HEADERS,
      payload: { login: 'a', password: 'b' },
    });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('900');
    expect(res.json()).toEqual({ message: 'Too many attempts', code: 'RATE_LIMITED' });
  });

  it('refuses an error code the operation does not declare for the status: a contract violation (502)', async () => {
    // markNotificationSeen declares NOT_FOUND, and only it, for its 404.
    upstream.answer((_request, response) => json(response, 404, { message: 'Quote not found', code: 'QUOTE_USED' }));
    const res = await app.inject({ method: 'PUT', url: '/account/api/notification/1', headers: API_HEADERS });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ code: 'CONTRACT_VIOLATION', details: [{ field: 'response/code' }] });
    upstream.answer((_request, response) =>
      json(response, 404, { message: 'Notification not found', code: 'NOT_FOUND' }),
    );
    const declared = await app.inject({ method: 'PUT', url: '/account/api/notification/1', headers: API_HEADERS });
    expect(declared.statusCode).toBe(404);
  });

  it('removes `token` from a JSON answer and keeps the rest', async () => {
    upstream.answer((_request, response) =>
      json(response, 200, { user: memberUser, token: 'eyJ.secret.jwt', two_factor_needed: false }),
    );
    const res = await app.inject({
      method: 'POST',
      url: '/account/api/auth/sign-in',
      headers: API_HEADERS,
      payload: { login: 'demo-member', password: 'x' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: memberUser, two_factor_needed: false });
    expect(res.body).not.toContain('eyJ.secret.jwt');
  });

  it('never passes the platform Set-Cookie on', async () => {
    upstream.answer((_request, response) =>
      json(response, 200, { token: 'new-access' }, { 'set-cookie': 'refresh_token=secret; HttpOnly' }),
    );
    const res = await app.inject({ method: 'POST', url: '/account/api/auth/refresh-token', headers: API_HEADERS });
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.json()).toEqual({});
  });
});
