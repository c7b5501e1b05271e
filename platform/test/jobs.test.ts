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
import { BEAT_EVERY_MS, runJob, type Job, type JobDeps, type Moved } from '../src/core/jobs/job.ts';
import { lastEndedPeriod, periodsBetween } from '../src/core/jobs/periods.ts';
import { createJobRunner } from '../src/core/jobs/runner.ts';
import { claimRun, jobsToResume, RETRY_BACKOFF_MS, STALE_RUN_MS } from '../src/core/jobs/runs.ts';
import { RESUME_EVERY_MS, startScheduler } from '../src/core/jobs/scheduler.ts';
import { createTestDatabase, type TestDatabase } from './helper.ts';
import { dailyPay } from './job-helpers.ts';
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

const silent = { info: () => undefined, error: () => undefined } as unknown as Parameters<typeof startScheduler>[1];

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

  const runOf = (job: string, period: string) =>
    database.db
      .selectFrom('job_runs')
      .select(['status', 'attempts', 'error', 'items', 'finished_at', 'next_attempt_at', 'heartbeat_at'])
      .where('job', '=', job)
      .where('period', '=', period)
      .executeTakeFirstOrThrow();

  it('records a failed run with its error, retries it after its backoff, and pays the rest of it once', async () => {
    const paid = await members(4);
    clock = new Date('2026-02-03T01:00:00Z');
    const failing = dailyPay('flaky', paid, '2026-02-01', async (index) => {
      if (index === 2) throw new Error('the rate of the day is missing\n    at somewhere (file.ts:1:1)');
    });
    // The days after a failed one wait for it: a later day may build on it.
    expect([...(await runJob(deps, failing))]).toEqual([['2026-02-01', 'failed']]);
    expect(await Promise.all(paid.map(usdt))).toEqual([1n, 1n, 0n, 0n]);
    expect(await runOf('flaky', '2026-02-01')).toMatchObject({
      status: 'failed',
      attempts: 1,
      error: 'the rate of the day is missing',
      items: 2,
      finished_at: clock.toISOString(),
      next_attempt_at: new Date(clock.getTime() + RETRY_BACKOFF_MS[0]!).toISOString(),
    });

    // Before its backoff has passed, nothing runs; then the second attempt fails again and waits longer.
    const healthy = dailyPay('flaky', paid, '2026-02-01');
    expect([...(await runJob(deps, healthy))]).toEqual([['2026-02-01', 'waiting']]);
    clock = new Date(clock.getTime() + RETRY_BACKOFF_MS[0]!);
    expect([...(await runJob(deps, failing))]).toEqual([['2026-02-01', 'failed']]);
    expect(await runOf('flaky', '2026-02-01')).toMatchObject({
      attempts: 2,
      next_attempt_at: new Date(clock.getTime() + RETRY_BACKOFF_MS[1]!).toISOString(),
    });
    clock = new Date(clock.getTime() + RETRY_BACKOFF_MS[1]! - 1);
    expect([...(await runJob(deps, healthy))]).toEqual([['2026-02-01', 'waiting']]);

    clock = new Date(clock.getTime() + 1);
    expect([...(await runJob(deps, healthy))]).toEqual([
      ['2026-02-01', 'ran'],
      ['2026-02-02', 'ran'],
    ]);
    expect(await Promise.all(paid.map(usdt))).toEqual([2n, 2n, 2n, 2n]);
    expect(await runOf('flaky', '2026-02-01')).toMatchObject({
      status: 'done',
      attempts: 3,
      error: null,
      items: 4,
      next_attempt_at: null,
    });
    await expectLedgerBalanced(database.db);
  });

  it('retries a failed run at once when asked to, whatever its backoff', async () => {
    const paid = await members(2);
    clock = new Date('2026-02-11T01:00:00Z');
    const failing = dailyPay('retry-now', paid, '2026-02-10', async (index) => {
      if (index === 1) throw new TypeError('no stake');
    });
    expect([...(await runJob(deps, failing))]).toEqual([['2026-02-10', 'failed']]);
    expect((await runOf('retry-now', '2026-02-10')).error).toBe('TypeError: no stake');
    const healthy = dailyPay('retry-now', paid, '2026-02-10');
    expect([...(await runJob(deps, healthy))]).toEqual([['2026-02-10', 'waiting']]);
    expect([...(await runJob(deps, healthy, { retryNow: true }))]).toEqual([['2026-02-10', 'ran']]);
    expect(await Promise.all(paid.map(usdt))).toEqual([1n, 1n]);
  });

  it('keeps what each item moved, so that a run’s totals per asset are the ledger’s entries of that run', async () => {
    const [a, b, c] = await members(3);
    clock = new Date('2026-02-21T00:05:00Z');
    // a and b are paid 3 and 5 USDT units in one movement, c 7 BTC units and 2 USDT units in two; b earns nothing.
    let failOnce = true;
    const job: Job = {
      name: 'totals',
      cadence: 'daily',
      schedule: '5 0 * * *',
      firstPeriod: async () => '2026-02-20',
      async run(run) {
        await run.batch([`member:${a}`, `member:${b}`], async (movement, items) => {
          await movement.lock([a!, b!], ['USDT']);
          await movement.record({
            kind: 'job_totals',
            postings: [
              { kind: 'world', asset: 'USDT', amount: -3n },
              { kind: 'member', asset: 'USDT', userId: a!, amount: 3n },
            ],
          });
          return new Map(
            items.filter((item) => item === `member:${a}`).map((item) => [item, { asset: 'USDT', amount: 3n }]),
          );
        });
        if (failOnce) {
          failOnce = false;
          throw new Error('interrupted');
        }
        await run.once(`member:${c}`, async (movement) => {
          await movement.lock(c!, ['BTC']);
          await movement.record({
            kind: 'job_totals',
            postings: [
              { kind: 'world', asset: 'BTC', amount: -7n },
              { kind: 'member', asset: 'BTC', userId: c!, amount: 7n },
            ],
          });
          return { asset: 'BTC', amount: 7n };
        });
      },
    };
    const totals = async () =>
      Object.fromEntries(
        (
          await database.db
            .selectFrom('job_run_totals')
            .select(['asset', sql<string>`cast(amount as text)`.as('amount')])
            .where('job', '=', 'totals')
            .where('period', '=', '2026-02-20')
            .execute()
        ).map((row) => [row.asset, row.amount]),
      );
    const ledger = async () =>
      Object.fromEntries(
        (
          await database.db
            .selectFrom('postings')
            .innerJoin('journal_entries', 'journal_entries.id', 'postings.entry_id')
            .select(['postings.asset', sql<string>`cast(sum(postings.amount) as text)`.as('amount')])
            .where('journal_entries.kind', '=', 'job_totals')
            .where(sql<boolean>`postings.amount > 0`)
            .groupBy('postings.asset')
            .execute()
        ).map((row) => [row.asset, row.amount]),
      );
    expect([...(await runJob(deps, job))]).toEqual([['2026-02-20', 'failed']]);
    // A failed run's totals are what it moved before it failed.
    expect(await totals()).toEqual({ USDT: '3' });
    expect(await totals()).toEqual(await ledger());

    expect([...(await runJob(deps, job, { retryNow: true }))]).toEqual([['2026-02-20', 'ran']]);
    expect(await totals()).toEqual({ USDT: '3', BTC: '7' });
    expect(await totals()).toEqual(await ledger());
    const items = await database.db
      .selectFrom('job_items')
      .select(['item', 'asset', sql<string>`cast(amount as text)`.as('amount')])
      .where('job', '=', 'totals')
      .orderBy('item')
      .execute();
    expect(items).toEqual(
      [
        { item: `member:${a}`, asset: 'USDT', amount: '3' },
        { item: `member:${b}`, asset: null, amount: '0' },
        { item: `member:${c}`, asset: 'BTC', amount: '7' },
      ].sort((x, y) => (x.item < y.item ? -1 : 1)),
    );
    expect((await runOf('totals', '2026-02-20')).items).toBe(3);
    await expectLedgerBalanced(database.db);
  });

  it('refuses a movement that says it moved an item it was not handed', async () => {
    const [a] = await members(1);
    clock = new Date('2026-02-26T00:05:00Z');
    const job: Job = {
      name: 'stray',
      cadence: 'daily',
      schedule: '5 0 * * *',
      firstPeriod: async () => '2026-02-25',
      async run(run) {
        await run.batch([`member:${a}`], async () => new Map([['member:0', { asset: 'USDT', amount: 1n }]]));
      },
    };
    expect([...(await runJob(deps, job))]).toEqual([['2026-02-25', 'failed']]);
    expect((await runOf('stray', '2026-02-25')).error).toBe('stray 2026-02-25: member:0 moved without its mark');
    // The movement was rolled back with its marks: the item is still to do.
    expect(await database.db.selectFrom('job_items').select('item').where('job', '=', 'stray').execute()).toEqual([]);
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
              return new Map(items.map((item): [string, Moved] => [item, { asset: 'USDT', amount: 1n }]));
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

  /** A day's job that computes (holds) before paying its one member, until released. */
  function computing(name: string, member: number, first: string) {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const computes = new Promise<void>((resolve) => (started = resolve));
    const job = dailyPay(name, [member], first, async () => {
      started();
      await held;
    });
    return { job, computes, release };
  }

  it('beats the claim while a run computes, so a run longer than the stale window is not taken over', async () => {
    const [member] = await members(1);
    clock = new Date('2026-07-02T00:05:00Z');
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const { job, computes, release } = computing('long', member!, '2026-07-01');
      const first = runJob(deps, job);
      await computes;
      clock = new Date(clock.getTime() + STALE_RUN_MS + 1);
      await vi.advanceTimersByTimeAsync(BEAT_EVERY_MS);
      await vi.waitFor(async () => expect((await runOf('long', '2026-07-01')).heartbeat_at).toBe(clock.toISOString()));
      // Another instance finds the claim alive and leaves it.
      expect([...(await runJob(deps, dailyPay('long', [member!], '2026-07-01')))]).toEqual([['2026-07-01', 'busy']]);
      release();
      expect([...(await first)]).toEqual([['2026-07-01', 'ran']]);
      expect(await usdt(member!)).toBe(1n);
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops a run whose beat finds its claim taken over: it moves nothing after', async () => {
    const [member] = await members(1);
    clock = new Date('2026-07-12T00:05:00Z');
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const { job, computes, release } = computing('lost', member!, '2026-07-11');
      const first = runJob(deps, job);
      await computes;
      // Seen from another instance, the run looks dead: it takes the day over, and has not paid yet.
      clock = new Date(clock.getTime() + STALE_RUN_MS + 1);
      expect(await claimRun(database.db, 'lost', '2026-07-11', clock)).toMatchObject({ attempt: 2 });
      await vi.advanceTimersByTimeAsync(BEAT_EVERY_MS);
      // The beat is written by no one: the claim stays the other instance's.
      await vi.advanceTimersByTimeAsync(BEAT_EVERY_MS);
      release();
      expect([...(await first)]).toEqual([['2026-07-11', 'busy']]);
      expect(await usdt(member!)).toBe(0n);
      expect(await runOf('lost', '2026-07-11')).toMatchObject({ status: 'running', attempts: 2 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('the scheduler catches up at start, and a job runs once at a time in a process', async () => {
    const paid = await members(2);
    clock = new Date('2026-05-03T12:00:00Z');
    const job = dailyPay('scheduled', paid, '2026-05-01');
    const runner = createJobRunner(deps, [job], silent);
    const scheduler = startScheduler(runner, silent);
    try {
      // The run the scheduler started at once: a run asked for meanwhile is that same one.
      expect([...(await runner.run(job))]).toEqual([
        ['2026-05-01', 'ran'],
        ['2026-05-02', 'ran'],
      ]);
      expect(await Promise.all(paid.map(usdt))).toEqual([2n, 2n]);
      clock = new Date('2026-05-04T00:05:00Z');
      const [one, other] = [runner.run(job), runner.run(job)];
      expect(one).toBe(other);
      expect(runner.isRunning('scheduled')).toBe(true);
      expect([...(await one)]).toEqual([['2026-05-03', 'ran']]);
      expect(runner.isRunning('scheduled')).toBe(false);
      expect(await Promise.all(paid.map(usdt))).toEqual([3n, 3n]);
      expect(runner.find('nothing')).toBeUndefined();
    } finally {
      await scheduler.stop();
    }
    expect(lastEndedPeriod('monthly', clock)).toBe('2026-04');
  });

  it('the scheduler retries a failed run once its backoff has passed, not at its next scheduled time', async () => {
    const paid = await members(2);
    clock = new Date('2026-05-11T12:00:00Z');
    let attempts = 0;
    // A monthly job, scheduled for the first of next month: only the scheduler's own look-up can retry it.
    const job: Job = {
      ...dailyPay('monthly-retry', paid, '2026-04', async (index) => {
        if (index === 0 && ++attempts === 1) throw new Error('the provider did not answer');
      }),
      cadence: 'monthly',
      schedule: '0 1 1 * *',
    };
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const scheduler = startScheduler(createJobRunner(deps, [job], silent), silent);
    try {
      await vi.waitFor(async () => expect((await runOf('monthly-retry', '2026-04')).status).toBe('failed'));
      // What the scheduler looks for: nothing of this job before its backoff has passed, its failed run after.
      expect(await jobsToResume(database.db, clock)).not.toContain('monthly-retry');
      clock = new Date(clock.getTime() + RETRY_BACKOFF_MS[0]!);
      expect(await jobsToResume(database.db, clock)).toContain('monthly-retry');
      // Each try lets the scheduler's look-up come round again, its last one being answered or not.
      await vi.waitFor(async () => {
        await vi.advanceTimersByTimeAsync(RESUME_EVERY_MS);
        expect((await runOf('monthly-retry', '2026-04')).status).toBe('done');
      });
      expect(await Promise.all(paid.map(usdt))).toEqual([1n, 1n]);
    } finally {
      await scheduler.stop();
      vi.useRealTimers();
    }
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
