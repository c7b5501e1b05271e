/**
 * Lighthouse's mobile performance audit of two pages, served as `npm start` serves them (platform and a
 * production BFF in front of web/dist), in Debian's Chromium. The signed-in page gets the session cookie
 * through Lighthouse's extra headers. Each page is audited RUNS times and the run with the median score
 * is reported, as Lighthouse's own guidance advises: on a busy machine one run can be off by 20 points.
 * The baseline, audited the same way in the same run, is the sign-in page written with React alone
 * (lighthouse-baseline/): what this host scores for a page with no router, messages or components, and
 * against which each page's main-thread time is given as a ratio.
 * With BENCH_LIGHTHOUSE_DIR=<dir> every run's whole report is kept there (open it in Lighthouse's viewer),
 * and BENCH_LIGHTHOUSE_RUNS=<n> changes the number of runs.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompressSync } from 'node:zlib';
import { build } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium.ts';
import { repoRoot, type Service } from '../lib/processes.ts';
import { fixed, type Figure } from './report.ts';
import { bffSessionCookie, startBenchBff, startBenchPlatform, stopAll } from './servers.ts';

const BENCH = 'Lighthouse (mobile)';
const BUDGET = 95;
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const REPORT_DIR = process.env.BENCH_LIGHTHOUSE_DIR;
// The flags the browser tests launch Chromium with, headless.
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

interface Report {
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number; details?: { items?: Record<string, unknown>[] } }>;
  /** Lighthouse's measure of the host CPU: its guidance expects 1000 and more for a desktop. */
  environment?: { benchmarkIndex?: number };
}

async function audit(url: string, headers: Record<string, string>): Promise<Report> {
  const { stdout } = await promisify(execFile)(
    join(repoRoot, 'node_modules', '.bin', 'lighthouse'),
    [
      url,
      '--output=json',
      '--output-path=stdout',
      '--only-categories=performance',
      '--form-factor=mobile',
      '--quiet',
      `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
      ...(Object.keys(headers).length ? [`--extra-headers=${JSON.stringify(headers)}`] : []),
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, maxBuffer: 64 << 20 },
  );
  if (REPORT_DIR) {
    mkdirSync(REPORT_DIR, { recursive: true });
    const name = new URL(url).pathname.replaceAll('/', '_');
    writeFileSync(join(REPORT_DIR, `${name}-${Date.now()}.json`), stdout);
  }
  return JSON.parse(stdout) as Report;
}

const scoreOf = (report: Report): number => report.categories.performance.score ?? 0;

// Lighthouse now and then fails to record the trace of a load (NO_NAVSTART) and asks to be run again.
const ATTEMPTS = 3;

/** One audit, run again when Lighthouse itself fails. */
async function auditOnce(url: string, headers: Record<string, string>): Promise<Report> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url, headers);
    } catch (error) {
      if (attempt === ATTEMPTS) throw error;
      console.error(`Lighthouse failed on ${url} (attempt ${attempt} of ${ATTEMPTS}); running it again`);
    }
  }
}

/** The median run of RUNS audits of one page. */
async function medianAudit(url: string, headers: Record<string, string>): Promise<Report> {
  const reports: Report[] = [];
  for (let run = 0; run < RUNS; run++) reports.push(await auditOnce(url, headers));
  return reports.sort((a, b) => scoreOf(a) - scoreOf(b))[Math.floor(RUNS / 2)]!;
}

const mainThreadMs = (report: Report): number => report.audits['mainthread-work-breakdown']?.numericValue ?? NaN;

function pageFigures(page: string, report: Report, baseline?: Report): Figure[] {
  const score = Math.round(scoreOf(report) * 100);
  const audit = (id: string): number => report.audits[id]?.numericValue ?? NaN;
  const ratio = baseline ? ` (${fixed(mainThreadMs(report) / mainThreadMs(baseline), 1)}x React alone)` : '';
  return [
    // The baseline is no page of the product: it has no budget.
    baseline
      ? {
          bench: BENCH,
          name: `${page}: performance`,
          value: String(score),
          budget: `>= ${BUDGET}`,
          over: score < BUDGET,
        }
      : { bench: BENCH, name: `${page}: performance`, value: String(score) },
    { bench: BENCH, name: `${page}: FCP ms`, value: fixed(audit('first-contentful-paint'), 0) },
    { bench: BENCH, name: `${page}: LCP ms`, value: fixed(audit('largest-contentful-paint'), 0) },
    { bench: BENCH, name: `${page}: TBT ms`, value: fixed(audit('total-blocking-time'), 0) },
    { bench: BENCH, name: `${page}: CLS`, value: fixed(audit('cumulative-layout-shift'), 3) },
    // The profile behind TBT: where the main thread spent its time, as Lighthouse simulates a mid-range phone.
    { bench: BENCH, name: `${page}: main thread ms`, value: `${fixed(mainThreadMs(report), 0)}${ratio}` },
    { bench: BENCH, name: `${page}: main thread ms by kind`, value: mainThread(report) },
    {
      bench: BENCH,
      name: `${page}: host CPU benchmark index`,
      value: fixed(report.environment?.benchmarkIndex ?? NaN, 0),
    },
  ];
}

/** The largest groups of Lighthouse's main-thread work breakdown: "Script Evaluation 812, Style & Layout 301, …". */
function mainThread(report: Report): string {
  const items = report.audits['mainthread-work-breakdown']?.details?.items ?? [];
  return items
    .map((item) => ({ group: String(item.groupLabel ?? item.group), ms: Number(item.duration) }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 4)
    .map(({ group, ms }) => `${group} ${fixed(ms, 0)}`)
    .join(', ');
}

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

/** The baseline page, built by Vite for production and served brotli-compressed, as the BFF serves the app's files. */
async function serveBaseline(): Promise<{ url: string; close: () => Promise<void> }> {
  const outDir = mkdtempSync(join(tmpdir(), 'lighthouse-baseline-'));
  // Vite's build sets NODE_ENV=production in this process, which the servers started next would inherit.
  const nodeEnv = process.env.NODE_ENV;
  await build({
    configFile: false,
    root: join(import.meta.dirname, 'lighthouse-baseline'),
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true },
  });
  if (nodeEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = nodeEnv;
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    try {
      const body = brotliCompressSync(readFileSync(join(outDir, path === '/' ? 'index.html' : path)));
      response.writeHead(200, {
        'content-type': TYPES[extname(path) || '.html'] ?? 'application/octet-stream',
        'content-encoding': 'br',
      });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/`,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}

export async function lighthouseAudit(): Promise<Figure[]> {
  const services: Service[] = [];
  const baselineServer = await serveBaseline();
  try {
    const baseline = await medianAudit(baselineServer.url, {});
    const platform = await startBenchPlatform(3_600);
    services.push(platform);
    const bff = await startBenchBff(platform.url);
    services.push(bff);
    const login = await medianAudit(`${bff.url}/account/login`, {});
    const wallets = await medianAudit(`${bff.url}/account/wallets/my-wallets`, {
      Cookie: await bffSessionCookie(bff),
    });
    return [
      ...pageFigures('React alone (baseline)', baseline),
      ...pageFigures('/account/login', login, baseline),
      ...pageFigures('/account/wallets/my-wallets', wallets, baseline),
    ];
  } finally {
    await baselineServer.close();
    await stopAll(services);
  }
}
