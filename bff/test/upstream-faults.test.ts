/**
 * When the platform is down, slow, or answers off-contract. The real platform cannot be made to do any
 * of this on demand, so a throwaway upstream stands in for it.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/lib/processes.ts';
import { API_HEADERS, buildTestApp, capturedLogs } from './helpers/app.ts';
import { json, startUpstreamDouble } from './helpers/upstream-double.ts';

describe('platform down', () => {
  it('answers 502 UPSTREAM_UNAVAILABLE quickly', async () => {
    const app = await buildTestApp({ platformApiUrl: `http://127.0.0.1:${await freePort()}` });
    const started = performance.now();
    const res = await app.inject({ method: 'GET', url: '/account/api/notification', headers: API_HEADERS });
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      message: 'The platform is unreachable. Please try again in a moment.',
      code: 'UPSTREAM_UNAVAILABLE',
    });
  });
});

describe('platform slow', () => {
  it('answers 504 after the configured timeout while a concurrent fast request completes', async () => {
    // The slow call reaching the platform is what the fast one is sent after; its answer waits for the test.
    const slowArrived = Promise.withResolvers<void>();
    const answerSlow = Promise.withResolvers<void>();
    const upstream = await startUpstreamDouble(async (request, response) => {
      if (request.url === '/user/information') {
        slowArrived.resolve();
        await answerSlow.promise;
      }
      if (!response.destroyed) json(response, 200, []);
    });
    const app = await buildTestApp({ platformApiUrl: upstream.url, platformTimeoutMs: 600 });

    try {
      let slowAnswered = false;
      const slow = app
        .inject({ method: 'GET', url: '/account/api/user/information', headers: API_HEADERS })
        .then((res) => {
          slowAnswered = true;
          return res;
        });
      await slowArrived.promise;
      const fast = await app.inject({ method: 'GET', url: '/account/api/notification', headers: API_HEADERS });
      expect(fast.statusCode).toBe(200);
      // Ordering, not timing: the fast call was answered while the slow one still waited.
      expect(slowAnswered).toBe(false);
      expect(upstream.received.map((request) => request.url)).toEqual(['/user/information', '/notification']);

      // The upstream has not answered yet, and will not before the test lets it: a 504 can only be the BFF's own.
      const res = await slow;
      expect(res.statusCode).toBe(504);
      expect(res.json()).toEqual({ message: 'The platform took too long to answer.', code: 'UPSTREAM_TIMEOUT' });
    } finally {
      answerSlow.resolve();
    }
  });
});

describe('how an answer arrives', () => {
  it('reads an answer sent in pieces whole, a character split between two of them and a byte order mark included', async () => {
    const notifications = [{ id: '2', title: 'Retrait approuvé — 5 €', is_seen: false }];
    const bytes = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(JSON.stringify(notifications))]);
    const split = bytes.indexOf(Buffer.from('é')) + 1;
    const upstream = await startUpstreamDouble(async (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      for (const piece of [bytes.subarray(0, 2), bytes.subarray(2, split), bytes.subarray(split)]) {
        response.write(piece);
        await sleep(20);
      }
      response.end();
    });
    const app = await buildTestApp({ platformApiUrl: upstream.url, validateResponses: false });
    const res = await app.inject({ method: 'GET', url: '/account/api/notification', headers: API_HEADERS });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(notifications);
  });

  it('answers 504 at the deadline to an answer that trickles in, though it never pauses that long', async () => {
    const upstream = await startUpstreamDouble(async (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      response.write('[');
      // Well within the body timeout each time, far beyond the deadline in all.
      for (let i = 0; i < 40 && !response.destroyed; i++) {
        response.write(' ');
        await sleep(100);
      }
      if (!response.destroyed) response.end(']');
    });
    const app = await buildTestApp({ platformApiUrl: upstream.url, platformTimeoutMs: 600 });
    const started = performance.now();
    const res = await app.inject({ method: 'GET', url: '/account/api/notification', headers: API_HEADERS });
    expect(res.statusCode).toBe(504);
    expect(res.json()).toEqual({ message: 'The platform took too long to answer.', code: 'UPSTREAM_TIMEOUT' });
    expect(performance.now() - started).toBeLessThan(2_500);
  });

  it('answers 502 UPSTREAM_UNAVAILABLE when the platform hangs up in the middle of an answer', async () => {
    const upstream = await startUpstreamDouble(async (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': '100' });
      response.write('[{"id":"2",');
      await sleep(20);
      response.socket?.destroy();
    });
    const app = await buildTestApp({ platformApiUrl: upstream.url });
    const res = await app.inject({ method: 'GET', url: '/account/api/notification', headers: API_HEADERS });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      message: 'The platform is unreachable. Please try again in a moment.',
      code: 'UPSTREAM_UNAVAILABLE',
    });
  });
});

describe('platform answers off-contract', () => {
  it('answers 502 CONTRACT_VIOLATION in test mode and logs the operation and the errors at error level', async () => {
    const upstream = await startUpstreamDouble((_request, response) =>
      json(response, 200, [{ id: 2, title: 'Hello' }]),
    );
    const { lines, logStream } = capturedLogs();
    const app = await buildTestApp({ platformApiUrl: upstream.url, logLevel: 'warn' }, { logStream });

    const res = await app.inject({ method: 'GET', url: '/account/api/notification', headers: API_HEADERS });
    expect(res.statusCode).toBe(502);
    const body = res.json();
    expect(body).toMatchObject({ message: 'The platform answer breaks the contract', code: 'CONTRACT_VIOLATION' });
    expect(body.details).toEqual(expect.arrayContaining([{ field: 'response/0/id', message: 'must be string' }]));
    expect(body.details).toEqual(
      expect.arrayContaining([{ field: 'response/0', message: "must have required property 'description'" }]),
    );

    const logged = lines.find((line) => line.level === 50 && 'contractViolation' in line);
    expect(logged?.msg).toContain('listNotifications');
    expect(logged?.contractViolation).toMatchObject({
      operationId: 'listNotifications',
      status: 200,
      details: body.details,
    });
  });

  it('treats a status the operation does not declare as a violation', async () => {
    const upstream = await startUpstreamDouble((_request, response) =>
      json(response, 501, { message: 'Not implemented yet', code: 'NOT_IMPLEMENTED' }),
    );
    const app = await buildTestApp({ platformApiUrl: upstream.url });
    const res = await app.inject({ method: 'GET', url: '/account/api/configuration/swap', headers: API_HEADERS });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({
      code: 'CONTRACT_VIOLATION',
      details: [{ field: 'status', message: expect.stringContaining('501') }],
    });
  });

  it('outside test mode, logs the violation but passes the answer on', async () => {
    const upstream = await startUpstreamDouble((_request, response) =>
      json(response, 200, { message: 'ok', unexpected: true }),
    );
    const { lines, logStream } = capturedLogs();
    const app = await buildTestApp(
      { platformApiUrl: upstream.url, nodeEnv: 'development', logLevel: 'warn' },
      { logStream },
    );
    const res = await app.inject({ method: 'PUT', url: '/account/api/notification/2', headers: API_HEADERS });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'ok', unexpected: true });
    expect(lines.some((line) => line.level === 50 && 'contractViolation' in line)).toBe(true);
  });

  it('with VALIDATE_RESPONSES off, does not check at all', async () => {
    const upstream = await startUpstreamDouble((_request, response) => json(response, 200, [{ id: 2 }]));
    const { lines, logStream } = capturedLogs();
    const app = await buildTestApp(
      { platformApiUrl: upstream.url, validateResponses: false, logLevel: 'warn' },
      { logStream },
    );
    const res = await app.inject({ method: 'GET', url: '/account/api/notification', headers: API_HEADERS });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([{ id: 2 }]);
    expect(lines.some((line) => 'contractViolation' in line)).toBe(false);
  });

  it('answers 502 UPSTREAM_INVALID to something that is not JSON, whatever the mode', async () => {
    const upstream = await startUpstreamDouble((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<h1>Welcome to nginx</h1>');
    });
    const app = await buildTestApp({ platformApiUrl: upstream.url, validateResponses: false });
    const res = await app.inject({ method: 'GET', url: '/account/api/notification', headers: API_HEADERS });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ message: 'The platform answered something unexpected.', code: 'UPSTREAM_INVALID' });
    expect(res.body).not.toContain('nginx');
  });
});
