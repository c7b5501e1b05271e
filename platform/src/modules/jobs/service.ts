/**
 * The jobs as administrators see them: each job with its schedule and what is due, the runs of every period, and
 * a start now, audited, which runs what is due as the schedule would and a failed period without its backoff.
 */
import { Cron } from 'croner';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { HttpError, notFound } from '../../errors.ts';
import type { components } from '../../generated/api.ts';
import { formatUnits } from '../../money.ts';
import { describeError, duePeriods, type Job, type JobRunner } from '../../core/jobs/index.ts';
import { audit, type Actor } from '../audit/index.ts';
import * as repository from './repository.ts';

type Schemas = components['schemas'];

/**
 * How long a start waits for its run before answering: well under the backend-for-frontend's upstream timeout
 * (10 s by default). A longer run (the monthly one) goes on, and the runs list shows it.
 */
export const START_ANSWER_WITHIN_MS = 5_000;

function toRun(row: repository.RunRow, totals: readonly repository.TotalRow[]): Schemas['JobRun'] {
  return {
    id: String(row.id),
    job: row.job,
    period: row.period,
    status: row.status,
    attempts: row.attempts,
    items: row.items,
    totals: totals
      .filter((total) => total.job === row.job && total.period === row.period)
      .map((total) => ({ asset: total.asset, amount: formatUnits(BigInt(total.amount), total.decimals) })),
    started_at: row.started_at,
    finished_at: row.finished_at,
    error: row.error,
    next_attempt_at: row.next_attempt_at,
  };
}

async function withTotals(db: Kysely<Database>, rows: repository.RunRow[]): Promise<Schemas['JobRun'][]> {
  const totals = await repository.totalsOf(db, rows);
  return rows.map((row) => toRun(row, totals));
}

export async function listJobRuns(
  db: Kysely<Database>,
  query: repository.RunFilter & { page: number; pageSize: number },
): Promise<Schemas['JobRunPage']> {
  const filter = { job: query.job, status: query.status };
  const [rows, total] = await Promise.all([
    repository.listRuns(db, filter, query.pageSize, (query.page - 1) * query.pageSize),
    repository.countRuns(db, filter),
  ]);
  return { items: await withTotals(db, rows), total, page: query.page, pageSize: query.pageSize };
}

function dueOf(periods: readonly string[]): Schemas['JobDue'] {
  return { count: periods.length, from: periods[0] ?? null, to: periods.at(-1) ?? null };
}

/** Running in this process, or on another instance whose claim still beats. */
async function isRunning(runner: JobRunner, job: Job, now: Date): Promise<boolean> {
  return runner.isRunning(job.name) || repository.hasLiveRun(runner.deps.db, job.name, now);
}

export async function listJobs(runner: JobRunner): Promise<Schemas['JobList']> {
  const { db, now } = runner.deps;
  const items = await Promise.all(
    runner.jobs.map(async (job): Promise<Schemas['Job']> => {
      const at = now();
      const [due, running, last] = await Promise.all([
        duePeriods(runner.deps, job),
        isRunning(runner, job, at),
        repository.latestRun(db, job.name),
      ]);
      return {
        name: job.name,
        cadence: job.cadence,
        schedule: job.schedule,
        // Without a function, croner only reads the pattern: nothing is scheduled.
        next_run_at: new Cron(job.schedule, { timezone: 'UTC' }).nextRun(at)?.toISOString() ?? null,
        running,
        due: dueOf(due),
        last_run: last ? (await withTotals(db, [last]))[0]! : null,
      };
    }),
  );
  return { items };
}

export async function startJob(runner: JobRunner, actor: Actor, name: string): Promise<Schemas['JobStart']> {
  const job = runner.find(name);
  if (!job) throw notFound('Job');
  const { db, now } = runner.deps;
  if (await isRunning(runner, job, now()))
    throw new HttpError(409, 'This job is running now: its runs show when it ends.', 'JOB_RUNNING');
  const due = await duePeriods(runner.deps, job);
  // Recorded before it runs: a start cut short by a crash is in the trail all the same.
  await audit(db, {
    actor,
    action: 'job.start',
    subject: name,
    at: now().toISOString(),
    before: null,
    after: { due: dueOf(due) },
  });
  const periods: Schemas['JobPeriodOutcome'][] = [];
  const run = runner.run(job, {
    retryNow: true,
    onPeriod(period, outcome, error) {
      if (outcome !== 'waiting')
        periods.push({ period, outcome, error: outcome === 'failed' ? describeError(error) : null });
    },
  });
  let timer: NodeJS.Timeout | undefined;
  const finished = await Promise.race([
    run.then(() => true),
    new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), START_ANSWER_WITHIN_MS))),
  ]).finally(() => clearTimeout(timer));
  return { job: name, periods: [...periods], finished };
}
