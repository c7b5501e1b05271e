/**
 * A proof checked in a signed-in session (a transaction password, a login password, a two-factor code): each kind
 * has its own failure count per account in the database, reserved before the slow check, so a burst of concurrent
 * guesses cannot all pass under the limit. Five wrong within 15 minutes and the next attempt answers 429 until the
 * oldest leaves the window; a right one takes its reservation back.
 */
import { unprocessable } from '../../errors.ts';
import type { Kysely } from 'kysely';
import type { DialectKind } from '../../db/connect.ts';
import type { Database, UserRow } from '../../db/database.ts';
import { verifyPassword } from './passwords/passwords.ts';
import {
  forgetOldAttempts,
  oneAtATime,
  RateLimitedError,
  releaseAttempt,
  reserveAttempt,
  secondsUntilUnder,
} from './rate-limit.ts';

export const CHECK_WINDOW_SECONDS = 15 * 60;
export const MAX_WRONG_CHECKS = 5;

/** The keys failures are counted under: one per secret, whichever operation guessed it. */
export const checkKeys = {
  transactionPassword: (userId: number) => `tx-password:${userId}`,
  twoFactorCode: (userId: number) => `tx-2fa:${userId}`,
  password: (userId: number) => `password-check:${userId}`,
};

export interface CheckContext {
  db: Kysely<Database>;
  kind: DialectKind;
  now: Date;
}

/** Whether `check` passed; a failure stays counted under `key`. `what` names the proof in the 429's message. */
export async function limitedCheck(
  context: CheckContext,
  key: string,
  what: string,
  check: () => Promise<boolean>,
): Promise<boolean> {
  return oneAtATime(key, async () => {
    const window = { seconds: CHECK_WINDOW_SECONDS, now: context.now };
    const reservation = await reserveAttempt(
      context.db,
      context.kind,
      window,
      { counted: [key], record: [key] },
      (counts) => {
        const wait = secondsUntilUnder(counts.get(key) ?? { count: 0, oldest: null }, MAX_WRONG_CHECKS, window);
        if (wait > 0) {
          const minutes = Math.ceil(wait / 60);
          throw new RateLimitedError(
            `Too many wrong ${what}. Try again in ${minutes} minute${minutes > 1 ? 's' : ''}.`,
            wait,
          );
        }
      },
    );
    if (!(await check())) {
      await forgetOldAttempts(context.db, window);
      return false;
    }
    await releaseAttempt(context.db, reservation);
    return true;
  });
}

/** Refuses (422 PASSWORD_INVALID on `field`) unless `password` is the member's login password; counted as above. */
export async function requireLoginPassword(
  context: CheckContext,
  user: UserRow,
  password: string,
  { field = 'password', message = 'The login password is wrong.' }: { field?: string; message?: string } = {},
): Promise<void> {
  const right = await limitedCheck(context, checkKeys.password(user.id), 'passwords', () =>
    verifyPassword(user.password_hash, password),
  );
  if (!right) throw unprocessable('PASSWORD_INVALID', message, field);
}
