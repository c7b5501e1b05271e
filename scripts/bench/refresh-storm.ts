/**
 * 1,000 concurrent requests of one session whose access token has expired must cost the platform exactly
 * one refresh (single flight, product spec section 4). A relay between the BFF and the platform counts
 * the refresh calls.
 */
import { createServer, type Server } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { Pool } from 'undici';
import { freePort } from '../lib/processes.ts';
import { fixed, type Figure } from './report.ts';
import { bffSessionCookie, startBenchBff, startBenchPlatform, stopAll } from './servers.ts';

const REQUESTS = 1_000;
// The renewed token lives as long as the first one, and the replays must all be answered within its
// life: with a 1 s lifetime, the 2,000 platform calls of the storm (about 4 s on two busy cores) outlast
// it and most replays get a second 401, which the BFF rightly does not renew again.
const TOKEN_TTL_SECONDS = 10;
const BENCH = 'Refresh storm';

async function countingRelay(
  upstream: string,
): Promise<{ url: string; refreshes: () => number; close: () => Promise<void> }> {
  const pool = new Pool(upstream, { connections: 256 });
  let refreshes = 0;
  const server: Server = createServer((req, res) => {
    if (req.url?.startsWith('/auth/refresh-token')) refreshes++;
    const { host: _host, connection: _connection, ...headers } = req.headers;
    pool
      .request({ method: req.method as 'GET', path: req.url!, headers, body: req.method === 'GET' ? null : req })
      .then(({ statusCode, headers: answerHeaders, body }) => {
        const { connection: _c, 'keep-alive': _k, 'transfer-encoding': _t, ...kept } = answerHeaders;
        res.writeHead(statusCode, kept);
        body.pipe(res);
      })
      .catch(() => res.writeHead(502).end());
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    refreshes: () => refreshes,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await pool.close();
    },
  };
}

export async function refreshStorm(): Promise<Figure[]> {
  const platform = await startBenchPlatform(TOKEN_TTL_SECONDS);
  const relay = await countingRelay(platform.url);
  const bff = await startBenchBff(relay.url).catch(async (error: unknown) => {
    await relay.close();
    await platform.stop();
    throw error;
  });
  const client = new Pool(bff.url, { connections: REQUESTS });
  try {
    const cookie = await bffSessionCookie(bff);
    // Past the token's lifetime, with a margin for its whole-second expiry.
    await sleep(TOKEN_TTL_SECONDS * 1_000 + 1_000);
    const before = relay.refreshes();
    const started = performance.now();
    const statuses = await Promise.all(
      Array.from({ length: REQUESTS }, async () => {
        const answer = await client.request({
          method: 'GET',
          path: '/account/api/user/information',
          headers: { cookie, 'x-csrf': '1' },
        });
        await answer.body.dump();
        return answer.statusCode;
      }),
    );
    const wallMs = performance.now() - started;
    const refreshes = relay.refreshes() - before;
    const ok = statuses.filter((s) => s === 200).length;
    const byStatus = Object.entries(Object.groupBy(statuses, String))
      .map(([status, list]) => `${list!.length}x ${status}`)
      .join(', ');
    return [
      { bench: BENCH, name: 'upstream refresh calls', value: String(refreshes), budget: '= 1', over: refreshes !== 1 },
      {
        bench: BENCH,
        name: 'answered 200',
        value: ok === REQUESTS ? `${ok}/${REQUESTS}` : byStatus,
        budget: `= ${REQUESTS}`,
        over: ok !== REQUESTS,
      },
      { bench: BENCH, name: 'wall time ms', value: fixed(wallMs, 0) },
    ];
  } finally {
    await client.close();
    await bff.stop();
    await relay.close();
    await stopAll([platform]);
  }
}
