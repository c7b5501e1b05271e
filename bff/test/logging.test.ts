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
