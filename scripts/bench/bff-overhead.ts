/**
 * What the BFF costs on the way to the platform: one authenticated GET, by wrk at fixed concurrency, four
 * ways — straight to the platform, through the BFF, through nginx, through a bare undici proxy. Legs are
 * interleaved and each runs twice, so a neighbour's load on the machine weighs on all of them alike.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDebianPackages } from '../lib/debian.ts';
import { freePort, repoRoot, spawnService, type Service } from '../lib/processes.ts';
import { NGINX_PATH, startNginx } from './nginx.ts';
import { fixed, formatTable, type Figure } from './report.ts';
import { bffSessionCookie, platformToken, startBenchBff, startBenchPlatform, stopAll } from './servers.ts';
import { runWrk, WRK_PATH, type WrkOptions, type WrkResult } from './wrk.ts';

const PATH = '/user/information';
const ROUNDS = 2;
const SECONDS = 5;
const BENCH = 'BFF overhead';

interface Leg {
  name: string;
  /** One or more wrk runs at once (two BFF instances get one each); their rates add up. */
  runs: WrkOptions[];
}

interface Measured {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
}

async function measure(leg: Leg, seconds: number): Promise<Measured> {
  const results: WrkResult[] = await Promise.all(leg.runs.map((run) => runWrk({ ...run, seconds })));
  const errors = results.reduce((sum, r) => sum + r.errors, 0);
  if (errors > 0) throw new Error(`${leg.name}: ${errors} requests failed under load`);
  return {
    requestsPerSecond: results.reduce((sum, r) => sum + r.requestsPerSecond, 0),
    p50Ms: Math.max(...results.map((r) => r.p50Ms)),
    p99Ms: Math.max(...results.map((r) => r.p99Ms)),
  };
}

/** Warms every leg up, then runs them ROUNDS times in turn; each leg's figures are the mean of its rounds. */
async function interleaved(legs: Leg[]): Promise<Map<string, Measured>> {
  for (const leg of legs) await measure(leg, 1);
  const all = new Map<string, Measured[]>(legs.map((leg) => [leg.name, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const leg of legs) all.get(leg.name)!.push(await measure(leg, SECONDS));
  }
  const mean = (values: number[]): number => values.reduce((a, b) => a + b, 0) / values.length;
  return new Map(
    [...all].map(([name, runs]) => [
      name,
      {
        requestsPerSecond: mean(runs.map((r) => r.requestsPerSecond)),
        p50Ms: mean(runs.map((r) => r.p50Ms)),
        p99Ms: mean(runs.map((r) => r.p99Ms)),
      },
    ]),
  );
}

function startBareProxy(upstream: string, port: number): Promise<Service> {
  return spawnService({
    name: 'bare proxy',
    command: process.execPath,
    args: [join(repoRoot, 'scripts', 'bench', 'bare-proxy.ts')],
    port,
    readyPath: '/healthz',
    env: { PORT: String(port), UPSTREAM: upstream },
  });
}

function legFigures(results: Map<string, Measured>): Figure[] {
  return [...results].flatMap(([name, m]) => [
    { bench: BENCH, name: `${name}: requests/s`, value: fixed(m.requestsPerSecond, 0) },
    { bench: BENCH, name: `${name}: p50 / p99 ms`, value: `${fixed(m.p50Ms)} / ${fixed(m.p99Ms)}` },
  ]);
}

export async function bffOverhead(): Promise<Figure[]> {
  const services: Service[] = [];
  try {
    // Tokens must outlive the run: a refresh mid-leg would be measured as BFF cost.
    const platform = await startBenchPlatform(3_600);
    services.push(platform);
    const bff = await startBenchBff(platform.url);
    services.push(bff);
    const nginx = await startNginx({ upstream: platform.url, workers: 1 });
    services.push(nginx);
    const bare = await startBareProxy(platform.url, await freePort());
    services.push(bare);

    const bearer = { Authorization: `Bearer ${await platformToken(platform)}` };
    const browser = { Cookie: await bffSessionCookie(bff), 'X-CSRF': '1' };
    const single = await interleaved([
      { name: 'platform direct', runs: [{ url: platform.url + PATH, headers: bearer }] },
      { name: 'BFF', runs: [{ url: `${bff.url}/account/api${PATH}`, headers: browser }] },
      { name: 'nginx (1 worker)', runs: [{ url: nginx.url + PATH, headers: bearer }] },
      { name: 'bare proxy', runs: [{ url: bare.url + PATH, headers: bearer }] },
    ]);
    await stopAll([nginx, bare]);
    services.splice(services.indexOf(nginx), 2);

    // Scale-out, for the record: two BFF processes (one wrk each, half the connections) against nginx's two workers.
    const secondBff = await startBenchBff(platform.url);
    services.push(secondBff);
    const nginx2 = await startNginx({ upstream: platform.url, workers: 2 });
    services.push(nginx2);
    const secondBrowser = { Cookie: await bffSessionCookie(secondBff), 'X-CSRF': '1' };
    const scaled = await interleaved([
      {
        name: 'BFF x2 processes',
        runs: [
          { url: `${bff.url}/account/api${PATH}`, headers: browser, connections: 16, threads: 1 },
          { url: `${secondBff.url}/account/api${PATH}`, headers: secondBrowser, connections: 16, threads: 1 },
        ],
      },
      { name: 'nginx (2 workers)', runs: [{ url: nginx2.url + PATH, headers: bearer }] },
    ]);

    const b = single.get('BFF')!;
    const n = single.get('nginx (1 worker)')!;
    const p = single.get('bare proxy')!;
    const vsBare = b.requestsPerSecond / p.requestsPerSecond;
    const vsNginx = b.requestsPerSecond / n.requestsPerSecond;
    const p99 = b.p99Ms / n.p99Ms;
    return [
      ...legFigures(single),
      {
        bench: BENCH,
        name: 'BFF/bare proxy throughput',
        value: `${fixed(vsBare)}x`,
        budget: '>= 0.85x',
        over: vsBare < 0.85,
      },
      {
        bench: BENCH,
        name: 'BFF/nginx throughput',
        value: `${fixed(vsNginx)}x`,
        budget: '>= 0.40x',
        over: vsNginx < 0.4,
      },
      { bench: BENCH, name: 'BFF/nginx p99', value: `${fixed(p99)}x`, budget: '<= 2.00x', over: p99 > 2 },
      ...legFigures(scaled),
    ];
  } finally {
    await stopAll(services);
  }
}

// `node scripts/bench/bff-overhead.ts`: this benchmark alone, printed as `npm run bench` prints it.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  ensureDebianPackages({ nginx: NGINX_PATH, wrk: WRK_PATH });
  console.log(`\n${formatTable(await bffOverhead())}\n`);
}
