/**
 * A periodic job and the one way it runs: every ended period from the job's first one, not yet done, is claimed
 * and run; each item of a period moves its money once, marked done in the money's own transaction.
 */
import type { Kysely } from 'kysely';
import type { DialectKind } from '../../db/connect.ts';
import type { Database } from '../../db/database.ts';
import { noIdempotency } from '../idempotency/idempotency.ts';
import { moveMoney, type Movement } from '../ledger/index.ts';
import { lastEndedPeriod, periodsBetween, type Cadence } from './periods.ts';
import { beat, claimRun, donePeriods, finishRun, markItems, type RunClaim } from './runs.ts';

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
  /**
   * Moves the money of several items in one movement (a chunk of a day's stakes), each marked done in it; the
   * movement is handed the items not moved yet (by this or another instance), and not called when all were.
   * Answers the items it moved now.
   */
  batch(
    items: readonly string[],
    movement: (movement: Movement, items: readonly string[]) => Promise<void>,
  ): Promise<readonly string[]>;
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

async function runPeriod(deps: JobDeps, job: Job, claim: RunClaim): Promise<void> {
  let lastBeat = deps.now().getTime();
  const batch: PeriodRun['batch'] = async (items, movement) => {
    const now = deps.now();
    if (now.getTime() - lastBeat > BEAT_EVERY_MS) {
      if (!(await beat(deps.db, claim, now))) throw new RunTakenOver(`${job.name} ${claim.period} taken over`);
      lastBeat = now.getTime();
    }
    let todo: readonly string[] = [];
    await moveMoney({ ...deps, idempotency: noIdempotency }, async (m) => {
      // The items are marked first, in the money's transaction: the marks it wrote are the items not moved yet, and
      // another instance (a taken-over run) marking the same items meanwhile waits for this transaction to end,
      // then finds them marked and leaves them out.
      todo = await markItems(m.trx, claim, items, m.at);
      if (todo.length > 0) await movement(m, todo);
      return { status: 200, body: null };
    });
    return todo;
  };
  await job.run({
    period: claim.period,
    deps,
    batch,
    async once(item, movement) {
      return (await batch([item], (m) => movement(m))).length === 1;
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
