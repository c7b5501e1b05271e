/** The claim on a job's period: one instance runs it, a dead instance's claim is taken over once stale. */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

type Db = Kysely<Database>;

/** A running claim whose instance has not beaten for this long is taken to be dead. */
export const STALE_RUN_MS = 5 * 60_000;

export interface RunClaim {
  job: string;
  period: string;
  token: string;
}

/** Claims (job, period) for this run; null when it is done, or running on a live instance. */
export async function claimRun(db: Db, job: string, period: string, now: Date): Promise<RunClaim | null> {
  const at = now.toISOString();
  const token = randomUUID();
  const inserted = await db
    .insertInto('job_runs')
    .values({ job, period, status: 'running', claim_token: token, started_at: at, heartbeat_at: at })
    .onConflict((conflict) => conflict.columns(['job', 'period']).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 1) return { job, period, token };
  // Taken over only from the claim read as stale: of two instances that both see it so, one wins.
  const taken = await db
    .updateTable('job_runs')
    .set({ claim_token: token, heartbeat_at: at })
    .where('job', '=', job)
    .where('period', '=', period)
    .where('status', '=', 'running')
    .where('heartbeat_at', '<', new Date(now.getTime() - STALE_RUN_MS).toISOString())
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1 ? { job, period, token } : null;
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

export async function finishRun(db: Db, claim: RunClaim, now: Date): Promise<void> {
  const items = await db
    .selectFrom('job_items')
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
    .where('job', '=', claim.job)
    .where('period', '=', claim.period)
    .executeTakeFirstOrThrow();
  await db
    .updateTable('job_runs')
    .set({ status: 'done', finished_at: now.toISOString(), items: Number(items.count) })
    .where('job', '=', claim.job)
    .where('period', '=', claim.period)
    .where('claim_token', '=', claim.token)
    .execute();
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
