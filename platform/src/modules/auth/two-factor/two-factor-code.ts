/** Checking a two-factor code at sign-in: right, wrong, or already used in its time step (by any instance). */
import type { UserRow } from '../../../db/database.ts';
import { HttpError } from '../../../errors.ts';
import { loginWindow, type AuthContext } from '../context.ts';
import { reserveAttempt, secondsUntilUnder, tooManyAttempts, type Reservation } from '../rate-limit.ts';
import { markTotpStepUsed, pruneUsedTotpCodes } from '../repository.ts';
import { matchStoredTotp } from './totp-secrets.ts';

const USED_CODE_RETENTION_MS = 5 * 60 * 1000;

export const invalidTwoFactorCode = (): HttpError =>
  new HttpError(401, 'Invalid two-factor code', 'TWO_FACTOR_INVALID');
export const replayedCode = (): HttpError =>
  new HttpError(401, 'This code has already been used: wait for the next one', '2FA_REPLAYED');

/** Wrong codes of an account, whichever sign-in they came with: past the account's limit, codes wait (429). */
export const codeAttemptsKey = (userId: number): string => `2fa-account:${userId}`;

/**
 * Counts one code of the account as wrong before it is checked, so that concurrent codes see each other; the
 * caller releases it when the code is right. `also` adds keys of the caller's own, counted and recorded under
 * the same lock, and its `decide` refuses (throws) from their counts.
 */
export async function reserveCodeAttempt(
  context: AuthContext,
  userId: number,
  also: { counted: string[]; record: string[]; decide: (count: (key: string) => number) => void } = {
    counted: [],
    record: [],
    decide: () => undefined,
  },
): Promise<Reservation> {
  const { db, config } = context;
  const window = loginWindow(config);
  const accountKey = codeAttemptsKey(userId);
  return reserveAttempt(
    db,
    context.kind,
    window,
    { counted: [accountKey, ...also.counted], record: [accountKey, ...also.record] },
    (counts) => {
      also.decide((key) => counts.get(key)?.count ?? 0);
      const wait = secondsUntilUnder(
        counts.get(accountKey) ?? { count: 0, oldest: null },
        config.signInLimits.perAccount,
        window,
      );
      if (wait > 0) throw tooManyAttempts(wait);
    },
  );
}

export async function acceptTotp(
  context: AuthContext,
  user: UserRow,
  secret: string,
  code: string,
): Promise<'ok' | 'wrong' | 'replayed'> {
  const now = context.config.now();
  const step = await matchStoredTotp(secret, code, now);
  if (step === null) return 'wrong';
  if (!(await markTotpStepUsed(context.db, user.id, step, now.toISOString()))) {
    context.log.warn({ userId: user.id, timeStep: step }, 'two-factor code replayed');
    return 'replayed';
  }
  await pruneUsedTotpCodes(context.db, new Date(now.getTime() - USED_CODE_RETENTION_MS).toISOString());
  return 'ok';
}
