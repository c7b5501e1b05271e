/** Periodic jobs: every ended period once, caught up after downtime, resumed after a crash, one instance paying. */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { createDatabase } from '../src/db/connect.ts';
import type { Database } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { memberBalances } from '../src/core/ledger/ledger.ts';
import { runJob, type Job, type JobDeps, type PeriodRun } from '../src/core/jobs/job.ts';
import { lastEndedPeriod, periodsBetween } from '../src/core/jobs/periods.ts';
import { STALE_RUN_MS } from '../src/core/jobs/runs.ts';
import { startScheduler } from '../src/core/jobs/scheduler.ts';
import { createTestDatabase, type TestDatabase } from './helper.ts';
import { createMember, expectLedgerBalanced } from './ledger-helpers.ts';

/**
 * The statements of this database's sessions that wait on another session's lock, matching `statement`, with the
 * state of the sessions they wait on. PostgreSQL only.
 */
async function blockedStatements(
  db: Kysely<Database>,
  statement: RegExp,
): Promise<{ query: string; blockers: string[] }[]> {
  const { rows } = await sql<{ query: string; blockers: string[] }>`
    select waiting.query, array(
      select blocker.state from pg_stat_activity blocker where blocker.pid = any(pg_blocking_pids(waiting.pid))
    ) as blockers
    from pg_stat_activity waiting
    where waiting.datname = current_database() and cardinality(pg_blocking_pids(waiting.pid)) > 0`.execute(db);
  return rows.filter((row) => statement.test(row.query));
}

const silent = { info: () => undefined, error: () => undefined } as unknown as Parameters<typeof startScheduler>[2];

/** Pays each of `members` 1 USDT unit a day from the world account; `beforeItem` may stop or hold the run. */
function dailyPay(
  name: string,
  members: number[],
  first: string,
  beforeItem: (index: number, run: PeriodRun) => Promise<void> = async () => undefined,
): Job {
  return {
    name,
    cadence: 'daily',
    schedule: '5 0 * * *',
    firstPeriod: async () => first,
    async run(run) {
      for (const [index, member] of members.entries()) {
        await beforeItem(index, run);
        await run.once(`member:${member}`, async (movement) => {
          await movement.lock(member, ['USDT']);
          await movement.record({
            kind: 'job_test',
            postings: [
              { kind: 'world', asset: 'USDT', amount: -1n },
              { kind: 'member', asset: 'USDT', userId: member, amount: 1n },
            ],
          });
        });
      }
    },
  };
}

describe('periodic jobs', () => {
  let database: TestDatabase;
  let clock: Date;
  let deps: JobDeps;
  beforeAll(async () => {
    database = await createTestDatabase();
    await migrateToLatest(database.db, database.kind);
    deps = { db: database.db, kind: database.kind, now: () => clock };
  });
  afterAll(async () => {
    await database.drop();
  });

  const usdt = async (member: number) => (await memberBalances(database.db, member)).get('USDT')?.available ?? 0n;
  const members = async (count: number) =>
    Promise.all(Array.from({ length: count }, async () => (await createMember(database.db)).id));

  it('runs every ended day from the first, once: a second run pays nothing', async () => {
    const paid = await members(3);
    clock = new Date('2026-01-04T10:00:00Z');
    const job = dailyPay('catch-up', paid, '2026-01-01');
    const outcomes = await runJob(deps, job);
    expect([...outcomes]).toEqual([
      ['2026-01-01', 'ran'],
      ['2026-01-02', 'ran'],
      ['2026-01-03', 'ran'],
    ]);
    expect(await Promise.all(paid.map(usdt))).toEqual([3n, 3n, 3n]);
    expect((await runJob(deps, job)).size).toBe(0);
    // The next day, only that day.
    clock = new Date('2026-01-05T00:06:00Z');
    expect([...(await runJob(deps, job)).keys()]).toEqual(['2026-01-04']);
    expect(await Promise.all(paid.map(usdt))).toEqual([4n, 4n, 4n]);
    const runs = await database.db.selectFrom('job_runs').selectAll().where('job', '=', 'catch-up').execute();
    expect(runs.map((run) => [run.period, run.status, run.items])).toEqual(
      periodsBetween('daily', '2026-01-01', '2026-01-04').map((period) => [period, 'done', 3]),
    );
    await expectLedgerBalanced(database.db);
  });

  it('resumes a run killed midway, paying the rest once, after its claim has gone stale', async () => {
    const paid = await members(4);
    clock = new Date('2026-02-02T01:00:00Z');
    const crash = dailyPay('crash', paid, '2026-02-01', async (index) => {
      if (index === 2) throw new Error('killed');
    });
    await expect(runJob(deps, crash)).rejects.toThrow('killed');
    expect(await Promise.all(paid.map(usdt))).toEqual([1n, 1n, 0n, 0n]);

    const healthy = dailyPay('crash', paid, '2026-02-01');
    // The claim still looks alive: nobody takes it yet.
    expect([...(await runJob(deps, healthy))]).toEqual([['2026-02-01', 'busy']]);
    clock = new Date(clock.getTime() + STALE_RUN_MS + 1);
    expect([...(await runJob(deps, healthy))]).toEqual([['2026-02-01', 'ran']]);
    expect(await Promise.all(paid.map(usdt))).toEqual([1n, 1n, 1n, 1n]);
    await expectLedgerBalanced(database.db);
  });

  it('with two instances at once, each item is paid once', async () => {
    const paid = await members(5);
    clock = new Date('2026-03-06T00:05:00Z');
    const other: Kysely<Database> =
      database.kind === 'postgres' ? createDatabase(database.target, { poolSize: 4 }) : database.db;
    try {
      const job = dailyPay('race', paid, '2026-03-01');
      const [a, b] = await Promise.all([runJob(deps, job), runJob({ ...deps, db: other }, job)]);
      const ran = [...a, ...b].filter(([, outcome]) => outcome === 'ran').map(([period]) => period);
      expect(ran.sort()).toEqual(periodsBetween('daily', '2026-03-01', '2026-03-05'));
      expect(await Promise.all(paid.map(usdt))).toEqual([5n, 5n, 5n, 5n, 5n]);
    } finally {
      if (other !== database.db) await other.destroy();
    }
    await expectLedgerBalanced(database.db);
  });

  it('a run taken over while still alive stops, and what it paid is not paid again', async () => {
    const paid = await members(3);
    clock = new Date('2026-04-02T00:05:00Z');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let paused!: () => void;
    const pausedAtSecond = new Promise<void>((resolve) => (paused = resolve));
    const slow = dailyPay('takeover', paid, '2026-04-01', async (index) => {
      if (index === 1) {
        paused();
        await held;
      }
    });
    const first = runJob(deps, slow);
    await pausedAtSecond;
    clock = new Date(clock.getTime() + STALE_RUN_MS + 1);
    expect([...(await runJob(deps, dailyPay('takeover', paid, '2026-04-01')))]).toEqual([['2026-04-01', 'ran']]);
    release();
    expect([...(await first)]).toEqual([['2026-04-01', 'busy']]);
    expect(await Promise.all(paid.map(usdt))).toEqual([1n, 1n, 1n]);
    await expectLedgerBalanced(database.db);
  });

  // SQLite runs one transaction at a time: no instance can reach an item while another's transaction holds it.
  it.runIf(inject('postgresAdminUrl') !== '')(
    'with two instances moving overlapping items at once, each item moves once and none is left out',
    async () => {
      const [a, b, c] = await members(3);
      clock = new Date('2026-06-02T00:05:00Z');
      const moved: Record<string, readonly string[]> = {};
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let holding!: () => void;
      const firstHolds = new Promise<void>((resolve) => (holding = resolve));
      // One chunk of items paid in one movement; the first instance keeps its transaction open until released.
      const chunk = (instance: string, paid: number[], hold: boolean): Job => ({
        name: 'overlap',
        cadence: 'daily',
        schedule: '5 0 * * *',
        firstPeriod: async () => '2026-06-01',
        async run(run) {
          moved[instance] = await run.batch(
            paid.map((member) => `member:${member}`),
            async (movement, items) => {
              const todo = items.map((item) => Number(item.slice('member:'.length)));
              await movement.lock(todo, ['USDT']);
              await movement.record({
                kind: 'job_test',
                postings: [
                  { kind: 'world', asset: 'USDT', amount: -BigInt(todo.length) },
                  ...todo.map((member) => ({ kind: 'member' as const, asset: 'USDT', userId: member, amount: 1n })),
                ],
              });
              if (hold) {
                holding();
                await held;
              }
            },
          );
        },
      });
      const other = createDatabase(database.target, { poolSize: 4 });
      const runs: Promise<unknown>[] = [];
      try {
        const first = runJob(deps, chunk('first', [a!, b!], true));
        runs.push(first);
        await firstHolds;
        // The first instance looks dead: the second takes the day over and reaches b while the first still holds it.
        clock = new Date(clock.getTime() + STALE_RUN_MS + 1);
        const second = runJob({ ...deps, db: other }, chunk('second', [b!, c!], false));
        runs.push(second);
        // The race itself: the second instance's marking of b waits on the first's open transaction.
        const waiting = await vi.waitFor(
          async () => {
            const [row] = await blockedStatements(database.db, /^insert into "job_items"/);
            if (!row) throw new Error('the second instance is not waiting on the first transaction');
            return row;
          },
          { timeout: 10_000, interval: 20 },
        );
        expect(waiting.blockers).toEqual(['idle in transaction']);
        release();
        await Promise.all([first, second]);
      } finally {
        release();
        // Both runs end before the second's pool goes, even when an assertion above failed.
        await Promise.allSettled(runs);
        await other.destroy();
      }
      expect(moved).toEqual({ first: [`member:${a}`, `member:${b}`], second: [`member:${c}`] });
      expect(await Promise.all([a!, b!, c!].map(usdt))).toEqual([1n, 1n, 1n]);
      await expectLedgerBalanced(database.db);
    },
  );

  it('the scheduler catches up at start and runs a job on demand, one run at a time', async () => {
    const paid = await members(2);
    clock = new Date('2026-05-03T12:00:00Z');
    const job = dailyPay('scheduled', paid, '2026-05-01');
    const scheduler = startScheduler(deps, [job], silent);
    try {
      await scheduler.runNow('scheduled');
      expect(await Promise.all(paid.map(usdt))).toEqual([2n, 2n]);
      clock = new Date('2026-05-04T00:05:00Z');
      await Promise.all([scheduler.runNow('scheduled'), scheduler.runNow('scheduled')]);
      expect(await Promise.all(paid.map(usdt))).toEqual([3n, 3n]);
      await expect(scheduler.runNow('nothing')).rejects.toThrow('no job named nothing');
    } finally {
      await scheduler.stop();
    }
    expect(lastEndedPeriod('monthly', clock)).toBe('2026-04');
  });
});

describe('the jobs process of its own', () => {
  it('migrates its database, schedules the jobs, and exits 0 on SIGTERM', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'platform-jobs-'));
    try {
      const child = spawn(process.execPath, [join(import.meta.dirname, '..', 'src', 'jobs.ts')], {
        env: { ...process.env, DATABASE_URL: join(folder, 'jobs.sqlite'), SECRETS_DIR: folder, LOG_LEVEL: 'info' },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let output = '';
      await new Promise<void>((resolve, reject) => {
        child.on('exit', (code) => reject(new Error(`exited ${code} before scheduling: ${output}`)));
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          if (output.includes('jobs scheduled')) resolve();
        });
      });
      const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
