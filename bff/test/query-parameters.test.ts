/**
 * Only what the contract declares reaches the platform: an undeclared query parameter, or a single-valued
 * one given twice, is a 400 naming it; the declared ones are sent rebuilt from their validated values; and
 * paths that try to slip past the router (encoded slashes, double encoding, dot segments, `;`, `#`) never
 * reach the platform either.
 */
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { beforeEach, describe, expect, it } from 'vitest';
import { API_HEADERS, buildTestApp } from './helpers/app.ts';
import { json, startUpstreamDouble } from './helpers/upstream-double.ts';

const upstream = await startUpstreamDouble();
const app = await buildTestApp({ platformApiUrl: upstream.url });

beforeEach(() => {
  upstream.received.length = 0;
  upstream.answer((_request, response) => json(response, 200, []));
});

describe('query parameters', () => {
  it.each([
    ['/account/api/notification?x=1', 'x'],
    // The member's list declares neither: they belong to the administrators' list of withdrawals.
    ['/account/api/wallets/withdrawals?q=alice', 'q'],
    ['/account/api/wallets/withdrawals?page=1&user=KNT-100001', 'user'],
    ['/account/api/user/information?__proto__=1', '__proto__'],
  ])('%s: an undeclared parameter is a 400 naming it, and nothing is sent', async (url, name) => {
    const res = await app.inject({ url, headers: API_HEADERS });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION',
      message: expect.stringContaining(`querystring/${name}`),
      details: [{ field: `querystring/${name}`, message: expect.any(String) }],
    });
    expect(upstream.received).toHaveLength(0);
  });

  it.each([
    ['/account/api/wallets/withdrawals?status=pending&status=sent', 'status'],
    ['/account/api/wallets/withdrawals?page=1&page=1', 'page'],
    ['/account/api/transactions?type=swap&t%79pe=fee', 'type'],
  ])('%s: a single-valued parameter given twice is a 400 naming it', async (url, name) => {
    const res = await app.inject({ url, headers: API_HEADERS });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(`querystring/${name}`);
    expect(upstream.received).toHaveLength(0);
  });

  it('sends the declared parameters rebuilt from their validated values, in the order they came', async () => {
    await app.inject({ url: '/account/api/wallets/withdrawals?status=pending&&page=02&', headers: API_HEADERS });
    expect(upstream.received.map((request) => request.url)).toEqual(['/wallets/withdrawals?status=pending&page=2']);
  });

  it('sends no query at all for a call without one', async () => {
    await app.inject({ url: '/account/api/notification?', headers: API_HEADERS });
    expect(upstream.received.map((request) => request.url)).toEqual(['/notification']);
  });
});

/** The exact bytes of a request line, past any client's normalisation; the status line of the answer. */
async function rawStatus(target: string): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' }).catch(() => undefined);
  const { port } = app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nX-CSRF: 1\r\nConnection: close\r\n\r\n`);
    });
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
    socket.on('end', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0)));
    socket.on('error', reject);
  });
}

describe('paths under /account/api/ that try to slip past the router', () => {
  it.each([
    '/account/api/notification%2F2',
    '/account/api/admin%2Faccounting',
    '/account/api/transactions/%252e%252e%252fadmin%252faccounting',
    '/account/api/%2e%2e/account/api/user/information',
    '/account/api/wallets/../admin/accounting',
    '/account/api/wallets/./withdrawals/../../admin/accounting',
    '/account/api/user/information;admin=1',
    '/account/api/admin/accounting;/../../user/information',
    '/account/api/user/information#fragment',
    '/account/api/user/information%23fragment',
  ])('%s is a 400 or 404 and reaches nothing upstream', async (target) => {
    const status = await rawStatus(target);
    expect([400, 404]).toContain(status);
    expect(upstream.received).toHaveLength(0);
  });
});
