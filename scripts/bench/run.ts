/**
 * `npm run bench`: builds the web app, runs every benchmark and prints a table per benchmark (the BFF's
 * overhead twice: against a stub upstream, with its budget, and against the platform), each figure next to
 * its budget. A figure over budget is marked OVER, not a failure: the exit code says only whether the
 * benchmarks could run.
 */
import '../check-node.ts';
import { execFileSync } from 'node:child_process';
import { ensureChromium } from '../lib/chromium.ts';
import { ensureDebianPackages } from '../lib/debian.ts';
import { repoRoot } from '../lib/processes.ts';
import { bffOverhead } from './bff-overhead.ts';
import { lighthouseAudit } from './lighthouse.ts';
import { NGINX_PATH } from './nginx.ts';
import { refreshStorm } from './refresh-storm.ts';
import { formatTables, type Figure } from './report.ts';
import { stakingDistribution } from './staking.ts';
import { swapThroughput } from './swap.ts';
import { webSize } from './web-size.ts';
import { WRK_PATH } from './wrk.ts';

ensureDebianPackages({ nginx: NGINX_PATH, wrk: WRK_PATH });
await ensureChromium();
execFileSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] });

const figures: Figure[] = [];
const benchmarks: [string, () => Figure[] | Promise<Figure[]>][] = [
  ['web bundle', webSize],
  ['refresh storm', refreshStorm],
  ['BFF overhead', bffOverhead],
  ['Lighthouse', lighthouseAudit],
  ['swap', swapThroughput],
  ['staking distribution', stakingDistribution],
];
for (const [name, bench] of benchmarks) {
  const started = Date.now();
  console.log(`Running ${name}...`);
  figures.push(...(await bench()));
  console.log(`  ${name} done in ${Math.round((Date.now() - started) / 1000)} s`);
}
console.log(`\n${formatTables(figures)}\n`);
const over = figures.filter((figure) => figure.over);
console.log(over.length === 0 ? 'Every figure is within budget.' : `${over.length} figure(s) OVER budget.`);
