/**
 * The member's proof for a withdrawal: the transaction password (argon2) and, for a member with two-factor
 * authentication, a code usable once (the auth module's check and store). Each has its own failure count in the
 * database, reserved before the slow check: five wrong within 15 minutes and the next attempt answers 429 until
 * the oldest leaves the window.
 */
import type { Kysely } from 'kysely';
import type { DialectKind } from '../../db/connect.ts';
import type { Database } from '../../db/database.ts';
import { HttpError } from '../../errors.ts';
import { verifyPassword } from '../auth/passwords.ts';
import {
  forgetOldAttempts,
  oneAtATime,
  RateLimitedError,
  releaseAttempt,
  reserveAttempt,
  secondsUntilUnder,
} from '../auth/rate-limit.ts';
import { markTotpStepUsed } from '../auth/repository.ts';
import { matchTotp } from '../auth/totp.ts';

export const TRANSACTION_PASSWORD_WINDOW_SECONDS = 15 * 60;
export const MAX_WRONG_TRANSACTION_PASSWORDS = 5;

export interface Credentials {
  transactionPassword: string;
  twoFactorCode: string | undefined;
}

export interface Holder {
  id: number;
  transactionPasswordHash: string | null;
  totpSecret: string | null;
}

function unprocessable(code: string, field: string, message: string): HttpError {
  return new HttpError(422, message, code, [{ field, message }]);
}

/**
 * Reserves one attempt under `key` before the slow check, so a burst of concurrent guesses cannot all pass
 * under the limit; a check that succeeds takes its reservation back.
 */
async function limitedCheck(
  context: CredentialsContext,
  key: string,
  what: string,
  check: () => Promise<boolean>,
): Promise<boolean> {
  return oneAtATime(key, async () => {
    const window = { seconds: TRANSACTION_PASSWORD_WINDOW_SECONDS, now: context.now };
    const reservation = await reserveAttempt(
      context.db,
      context.kind,
      window,
      { counted: [key], record: [key] },
      (counts) => {
        const wait = secondsUntilUnder(
          counts.get(key) ?? { count: 0, oldest: null },
          MAX_WRONG_TRANSACTION_PASSWORDS,
          window,
        );
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

export interface CredentialsContext {
  db: Kysely<Database>;
  kind: DialectKind;
  now: Date;
}

export async function checkCredentials(
  context: CredentialsContext,
  holder: Holder,
  credentials: Credentials,
): Promise<void> {
  if (!holder.transactionPasswordHash)
    throw unprocessable(
      'TRANSACTION_PASSWORD_NOT_SET',
      'transaction_password',
      'Set a transaction password in your profile before withdrawing.',
    );
  const hash = holder.transactionPasswordHash;
  const passwordRight = await limitedCheck(context, `tx-password:${holder.id}`, 'transaction passwords', () =>
    verifyPassword(hash, credentials.transactionPassword),
  );
  if (!passwordRight)
    throw unprocessable('TRANSACTION_PASSWORD_INVALID', 'transaction_password', 'The transaction password is wrong.');
  const secret = holder.totpSecret;
  if (!secret) return;
  const code = credentials.twoFactorCode;
  if (code === undefined)
    throw unprocessable(
      'TWO_FACTOR_REQUIRED',
      'two_factor_code',
      'Enter the code of your authenticator app to withdraw.',
    );
  const codeRight = await limitedCheck(context, `tx-2fa:${holder.id}`, 'two-factor codes', async () => {
    const step = await matchTotp(secret, code, context.now);
    return step !== null && (await markTotpStepUsed(context.db, holder.id, step, context.now.toISOString()));
  });
  if (!codeRight)
    throw unprocessable('TWO_FACTOR_INVALID', 'two_factor_code', 'The two-factor code is wrong or was already used.');
}
