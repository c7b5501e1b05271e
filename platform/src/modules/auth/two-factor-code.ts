/** Checking a two-factor code at sign-in: right, wrong, or already used in its time step (by any instance). */
import type { UserRow } from '../../db/database.ts';
import { HttpError } from '../../errors.ts';
import type { AuthContext } from './context.ts';
import { markTotpStepUsed, pruneUsedTotpCodes } from './repository.ts';
import { matchTotp } from './totp.ts';

const USED_CODE_RETENTION_MS = 5 * 60 * 1000;

export const invalidTwoFactorCode = (): HttpError => new HttpError(401, 'Invalid two-factor code', '2FA_INVALID');
export const replayedCode = (): HttpError =>
  new HttpError(401, 'This code has already been used: wait for the next one', '2FA_REPLAYED');

export async function acceptTotp(
  context: AuthContext,
  user: UserRow,
  secret: string,
  code: string,
): Promise<'ok' | 'wrong' | 'replayed'> {
  const now = context.config.now();
  const step = await matchTotp(secret, code, now);
  if (step === null) return 'wrong';
  if (!(await markTotpStepUsed(context.db, user.id, step, now.toISOString()))) {
    context.log.warn({ userId: user.id, timeStep: step }, 'two-factor code replayed');
    return 'replayed';
  }
  await pruneUsedTotpCodes(context.db, new Date(now.getTime() - USED_CODE_RETENTION_MS).toISOString());
  return 'ok';
}
