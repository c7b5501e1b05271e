/**
 * A periodic job and the one way it runs: every ended period from the job's first one, not yet done, is claimed
 * and run; each item of a period moves its money once, marked done in the money's own transaction.
 */
import type { Kysely } from 'kysely';
import type { DialectKind } from '../../db/connect.ts';
import type { Database } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { IdempotencyScope } from '../idempotency/idempotency.ts';
import { moveMoney, type Movement } from '../ledger/movement.ts';
import { lastEndedPeriod, periodsBetween, type Cadence } from './periods.ts';
import { beat, claimRun, donePeriods, finishRun, itemDone, type RunClaim } from './runs.ts';

export interface JobDeps {
  db: Kysely<Database>;
  kind: DialectKind;
  now: () => Date;
}

/** What a job's period run is handed. */
export interface PeriodRun {
  period: string;
  deps: JobDeps;
  /**
   * Moves the money of one item of the period (a stake's reward of the day), unless it was moved already by this
   * or an earlier run; true when it moved now.
   */
  once(item: string, movement: (movement: Movement) => Promise<void>): Promise<boolean>;
}

export interface Job {
  name: string;
  cadence: Cadence;
  /** When the scheduler wakes the job: a cron pattern, in UTC. */
  schedule: string;
  /** The first period that may owe anything, where catching up starts; null while nothing is owed. */
  firstPeriod(deps: JobDeps): Promise<string | null>;
  run(run: PeriodRun): Promise<void>;
}

export type PeriodOutcome = 'ran' | 'busy';

/** Another instance took the period over: this run stops, what it moved stays moved once. */
class RunTakenOver extends Error {}

// How often a long run says it is alive; well under the stale window of runs.ts.
const BEAT_EVERY_MS = 10_000;

/** The item's mark, written by `moveMoney` in the movement's transaction in place of an Idempotency-Key. */
function itemScope(claim: RunClaim, item: string, now: () => Date): IdempotencyScope {
  let completed = false;
  return {
    async complete(trx) {
      await trx
        .insertInto('job_items')
        .values({ job: claim.job, period: claim.period, item, done_at: now().toISOString() })
        .execute();
      completed = true;
    },
    get completed() {
      return completed;
    },
  };
}

async function runPeriod(deps: JobDeps, job: Job, claim: RunClaim): Promise<void> {
  let lastBeat = deps.now().getTime();
  await job.run({
    period: claim.period,
    deps,
    async once(item, movement) {
      const now = deps.now();
      if (now.getTime() - lastBeat > BEAT_EVERY_MS) {
        if (!(await beat(deps.db, claim, now))) throw new RunTakenOver(`${job.name} ${claim.period} taken over`);
        lastBeat = now.getTime();
      }
      if (await itemDone(deps.db, job.name, claim.period, item)) return false;
      try {
        await moveMoney({ ...deps, idempotency: itemScope(claim, item, deps.now) }, async (m) => {
          await movement(m);
          return { status: 200, body: null };
        });
        return true;
      } catch (error) {
        // A taken-over run marked the item first: its money moved once, this transaction rolled back.
        if (isUniqueViolation(error)) return false;
        throw error;
      }
    },
  });
  await finishRun(deps.db, claim, deps.now());
}

/** Runs every ended period of `job` not yet done, oldest first; what each period came to. */
export async function runJob(deps: JobDeps, job: Job): Promise<Map<string, PeriodOutcome>> {
  const outcomes = new Map<string, PeriodOutcome>();
  const first = await job.firstPeriod(deps);
  if (first === null) return outcomes;
  const done = await donePeriods(deps.db, job.name, first);
  for (const period of periodsBetween(job.cadence, first, lastEndedPeriod(job.cadence, deps.now()))) {
    if (done.has(period)) continue;
    const claim = await claimRun(deps.db, job.name, period, deps.now());
    if (!claim) {
      outcomes.set(period, 'busy');
      continue;
    }
    try {
      await runPeriod(deps, job, claim);
    } catch (error) {
      if (error instanceof RunTakenOver) {
        outcomes.set(period, 'busy');
        continue;
      }
      throw error;
    }
    outcomes.set(period, 'ran');
  }
  return outcomes;
}
