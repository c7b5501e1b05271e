/**
 * Logs: one request id on every line of a request, and no credentials in them.
 */
import { describe, expect, it } from 'vitest';
import { API_HEADERS, buildTestApp, capturedLogs } from './helpers/app.ts';
import { startUpstreamDouble } from './helpers/upstream-double.ts';

const upstream = await startUpstreamDouble();
const { lines, logStream } = capturedLogs();
const app = await buildTestApp({ platformApiUrl: upstream.url, logLevel: 'info' }, { logStream });

describe('request logs', () => {
  it('carry the request id on each line of the request', async () => {
    await app.inject({ url: '/account/api/notification', headers: { ...API_HEADERS, 'x-request-id': 'trace-42' } });
    const ofRequest = lines.filter((line) => line.reqId === 'trace-42');
    expect(ofRequest.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
  });

  it('redact Authorization and Cookie headers wherever they are logged', async () => {
    const headers = { authorization: 'Bearer very-secret', cookie: 'sid=very-secret', accept: 'application/json' };
    await app.inject({ url: '/account/api/notification', headers: { ...API_HEADERS, ...headers } });
    app.log.info({ headers }, 'headers seen');
    const logged = lines.find((line) => line.msg === 'headers seen');
    expect(logged?.headers).toEqual({ authorization: '[redacted]', cookie: '[redacted]', accept: 'application/json' });
    expect(JSON.stringify(lines)).not.toContain('very-secret');
  });
});

describe('credentials in addresses', () => {
  it('a reset page load leaves no token in the log, and the rest of the address stays readable', async () => {
    const token = '3f9c2a7d1e5b48c6a0f4d2e8b7c1a9f35e6d4c2b1a0f9e8d7c6b5a4f3e2d1c0b';
    await app.inject({
      url: `/account/reset-password?lang=fr&token=${token}`,
      headers: { accept: 'text/html', 'x-request-id': 'reset-page' },
    });
    const ofRequest = lines.filter((line) => line.reqId === 'reset-page');
    expect(ofRequest.length).toBeGreaterThan(0);
    expect(JSON.stringify(lines)).not.toContain(token);
    expect(ofRequest[0]).toMatchObject({ req: { url: '/account/reset-password?lang=fr&token=[redacted]' } });
  });

  it('nor a code, a password or a token given in any query, refused calls included', async () => {
    const secrets = ['code=123456', 'password=Hunter-22', 'refresh_token=opaque-1', 'Reset%5FToken=opaque-2'];
    for (const secret of secrets) {
      await app.inject({ url: `/account/api/notification?${secret}`, headers: API_HEADERS });
      // Without X-CSRF: the refusal is logged at warn with its address.
      await app.inject({ url: `/account/api/notification?${secret}` });
    }
    const logged = JSON.stringify(lines);
    for (const value of ['123456', 'Hunter-22', 'opaque-1', 'opaque-2']) expect(logged).not.toContain(value);
    expect(logged).toContain('Missing CSRF header');
  });
});
