/**
 * The claim on a job's period: one instance runs it, a dead instance's claim is taken over once stale, a failed
 * run is claimed again once its backoff has passed. What each item moved is kept with its mark.
 */
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { sumUnits } from '../../db/units.ts';

type Db = Kysely<Database>;

/** A running claim whose instance has not beaten for this long is taken to be dead. */
export const STALE_RUN_MS = 5 * 60_000;

/**
 * How long a failed run waits before its next attempt, by how many attempts have failed; after the last, every
 * 6 hours: a cause that lasts (a bug, a missing rate) is retried a few times a day, not hammered.
 */
export const RETRY_BACKOFF_MS: readonly number[] = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 6 * 3_600_000];

export function retryDelay(failedAttempts: number): number {
  return RETRY_BACKOFF_MS[Math.min(failedAttempts, RETRY_BACKOFF_MS.length) - 1]!;
}

export interface RunClaim {
  job: string;
  period: string;
  token: string;
  /** This attempt's number, from 1. */
  attempt: number;
}

/** What an item moved, in the asset's smallest unit. */
export interface Moved {
  asset: string;
  amount: bigint;
}

/**
 * Claims (job, period) for this run; `busy` when it is done or running on a live instance, `waiting` when it
 * failed and its next attempt is not due (`retryNow`, an administrator's start, does not wait for it).
 */
export async function claimRun(
  db: Db,
  job: string,
  period: string,
  now: Date,
  retryNow = false,
): Promise<RunClaim | 'busy' | 'waiting'> {
  const at = now.toISOString();
  const token = randomUUID();
  const inserted = await db
    .insertInto('job_runs')
    .values({ job, period, status: 'running', claim_token: token, started_at: at, heartbeat_at: at })
    .onConflict((conflict) => conflict.columns(['job', 'period']).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 1) return { job, period, token, attempt: 1 };
  // Taken over only from the claim read as stale or due: of two instances that both see it so, one wins.
  const taken = await db
    .updateTable('job_runs')
    .set({
      status: 'running',
      claim_token: token,
      heartbeat_at: at,
      attempts: sql`attempts + 1`,
      error: null,
      next_attempt_at: null,
      finished_at: null,
    })
    .where('job', '=', job)
    .where('period', '=', period)
    .where((eb) =>
      eb.or([
        eb.and([
          eb('status', '=', 'running'),
          eb('heartbeat_at', '<', new Date(now.getTime() - STALE_RUN_MS).toISOString()),
        ]),
        eb.and([eb('status', '=', 'failed'), ...(retryNow ? [] : [eb('next_attempt_at', '<=', at)])]),
      ]),
    )
    .returning('attempts')
    .executeTakeFirst();
  if (taken) return { job, period, token, attempt: taken.attempts };
  const row = await db
    .selectFrom('job_runs')
    .select('status')
    .where('job', '=', job)
    .where('period', '=', period)
    .executeTakeFirst();
  return row?.status === 'failed' ? 'waiting' : 'busy';
}

/** Says the run is alive; false when another instance has taken the period over. */
export async function beat(db: Db, claim: RunClaim, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('job_runs')
    .set({ heartbeat_at: now.toISOString() })
    .where('job', '=', claim.job)
    .where('period', '=', claim.period)
    .where('claim_token', '=', claim.token)
    .where('status', '=', 'running')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export type RunEnd = { status: 'done' } | { status: 'failed'; error: string };

/**
 * Ends the claimed run, done or failed (then due again after its backoff), with the items done so far and their
 * totals per asset; false when another instance has taken the period over, which then ends it.
 */
export async function endRun(db: Db, claim: RunClaim, now: Date, end: RunEnd): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const moved = await trx
      .selectFrom('job_items')
      .select(['asset', (eb) => eb.fn.countAll<number | string | bigint>().as('count'), sumUnits('amount').as('total')])
      .where('job', '=', claim.job)
      .where('period', '=', claim.period)
      .groupBy('asset')
      .execute();
    const failed = end.status === 'failed';
    const ended = await trx
      .updateTable('job_runs')
      .set({
        status: end.status,
        finished_at: now.toISOString(),
        items: moved.reduce((sum, row) => sum + Number(row.count), 0),
        error: failed ? end.error : null,
        next_attempt_at: failed ? new Date(now.getTime() + retryDelay(claim.attempt)).toISOString() : null,
      })
      .where('job', '=', claim.job)
      .where('period', '=', claim.period)
      .where('claim_token', '=', claim.token)
      .where('status', '=', 'running')
      .executeTakeFirst();
    if (Number(ended.numUpdatedRows) !== 1) return false;
    await trx.deleteFrom('job_run_totals').where('job', '=', claim.job).where('period', '=', claim.period).execute();
    const totals = moved.filter((row) => row.asset !== null && BigInt(row.total) !== 0n);
    if (totals.length > 0)
      await trx
        .insertInto('job_run_totals')
        .values(
          totals.map((row) => ({ job: claim.job, period: claim.period, asset: row.asset!, amount: BigInt(row.total) })),
        )
        .execute();
    return true;
  });
}

/** The periods of `job` already done from `first` on. */
export async function donePeriods(db: Db, job: string, first: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('job_runs')
    .select('period')
    .where('job', '=', job)
    .where('status', '=', 'done')
    .where('period', '>=', first)
    .execute();
  return new Set(rows.map((row) => row.period));
}

/**
 * The jobs with a run to take up now: a failed run whose next attempt is due, or a claim whose instance stopped
 * beating (it died midway). The scheduler wakes them without waiting for their schedule.
 */
export async function jobsToResume(db: Db, now: Date): Promise<Set<string>> {
  const rows = await db
    .selectFrom('job_runs')
    .select('job')
    .distinct()
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'failed'), eb('next_attempt_at', '<=', now.toISOString())]),
        eb.and([
          eb('status', '=', 'running'),
          eb('heartbeat_at', '<', new Date(now.getTime() - STALE_RUN_MS).toISOString()),
        ]),
      ]),
    )
    .execute();
  return new Set(rows.map((row) => row.job));
}

/**
 * Marks these items of the claimed period done, in the transaction that moves their money, and answers the ones
 * it marked now, in the order given: the others were done already. One statement whose every item is a probe of
 * the primary key, however many items the period has done so far. Written in item order, so two instances marking
 * overlapping items on PostgreSQL wait on each other's entries in one order, never crosswise.
 */
export async function markItems(
  trx: Db,
  claim: RunClaim,
  items: readonly string[],
  at: string,
): Promise<readonly string[]> {
  if (items.length === 0) return [];
  const rows = await trx
    .insertInto('job_items')
    .values([...new Set(items)].sort().map((item) => ({ job: claim.job, period: claim.period, item, done_at: at })))
    .onConflict((conflict) => conflict.columns(['job', 'period', 'item']).doNothing())
    .returning('item')
    .execute();
  const marked = new Set(rows.map((row) => row.item));
  return items.filter((item) => marked.has(item));
}

/**
 * Writes on the marks `markItems` just made, in the same transaction, what each of these items moved: one
 * statement that meets each mark on its primary key and sets its asset and amount.
 */
export async function recordMoved(
  trx: Db,
  claim: RunClaim,
  moved: ReadonlyMap<string, Moved>,
  at: string,
): Promise<void> {
  if (moved.size === 0) return;
  await trx
    .insertInto('job_items')
    .values(
      [...moved]
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([item, { asset, amount }]) => ({
          job: claim.job,
          period: claim.period,
          item,
          done_at: at,
          asset,
          amount,
        })),
    )
    .onConflict((conflict) =>
      conflict.columns(['job', 'period', 'item']).doUpdateSet((eb) => ({
        asset: eb.ref('excluded.asset'),
        amount: eb.ref('excluded.amount'),
      })),
    )
    .execute();
}
