/**
 * One call followed across both services: the request id the BFF logs and forwards is the one the
 * platform logs for the call it receives.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlatform, type Service } from '../../scripts/lib/processes.ts';
import { API_HEADERS, buildTestApp, capturedLogs } from './helpers/app.ts';

let platform: Service;
let app: FastifyInstance;
const { lines, logStream } = capturedLogs();

beforeAll(async () => {
  platform = await startPlatform({ env: { LOG_LEVEL: 'info', DEMO: '1' } });
  app = await buildTestApp({ platformApiUrl: platform.url, logLevel: 'info' }, { logStream });
});
afterAll(async () => {
  await platform?.stop();
});

/** The platform's JSON log lines of one request id. */
function platformLines(id: string): Record<string, unknown>[] {
  return platform
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => line.reqId === id);
}

describe('a request id across the BFF and the platform', () => {
  it("is the BFF's own when the browser sends none, and the platform logs the call under it", async () => {
    const res = await app.inject({ url: '/account/api/assets', headers: API_HEADERS });
    const id = String(res.headers['x-request-id']);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines.filter((line) => line.reqId === id).map((line) => line.msg)).toContain('request completed');
    await expect
      .poll(() => platformLines(id).map((line) => line.msg))
      .toEqual(['incoming request', 'request completed']);
    expect(platformLines(id)[0]).toMatchObject({ req: { method: 'GET', url: '/assets' } });
  });

  it("keeps the caller's sane id through both", async () => {
    await app.inject({ url: '/account/api/assets', headers: { ...API_HEADERS, 'x-request-id': 'trace-7f3a' } });
    expect(lines.some((line) => line.reqId === 'trace-7f3a')).toBe(true);
    await expect.poll(() => platformLines('trace-7f3a').length).toBe(2);
  });
});
