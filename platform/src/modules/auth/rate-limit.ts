/**
 * Sliding-window limits kept as rows of auth_attempts, so every platform instance sees the same counts: a
 * key is refused while it has `max` attempts younger than the window, and only until the oldest of them
 * leaves it.
 */
import type { Kysely } from 'kysely';
import type { DialectKind } from '../../db/connect.ts';
import type { Database } from '../../db/database.ts';
import { HttpError } from '../../errors.ts';
import {
  countAttempts,
  countAttemptsOf,
  deleteAttempts,
  insertAttempts,
  lockAttemptKeys,
  pruneAttempts,
  recordAttempt,
} from './repository.ts';

export class RateLimitedError extends HttpError {
  readonly retryAfterSeconds: number;

  constructor(message: string, retryAfterSeconds: number) {
    super(429, message, 'RATE_LIMITED');
    this.retryAfterSeconds = retryAfterSeconds;
    this.headers['retry-after'] = String(retryAfterSeconds);
  }
}

export interface Window {
  seconds: number;
  now: Date;
}

function windowStart(window: Window): string {
  return new Date(window.now.getTime() - window.seconds * 1000).toISOString();
}

export interface Counted {
  count: number;
  oldest: string | null;
}

/** Seconds until a key holding these attempts is under `max` again, or 0 when it is already. */
export function secondsUntilUnder(counted: Counted, max: number, window: Window): number {
  if (counted.count < max || counted.oldest === null) return 0;
  const leaves = new Date(counted.oldest).getTime() + window.seconds * 1000;
  return Math.max(1, Math.ceil((leaves - window.now.getTime()) / 1000));
}

/** Seconds until the key is under its limit again, or 0 when it is already. */
export async function secondsUntilAllowed(
  db: Kysely<Database>,
  key: string,
  max: number,
  window: Window,
): Promise<number> {
  return secondsUntilUnder(await countAttempts(db, key, windowStart(window)), max, window);
}

/** The attempt rows a reservation added, to take back when the attempt turns out not to count. */
export type Reservation = readonly number[];

/**
 * Counts the attempt before its slow work (argon2, TOTP), so that a burst of concurrent guesses cannot all
 * pass under a limit: the `counted` keys are locked and counted, `decide` refuses by throwing, and only then is
 * the attempt recorded under the `record` keys. It stays counted, as a failure, unless released.
 */
export async function reserveAttempt(
  db: Kysely<Database>,
  kind: DialectKind,
  window: Window,
  keys: { counted: readonly string[]; record: readonly string[] },
  decide: (counts: ReadonlyMap<string, Counted>) => void,
): Promise<Reservation> {
  const since = windowStart(window);
  const at = window.now.toISOString();
  const all = [...new Set([...keys.counted, ...keys.record])].sort();
  const unlock = await queueLocally(all);
  try {
    return await db.transaction().execute(async (trx) => {
      await lockAttemptKeys(trx, kind, all);
      decide(await countAttemptsOf(trx, keys.counted, since));
      return insertAttempts(trx, keys.record, at);
    });
  } finally {
    unlock();
  }
}

const localQueues = new Map<string, Promise<void>>();

/**
 * Lines up this process's attempts on the same keys before they take a database connection: a burst on one
 * account then waits here, not in the pool, where it would starve every other query. The database lock is
 * still what instances agree on. Keys are taken in sorted order, like the database's, so none deadlock.
 */
async function queueLocally(sortedKeys: readonly string[]): Promise<() => void> {
  const releases: (() => void)[] = [];
  for (const key of sortedKeys) {
    const previous = localQueues.get(key) ?? Promise.resolve();
    let release!: () => void;
    const turn = new Promise<void>((resolve) => {
      release = resolve;
    });
    const tail = previous.then(() => turn);
    localQueues.set(key, tail);
    await previous;
    releases.push(() => {
      release();
      if (localQueues.get(key) === tail) localQueues.delete(key);
    });
  }
  return () => {
    for (const release of releases.reverse()) release();
  };
}

/**
 * Runs `work` for one key at a time in this process: concurrent right answers then each take their reservation
 * back before the next is counted, instead of crowding the limit; instances still agree through the database.
 */
export async function oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
  const unlock = await queueLocally([`serial:${key}`]);
  try {
    return await work();
  } finally {
    unlock();
  }
}

/** Forgets attempts no window can see any more; called where a failure is kept. */
export async function forgetOldAttempts(db: Kysely<Database>, window: Window): Promise<void> {
  await pruneAttempts(db, windowStart(window));
}

/** Takes a reservation back: the attempt did not happen after all (no captcha, say) or succeeded. */
export async function releaseAttempt(db: Kysely<Database>, reservation: Reservation): Promise<void> {
  await deleteAttempts(db, reservation);
}

/** Counts one attempt under each key, and forgets attempts no window can see any more. */
export async function countAttempt(db: Kysely<Database>, keys: string[], window: Window): Promise<void> {
  const at = window.now.toISOString();
  for (const key of keys) await recordAttempt(db, key, at);
  await pruneAttempts(db, windowStart(window));
}

export function tooManyAttempts(retryAfterSeconds: number, what = 'failed attempts'): RateLimitedError {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return new RateLimitedError(
    `Too many ${what}. Try again in ${minutes} minute${minutes > 1 ? 's' : ''}.`,
    retryAfterSeconds,
  );
}

/** A limit on something other than proofs (uploads): `max` events under `key` within the window. */
export interface EventLimit {
  key: string;
  max: number;
  /** At most the sign-in window: the rows older than it are pruned with the failures. */
  windowSeconds: number;
  /** Said in the 429: "Too many uploads." */
  what: string;
}

/** Counts one event under the limit's key, refused (429 with Retry-After) while `max` are within the window. */
export async function countWithinLimit(
  db: Kysely<Database>,
  kind: DialectKind,
  limit: EventLimit,
  now: Date,
): Promise<void> {
  const window = { seconds: limit.windowSeconds, now };
  await reserveAttempt(db, kind, window, { counted: [limit.key], record: [limit.key] }, (counts) => {
    const wait = secondsUntilUnder(counts.get(limit.key)!, limit.max, window);
    if (wait > 0) throw tooManyAttempts(wait, limit.what);
  });
}
