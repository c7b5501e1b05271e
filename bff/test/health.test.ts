/**
 * /healthz is the process; /readyz is the process and the platform behind it.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/lib/processes.ts';
import { buildTestApp } from './helpers/app.ts';
import { json, startUpstreamDouble } from './helpers/upstream-double.ts';

describe('GET /healthz', () => {
  it('answers ok even when the platform is down', async () => {
    const app = await buildTestApp({ platformApiUrl: `http://127.0.0.1:${await freePort()}` });
    const res = await app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });
});

describe('GET /readyz', () => {
  it('is 503 with the reason when the platform is down', async () => {
    const app = await buildTestApp({ platformApiUrl: `http://127.0.0.1:${await freePort()}` });
    const res = await app.inject({ url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      status: 'unavailable',
      code: 'NOT_READY',
      message: expect.stringContaining('unreachable'),
    });
  });

  it('is 503 when the platform says it is not ready', async () => {
    const upstream = await startUpstreamDouble((_request, response) =>
      json(response, 503, { status: 'database unreachable' }),
    );
    const app = await buildTestApp({ platformApiUrl: upstream.url });
    const res = await app.inject({ url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toContain('503');
    expect(upstream.received[0]?.url).toBe('/readyz');
  });

  it('is 503 when the platform takes more than 2 s', async () => {
    const upstream = await startUpstreamDouble(async (_request, response) => {
      await sleep(3_000);
      if (!response.destroyed) json(response, 200, {});
    });
    const app = await buildTestApp({ platformApiUrl: upstream.url });
    const started = performance.now();
    const res = await app.inject({ url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toContain('2000 ms');
    expect(performance.now() - started).toBeLessThan(2_800);
  });
});
