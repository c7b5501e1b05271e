/**
 * `npm test`: every suite of the product, in one run, ending with one line `N passed, N failed`
 * summed over all of them; exits non-zero when anything failed.
 *
 * Suites run one after the other (the machine has 2 cores; each suite already uses both), except the
 * checks that are not test files (typecheck, lint, build), single-threaded each, which run side by side.
 * They count as one test each, so a broken build cannot hide behind green unit tests.
 *
 *   npm test                       everything
 *   npm test -- platform bff       only the named suites (see SUITES below)
 */
import './check-node.ts';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium } from './lib/chromium.ts';
import { repoRoot } from './lib/processes.ts';

interface Result {
  name: string;
  passed: number;
  failed: number;
  skipped: number;
  seconds: number;
  note?: string;
  /** The failed tests' names, each with the first line of its error. */
  failures?: string[];
}

interface Suite {
  name: string;
  /** Runs alongside the suites next to it with the same group. */
  group?: string;
  /** A vitest config, run with a JSON report; or a command whose exit code is one test. */
  vitest?: { config: string; env?: Record<string, string> };
  command?: string[];
  before?: () => void | Promise<void>;
}

const resultsDir = join(repoRoot, '.test-results');
const bin = (name: string): string => join(repoRoot, 'node_modules', '.bin', name);

const SUITES: Suite[] = [
  { name: 'typecheck', group: 'checks', command: [bin('tsc'), '-b'] },
  { name: 'lint', group: 'checks', command: ['npm', 'run', '--silent', 'lint:only'] },
  { name: 'build', group: 'checks', command: ['npm', 'run', '--silent', 'build', '-w', 'web'] },
  { name: 'web', vitest: { config: 'web/vitest.config.ts' } },
  { name: 'platform', vitest: { config: 'platform/vitest.config.ts' } },
  { name: 'platform-postgres', vitest: { config: 'platform/vitest.config.ts', env: { PLATFORM_TEST_DB: 'postgres' } } },
  { name: 'bff', vitest: { config: 'bff/vitest.config.ts' } },
  { name: 'contract', vitest: { config: 'contract-tests/vitest.config.ts', env: { CONTRACT_SUITES: 'mock,proxy' } } },
  { name: 'gates', vitest: { config: 'contract-tests/vitest.config.ts', env: { CONTRACT_SUITES: 'gates' } } },
  {
    name: 'e2e',
    vitest: { config: 'contract-tests/vitest.config.ts', env: { CONTRACT_SUITES: 'e2e' } },
    before: ensureChromium,
  },
];

/** A command whose exit code is one test; its output comes in one piece at its end, unmixed with others'. */
function runCommand(suite: Suite): Promise<Omit<Result, 'seconds' | 'name'>> {
  const [command, ...args] = suite.command!;
  const child = spawn(command!, args, { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => {
    child.on('close', (status) => {
      console.log(`\n=== ${suite.name} ===\n${output.trimEnd()}`);
      resolve(
        status === 0
          ? { passed: 1, failed: 0, skipped: 0 }
          : { passed: 0, failed: 1, skipped: 0, note: `exit ${status}` },
      );
    });
  });
}

interface VitestJson {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  numTotalTestSuites: number;
  numFailedTestSuites: number;
  testResults: {
    name: string;
    message?: string;
    assertionResults: { fullName: string; status: string; failureMessages?: string[] }[];
  }[];
}

/** Each failed test (or file that failed to load) as one line: where CI keeps only the output's tail. */
function failuresOf(report: VitestJson): string[] {
  const firstLine = (text = '') =>
    text
      .split('\n')
      .find((line) => line.trim())
      ?.trim()
      .slice(0, 200) ?? '';
  return report.testResults.flatMap((file) => {
    const tests = file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => `${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    return tests.length || !file.message ? tests : [`${file.name}: ${firstLine(file.message)}`];
  });
}

function runVitest(suite: Suite): Omit<Result, 'seconds' | 'name'> {
  const output = join(resultsDir, `${suite.name}.json`);
  rmSync(output, { force: true });
  const run = spawnSync(
    bin('vitest'),
    ['run', '--config', suite.vitest!.config, '--reporter=default', '--reporter=json', `--outputFile.json=${output}`],
    { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, ...suite.vitest!.env } },
  );
  if (!existsSync(output))
    return { passed: 0, failed: 1, skipped: 0, note: `vitest exited ${run.status} without a report` };
  const report = JSON.parse(readFileSync(output, 'utf8')) as VitestJson;
  // A file that fails to load (or an error outside any test) fails the run without failing a test:
  // then count each failed file, and at least one failure for a non-zero exit.
  const failed = report.numFailedTests || (run.status !== 0 ? Math.max(1, report.numFailedTestSuites) : 0);
  const result = {
    passed: report.numPassedTests,
    failed,
    skipped: report.numPendingTests + report.numTodoTests,
    failures: failuresOf(report),
  };
  if (result.passed + result.failed === 0) return { ...result, failed: 1, note: 'ran no test' };
  return result;
}

const only = new Set(process.argv.slice(2));
const selected = only.size ? SUITES.filter((s) => only.has(s.name)) : SUITES;
const unknown = [...only].filter((name) => !SUITES.some((s) => s.name === name));
if (unknown.length) {
  console.error(`Unknown suite(s): ${unknown.join(', ')}. Suites: ${SUITES.map((s) => s.name).join(', ')}`);
  process.exit(2);
}

mkdirSync(resultsDir, { recursive: true });
const generate = spawnSync('npm', ['run', '--silent', 'generate'], { cwd: repoRoot, stdio: 'inherit' });
if (generate.status !== 0) {
  console.log('\ngenerate failed: nothing else can run.\n0 passed, 1 failed');
  process.exit(1);
}

const results: Result[] = [];
const started = Date.now();

async function runSuite(suite: Suite): Promise<Result> {
  if (!suite.group) console.log(`\n=== ${suite.name} ===`);
  const t0 = Date.now();
  let result: Omit<Result, 'seconds' | 'name'>;
  try {
    await suite.before?.();
    result = suite.vitest ? runVitest(suite) : await runCommand(suite);
  } catch (error) {
    console.error(error);
    result = { passed: 0, failed: 1, skipped: 0, note: (error as Error).message.split('\n')[0] };
  }
  return { name: suite.name, ...result, seconds: (Date.now() - t0) / 1000 };
}

for (let index = 0; index < selected.length;) {
  const group = selected[index]!.group;
  const batch = group
    ? selected.slice(index).filter((suite, i, rest) => rest.slice(0, i + 1).every((s) => s.group === group))
    : [selected[index]!];
  results.push(...(await Promise.all(batch.map(runSuite))));
  index += batch.length;
}

const total = results.reduce(
  (sum, r) => ({ passed: sum.passed + r.passed, failed: sum.failed + r.failed, skipped: sum.skipped + r.skipped }),
  {
    passed: 0,
    failed: 0,
    skipped: 0,
  },
);
console.log('\nsuite               passed  failed  skipped  seconds');
for (const r of results) {
  console.log(
    `${r.name.padEnd(20)}${String(r.passed).padStart(6)}${String(r.failed).padStart(8)}${String(r.skipped).padStart(9)}${r.seconds.toFixed(1).padStart(9)}${r.note ? `  ${r.note}` : ''}`,
  );
}
console.log(`total time ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
const failures = results.flatMap((r) => (r.failures ?? []).map((line) => `  ${r.name} › ${line}`));
if (failures.length) console.log(`failed:\n${failures.join('\n')}\n`);
console.log(`${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`);
process.exit(total.failed > 0 ? 1 : 0);
