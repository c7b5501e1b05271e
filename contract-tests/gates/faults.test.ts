/**
 * Platform faults, as the browser lives them through the BFF, on servers of this file's own (it kills
 * and slows them):
 *   - the platform killed (SIGKILL) under a load of concurrent calls: every call is answered (none
 *     hangs), with 200 or a 502 error body, and only 502 once it is down; restarted on the same port,
 *     the BFF serves again without a restart of its own, with the same session;
 *   - a platform slower than PLATFORM_TIMEOUT_MS: the slow call answers 504 with the error body, and
 *     calls meanwhile are not held up behind it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBff, startPlatform, type Service } from '../../scripts/lib/processes.ts';
import { closeAgents, type HttpAnswer } from '../lib/http-client.ts';
import { signIn, type BrowserClient } from './support.ts';

// Longer than any answer of a healthy loopback platform, so a 504 means the stand-in held the call.
const PLATFORM_TIMEOUT_MS = 3_000;
// A call that gets no answer in this long hangs: the client gives up and the test fails.
const CLIENT_DEADLINE_MS = 20_000;
const WORKERS = 24;

const dataDir = mkdtempSync(join(tmpdir(), 'gates-faults-'));
const databaseUrl = join(dataDir, 'platform.sqlite');
const services: Service[] = [];
let platform: Service;
let bff: Service;

interface Outcome {
  status: number | 'no answer';
  text: string;
  /** Whether the call was sent after the platform process had exited. */
  afterDeath: boolean;
}

function errorBody(answer: HttpAnswer): { message?: unknown; code?: unknown } {
  try {
    return JSON.parse(answer.text) as { message?: unknown; code?: unknown };
  } catch {
    return {};
  }
}

async function withDeadline(call: Promise<HttpAnswer>): Promise<HttpAnswer | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), CLIENT_DEADLINE_MS);
  });
  try {
    return await Promise.race([call.catch(() => undefined), deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/** A loopback stand-in for the platform: relays every call, except that it holds those under `slowPath`. */
async function startSlowStandIn(target: string, slowPath: string) {
  const upstream = new URL(target);
  const held: ServerResponse[] = [];
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if ((req.url ?? '').startsWith(slowPath)) {
      held.push(res);
      req.resume();
      return;
    }
    const forward = request(
      { host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    held,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe('platform faults through the BFF', () => {
  beforeAll(async () => {
    platform = await startPlatform({
      databaseUrl,
      env: { LOG_LEVEL: 'warn', MAIL_OUTBOX_DIR: join(dataDir, 'outbox') },
    });
    services.push(platform);
    bff = await startBff({ platformUrl: platform.url, env: { NODE_ENV: 'test', LOG_LEVEL: 'fatal' } });
    services.push(bff);
  });

  afterAll(async () => {
    closeAgents();
    for (const service of services.reverse()) await service.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers every call when the platform is killed under load (502 once down), and recovers when it restarts', async () => {
    const { client: member } = await signIn(bff.url, 'member');
    const outcomes: Outcome[] = [];
    let dead = false;
    let stop = false;
    let answered = 0;
    const worker = async (): Promise<void> => {
      while (!stop) {
        const afterDeath = dead;
        const answer = await withDeadline(member.call({ method: 'GET', path: '/user/information' }));
        outcomes.push(
          answer
            ? { status: answer.status, text: answer.text, afterDeath }
            : { status: 'no answer', text: '', afterDeath },
        );
        answered += 1;
      }
    };
    const until = async (condition: () => boolean): Promise<void> => {
      while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
    };
    const load = Array.from({ length: WORKERS }, worker);

    await until(() => answered >= WORKERS * 4);
    const exited = new Promise<void>((resolve) => platform.child.once('exit', () => resolve()));
    process.kill(-platform.child.pid!, 'SIGKILL');
    await exited;
    dead = true;
    const atDeath = answered;
    await until(() => answered >= atDeath + WORKERS * 4);
    stop = true;
    await Promise.all(load);

    const hung = outcomes.filter((o) => o.status === 'no answer');
    expect(hung.length, `${hung.length} calls got no answer within ${CLIENT_DEADLINE_MS} ms`).toBe(0);
    const statuses = new Set(outcomes.map((o) => o.status));
    expect(
      [...statuses].every((s) => s === 200 || s === 502),
      `statuses: ${[...statuses].join(', ')}`,
    ).toBe(true);
    expect(
      outcomes.some((o) => o.status === 200),
      'no call succeeded before the kill',
    ).toBe(true);
    const afterDeath = outcomes.filter((o) => o.afterDeath);
    expect(afterDeath.length).toBeGreaterThan(0);
    for (const outcome of afterDeath) {
      expect(outcome.status, outcome.text).toBe(502);
      const body = JSON.parse(outcome.text) as { message?: unknown; code?: unknown };
      expect(body.message, outcome.text).toEqual(expect.any(String));
      expect(body.code, outcome.text).toBe('UPSTREAM_UNAVAILABLE');
    }
    console.log(
      `SIGKILL under load: ${outcomes.length} calls, ${outcomes.filter((o) => o.status === 200).length} × 200, ` +
        `${outcomes.filter((o) => o.status === 502).length} × 502 (${afterDeath.length} sent after the exit)`,
    );

    services.splice(services.indexOf(platform), 1);
    platform = await startPlatform({
      port: platform.port,
      databaseUrl,
      env: { LOG_LEVEL: 'warn', MAIL_OUTBOX_DIR: join(dataDir, 'outbox') },
    });
    services.push(platform);
    const again = await Promise.all(
      Array.from({ length: WORKERS }, () => member.call({ method: 'GET', path: '/user/information' })),
    );
    for (const answer of again) expect(answer.status, `after the restart: ${answer.text}`).toBe(200);
    expect((JSON.parse(again[0]!.text) as { username?: string }).username).toBe('demo-member');
  });

  it('answers 504 when the platform is slower than PLATFORM_TIMEOUT_MS, without holding other calls up', async () => {
    const standIn = await startSlowStandIn(platform.url, '/configuration/swap');
    let slowBff: Service | undefined;
    try {
      slowBff = await startBff({
        platformUrl: standIn.url,
        env: { NODE_ENV: 'test', LOG_LEVEL: 'fatal', PLATFORM_TIMEOUT_MS: String(PLATFORM_TIMEOUT_MS) },
      });
      const { client: member }: { client: BrowserClient } = await signIn(slowBff.url, 'member');
      let slowSettled = false;
      const slow = Promise.all(
        Array.from({ length: 4 }, () => withDeadline(member.call({ method: 'GET', path: '/configuration/swap' }))),
      ).finally(() => {
        slowSettled = true;
      });
      while (standIn.held.length < 4) await new Promise((resolve) => setTimeout(resolve, 10));

      const fast = await Promise.all(
        Array.from({ length: 20 }, () => member.call({ method: 'GET', path: '/user/information' })),
      );
      for (const answer of fast) expect(answer.status, answer.text).toBe(200);
      expect(slowSettled, 'the slow calls ended before the others were served').toBe(false);

      for (const answer of await slow) {
        expect(answer, 'a slow call got no answer at all').toBeDefined();
        expect(answer!.status, answer!.text).toBe(504);
        expect(errorBody(answer!).message).toEqual(expect.any(String));
        expect(errorBody(answer!).code).toBe('UPSTREAM_TIMEOUT');
      }
    } finally {
      await slowBff?.stop();
      await standIn.close();
    }
  });
});
