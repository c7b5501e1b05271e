/**
 * What the BFF costs on the way upstream: one authenticated GET, by wrk at fixed concurrency, four ways —
 * straight to the upstream, through the BFF, through nginx, through a bare undici proxy. Legs are
 * interleaved and each runs twice, so a neighbour's load on the machine weighs on all of them alike.
 *
 * Twice: against a stub answering the contract's example from memory (stub-upstream.ts), which is never
 * the bottleneck, so the ratios are the BFF's own and the budget applies there; then against the real
 * platform, which caps every proxy leg at its own rate (for the record, no budget).
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDebianPackages } from '../lib/debian.ts';
import { freePort, repoRoot, spawnService, type Service } from '../lib/processes.ts';
import { NGINX_PATH, startNginx } from './nginx.ts';
import { fixed, formatTables, type Figure } from './report.ts';
import { bffSessionCookie, platformToken, startBenchBff, startBenchPlatform, stopAll } from './servers.ts';
import { runWrk, WRK_PATH, type WrkOptions, type WrkResult } from './wrk.ts';

const PATH = '/user/information';
const ROUNDS = 2;
const SECONDS = 5;
const STUB_BENCH = 'BFF overhead (stub upstream)';
const PLATFORM_BENCH = 'BFF overhead (platform upstream)';

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

async function measure(leg: Leg, seconds: number, strict = true): Promise<Measured> {
  const results: WrkResult[] = await Promise.all(leg.runs.map((run) => runWrk({ ...run, seconds })));
  const errors = results.reduce((sum, r) => sum + r.errors, 0);
  if (errors > 0 && strict)
    throw new Error(
      `${leg.name}: ${errors} requests failed under load (${results.map((r) => r.errorLines).join('; ')})`,
    );
  return {
    requestsPerSecond: results.reduce((sum, r) => sum + r.requestsPerSecond, 0),
    p50Ms: Math.max(...results.map((r) => r.p50Ms)),
    p99Ms: Math.max(...results.map((r) => r.p99Ms)),
  };
}

/** Warms every leg up, then runs them ROUNDS times in turn; each leg's figures are the mean of its rounds. */
async function interleaved(legs: Leg[]): Promise<Map<string, Measured>> {
  // A warm-up measures nothing: a straggler while connections and code warm up is not a failure.
  for (const leg of legs) await measure(leg, 1, false);
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

function startStubUpstream(port: number): Promise<Service> {
  return spawnService({
    name: 'stub upstream',
    command: process.execPath,
    args: [join(repoRoot, 'scripts', 'bench', 'stub-upstream.ts')],
    port,
    readyPath: '/healthz',
    env: { PORT: String(port) },
  });
}

function legFigures(bench: string, results: Map<string, Measured>): Figure[] {
  return [...results].flatMap(([name, m]) => [
    { bench, name: `${name}: requests/s`, value: fixed(m.requestsPerSecond, 0) },
    { bench, name: `${name}: p50 / p99 ms`, value: `${fixed(m.p50Ms)} / ${fixed(m.p99Ms)}` },
  ]);
}

interface Upstream {
  bench: string;
  service: Service;
  /** What a direct call carries (the platform's bearer token). */
  headers: Record<string, string>;
  /** Whether the budget applies to this run. */
  budgeted: boolean;
}

/** The four legs, then the scale-out, in front of one upstream. */
async function overheadAgainst(upstream: Upstream): Promise<Figure[]> {
  const { bench, service: target, headers: bearer } = upstream;
  const services: Service[] = [];
  try {
    const bff = await startBenchBff(target.url);
    services.push(bff);
    const nginx = await startNginx({ upstream: target.url, workers: 1 });
    services.push(nginx);
    const bare = await startBareProxy(target.url, await freePort());
    services.push(bare);

    const browser = { Cookie: await bffSessionCookie(bff), 'X-CSRF': '1' };
    const single = await interleaved([
      { name: 'upstream direct', runs: [{ url: target.url + PATH, headers: bearer }] },
      { name: 'BFF', runs: [{ url: `${bff.url}/account/api${PATH}`, headers: browser }] },
      { name: 'nginx (1 worker)', runs: [{ url: nginx.url + PATH, headers: bearer }] },
      { name: 'bare proxy', runs: [{ url: bare.url + PATH, headers: bearer }] },
    ]);
    await stopAll([nginx, bare]);
    services.splice(services.indexOf(nginx), 2);

    // Scale-out, for the record: two BFF processes (one wrk each, half the connections) against nginx's two workers.
    const secondBff = await startBenchBff(target.url);
    services.push(secondBff);
    const nginx2 = await startNginx({ upstream: target.url, workers: 2 });
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
    const budget = (text: string, over: boolean): Partial<Figure> => (upstream.budgeted ? { budget: text, over } : {});
    return [
      ...legFigures(bench, single),
      { bench, name: 'BFF/bare proxy throughput', value: `${fixed(vsBare)}x`, ...budget('>= 0.85x', vsBare < 0.85) },
      { bench, name: 'BFF/nginx throughput', value: `${fixed(vsNginx)}x`, ...budget('>= 0.40x', vsNginx < 0.4) },
      { bench, name: 'BFF/nginx p99', value: `${fixed(p99)}x`, ...budget('<= 2.00x', p99 > 2) },
      ...legFigures(bench, scaled),
    ];
  } finally {
    await stopAll(services);
  }
}

export async function bffOverhead(): Promise<Figure[]> {
  const figures: Figure[] = [];
  const stub = await startStubUpstream(await freePort());
  try {
    figures.push(...(await overheadAgainst({ bench: STUB_BENCH, service: stub, headers: {}, budgeted: true })));
  } finally {
    await stub.stop();
  }
  // Tokens must outlive the run: a refresh mid-leg would be measured as BFF cost.
  const platform = await startBenchPlatform(3_600);
  try {
    const headers = { Authorization: `Bearer ${await platformToken(platform)}` };
    figures.push(...(await overheadAgainst({ bench: PLATFORM_BENCH, service: platform, headers, budgeted: false })));
  } finally {
    await platform.stop();
  }
  return figures;
}

// `node scripts/bench/bff-overhead.ts`: this benchmark alone, printed as `npm run bench` prints it.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  ensureDebianPackages({ nginx: NGINX_PATH, wrk: WRK_PATH });
  console.log(`\n${formatTables(await bffOverhead())}\n`);
}
