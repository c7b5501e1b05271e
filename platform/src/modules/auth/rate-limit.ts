/**
 * Sliding-window limits kept as rows of auth_attempts, so every platform instance sees the same counts: a
 * key is refused while it has `max` attempts younger than the window, and only until the oldest of them
 * leaves it.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { HttpError } from '../../errors.ts';
import { countAttempts, pruneAttempts, recordAttempt } from './repository.ts';

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

/** Seconds until the key is under its limit again, or 0 when it is already. */
export async function secondsUntilAllowed(
  db: Kysely<Database>,
  key: string,
  max: number,
  window: Window,
): Promise<number> {
  const { count, oldest } = await countAttempts(db, key, windowStart(window));
  if (count < max || oldest === null) return 0;
  const leaves = new Date(oldest).getTime() + window.seconds * 1000;
  return Math.max(1, Math.ceil((leaves - window.now.getTime()) / 1000));
}

/** Counts one attempt under each key, and forgets attempts no window can see any more. */
export async function countAttempt(db: Kysely<Database>, keys: string[], window: Window): Promise<void> {
  const at = window.now.toISOString();
  for (const key of keys) await recordAttempt(db, key, at);
  await pruneAttempts(db, windowStart(window));
}

export function tooManyAttempts(retryAfterSeconds: number): RateLimitedError {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return new RateLimitedError(
    `Too many failed attempts. Try again in ${minutes} minute${minutes > 1 ? 's' : ''}.`,
    retryAfterSeconds,
  );
}
