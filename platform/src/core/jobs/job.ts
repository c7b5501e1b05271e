/**
 * A periodic job and the one way it runs: every ended period from the job's first one, not yet done, is claimed
 * and run, oldest first; each item of a period moves its money once, marked done in the money's own transaction
 * with what it moved. A run that fails is recorded failed with its error and tried again after a backoff; the
 * periods after it wait for it, since a later period may build on an earlier one (a stake matures).
 */
import type { Kysely } from 'kysely';
import type { DialectKind } from '../../db/connect.ts';
import type { Database } from '../../db/database.ts';
import { noIdempotency } from '../idempotency/idempotency.ts';
import { moveMoney, type Movement } from '../ledger/index.ts';
import { lastEndedPeriod, periodsBetween, type Cadence } from './periods.ts';
import { beat, claimRun, donePeriods, endRun, markItems, recordMoved, type Moved, type RunClaim } from './runs.ts';

export type { Moved } from './runs.ts';

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
   * or an earlier run; true when it moved now. The movement answers what the item moved (null for nothing).
   */
  once(item: string, movement: (movement: Movement) => Promise<Moved | null>): Promise<boolean>;
  /**
   * Moves the money of several items in one movement (a chunk of a day's stakes), each marked done in it; the
   * movement is handed the items not moved yet (by this or another instance), and not called when all were. It
   * answers what each of them moved (an item left out moved nothing). Answers the items it moved now.
   */
  batch(
    items: readonly string[],
    movement: (movement: Movement, items: readonly string[]) => Promise<ReadonlyMap<string, Moved>>,
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

/**
 * What a period came to: `ran` (done now), `busy` (done or running elsewhere), `failed` (recorded, retried after
 * its backoff) or `waiting` (failed earlier, its next attempt not due yet).
 */
export type PeriodOutcome = 'ran' | 'busy' | 'failed' | 'waiting';

export interface RunOptions {
  /** Tries a failed period now rather than when its backoff ends: an administrator's start. */
  retryNow?: boolean;
  /** Told each period's outcome as it comes, with the error of a failed one. */
  onPeriod?(period: string, outcome: PeriodOutcome, error?: unknown): void;
}

/** Another instance took the period over: this run stops, what it moved stays moved once. */
class RunTakenOver extends Error {}

// How often a run says it is alive, whatever it is doing; well under STALE_RUN_MS.
export const BEAT_EVERY_MS = 10_000;
// What the run keeps of an error: its first line, short. Driver messages name tables and values, never secrets.
const ERROR_LENGTH = 300;

export function describeError(error: unknown): string {
  const text = error instanceof Error ? `${error.name === 'Error' ? '' : `${error.name}: `}${error.message}` : 'failed';
  const line = text.split('\n', 1)[0]!.trim() || 'failed';
  return line.length > ERROR_LENGTH ? `${line.slice(0, ERROR_LENGTH - 1)}…` : line;
}

/**
 * Runs one claimed period. A timer beats the claim while the run computes, between movements as well as during
 * them, so a long run is never taken for dead; when a beat finds the claim taken over, the run stops at its next
 * movement.
 */
async function runPeriod(deps: JobDeps, job: Job, claim: RunClaim): Promise<void> {
  let takenOver = false;
  let beating: Promise<void> | undefined;
  const timer = setInterval(() => {
    beating ??= beat(deps.db, claim, deps.now())
      .then(
        (alive) => void (takenOver ||= !alive),
        // A beat that could not be written: the next one tries again, well before the claim goes stale.
        () => undefined,
      )
      .finally(() => (beating = undefined));
  }, BEAT_EVERY_MS);
  timer.unref();
  const batch: PeriodRun['batch'] = async (items, movement) => {
    // A beat on its way may find the claim taken over: no movement starts before its answer.
    await beating;
    if (takenOver) throw new RunTakenOver(`${job.name} ${claim.period} taken over`);
    let todo: readonly string[] = [];
    await moveMoney({ ...deps, idempotency: noIdempotency }, async (m) => {
      // The items are marked first, in the money's transaction: the marks it wrote are the items not moved yet, and
      // another instance (a taken-over run) marking the same items meanwhile waits for this transaction to end,
      // then finds them marked and leaves them out.
      todo = await markItems(m.trx, claim, items, m.at);
      if (todo.length === 0) return { status: 200, body: null };
      const moved = await movement(m, todo);
      const marked = new Set(todo);
      for (const item of moved.keys())
        if (!marked.has(item)) throw new Error(`${job.name} ${claim.period}: ${item} moved without its mark`);
      await recordMoved(m.trx, claim, moved, m.at);
      return { status: 200, body: null };
    });
    return todo;
  };
  try {
    await job.run({
      period: claim.period,
      deps,
      batch,
      async once(item, movement) {
        const moved = await batch([item], async (m) => {
          const what = await movement(m);
          return new Map(what ? [[item, what]] : []);
        });
        return moved.length === 1;
      },
    });
  } finally {
    clearInterval(timer);
    await beating;
  }
  if (!(await endRun(deps.db, claim, deps.now(), { status: 'done' })))
    throw new RunTakenOver(`${job.name} ${claim.period} taken over`);
}

/** The periods a run of `job` would run now: every ended one from its first, not done yet, oldest first. */
export async function duePeriods(deps: JobDeps, job: Job): Promise<string[]> {
  const first = await job.firstPeriod(deps);
  if (first === null) return [];
  const done = await donePeriods(deps.db, job.name, first);
  return periodsBetween(job.cadence, first, lastEndedPeriod(job.cadence, deps.now())).filter(
    (period) => !done.has(period),
  );
}

/** Runs every due period of `job`, oldest first, up to one that fails; what each period came to. */
export async function runJob(deps: JobDeps, job: Job, options: RunOptions = {}): Promise<Map<string, PeriodOutcome>> {
  const outcomes = new Map<string, PeriodOutcome>();
  const report = (period: string, outcome: PeriodOutcome, error?: unknown) => {
    outcomes.set(period, outcome);
    options.onPeriod?.(period, outcome, error);
  };
  for (const period of await duePeriods(deps, job)) {
    const claim = await claimRun(deps.db, job.name, period, deps.now(), options.retryNow);
    if (claim === 'busy') {
      report(period, 'busy');
      continue;
    }
    if (claim === 'waiting') {
      report(period, 'waiting');
      break;
    }
    try {
      await runPeriod(deps, job, claim);
    } catch (error) {
      // Recorded only while the claim is this run's: a period taken over meanwhile is the other instance's to end.
      if (
        !(error instanceof RunTakenOver) &&
        (await endRun(deps.db, claim, deps.now(), { status: 'failed', error: describeError(error) }))
      ) {
        report(period, 'failed', error);
        break;
      }
      report(period, 'busy');
      continue;
    }
    report(period, 'ran');
  }
  return outcomes;
}
