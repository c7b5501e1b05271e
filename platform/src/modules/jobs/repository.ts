/** The runs of the jobs as administrators read them: pages of runs, their totals, each job's latest run. */
import type { Kysely, Selectable } from 'kysely';
import type { Database, JobRunsTable, JobRunStatus } from '../../db/database.ts';
import { units } from '../../db/units.ts';
import { STALE_RUN_MS } from '../../core/jobs/index.ts';

type Db = Kysely<Database>;
export type RunRow = Selectable<JobRunsTable>;

export interface RunFilter {
  job?: string;
  status?: JobRunStatus;
}

export interface TotalRow {
  job: string;
  period: string;
  asset: string;
  decimals: number;
  amount: string;
}

function filtered(db: Db, filter: RunFilter) {
  return db
    .selectFrom('job_runs')
    .$if(filter.job !== undefined, (q) => q.where('job', '=', filter.job!))
    .$if(filter.status !== undefined, (q) => q.where('status', '=', filter.status!));
}

export function listRuns(db: Db, filter: RunFilter, limit: number, offset: number): Promise<RunRow[]> {
  return filtered(db, filter)
    .selectAll()
    .orderBy('started_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countRuns(db: Db, filter: RunFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The totals of these runs, with their assets' decimals. */
export async function totalsOf(db: Db, runs: readonly Pick<RunRow, 'job' | 'period'>[]): Promise<TotalRow[]> {
  if (runs.length === 0) return [];
  return db
    .selectFrom('job_run_totals')
    .innerJoin('assets', 'assets.code', 'job_run_totals.asset')
    .select([
      'job_run_totals.job',
      'job_run_totals.period',
      'job_run_totals.asset',
      'assets.decimals',
      units('job_run_totals.amount').as('amount'),
    ])
    .where((eb) =>
      eb.or(
        runs.map((run) =>
          eb.and([eb('job_run_totals.job', '=', run.job), eb('job_run_totals.period', '=', run.period)]),
        ),
      ),
    )
    .orderBy('job_run_totals.asset')
    .execute();
}

/** The run of the job's latest period, if it has run. */
export function latestRun(db: Db, job: string): Promise<RunRow | undefined> {
  return db
    .selectFrom('job_runs')
    .selectAll()
    .where('job', '=', job)
    .orderBy('period', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Whether an instance is running one of the job's periods now: a claim that still beats. */
export async function hasLiveRun(db: Db, job: string, now: Date): Promise<boolean> {
  const row = await db
    .selectFrom('job_runs')
    .select('id')
    .where('job', '=', job)
    .where('status', '=', 'running')
    .where('heartbeat_at', '>=', new Date(now.getTime() - STALE_RUN_MS).toISOString())
    .executeTakeFirst();
  return row !== undefined;
}
