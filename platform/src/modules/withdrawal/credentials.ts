/**
 * The member's proof for a withdrawal: the transaction password (argon2) and, for a member with two-factor
 * authentication, a code usable once (the auth module's check and store). Each has its own failure count in the
 * database: five wrong within 15 minutes and the next attempt answers 429 until the oldest leaves the window.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { HttpError } from '../../errors.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { countAttempt, RateLimitedError, secondsUntilAllowed } from '../auth/rate-limit.ts';
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

export async function checkCredentials(
  db: Kysely<Database>,
  holder: Holder,
  credentials: Credentials,
  now: Date,
): Promise<void> {
  const key = `tx-password:${holder.id}`;
  const codeKey = `tx-2fa:${holder.id}`;
  const window = { seconds: TRANSACTION_PASSWORD_WINDOW_SECONDS, now };
  for (const [limited, what] of [
    [key, 'transaction passwords'],
    [codeKey, 'two-factor codes'],
  ] as const) {
    const wait = await secondsUntilAllowed(db, limited, MAX_WRONG_TRANSACTION_PASSWORDS, window);
    if (wait > 0) {
      const minutes = Math.ceil(wait / 60);
      throw new RateLimitedError(
        `Too many wrong ${what}. Try again in ${minutes} minute${minutes > 1 ? 's' : ''}.`,
        wait,
      );
    }
  }
  if (!holder.transactionPasswordHash)
    throw unprocessable(
      'TRANSACTION_PASSWORD_NOT_SET',
      'transaction_password',
      'Set a transaction password in your profile before withdrawing.',
    );
  if (!(await verifyPassword(holder.transactionPasswordHash, credentials.transactionPassword))) {
    await countAttempt(db, [key], window);
    throw unprocessable('TRANSACTION_PASSWORD_INVALID', 'transaction_password', 'The transaction password is wrong.');
  }
  if (!holder.totpSecret) return;
  if (credentials.twoFactorCode === undefined)
    throw unprocessable(
      'TWO_FACTOR_REQUIRED',
      'two_factor_code',
      'Enter the code of your authenticator app to withdraw.',
    );
  const step = await matchTotp(holder.totpSecret, credentials.twoFactorCode, now);
  if (step === null || !(await markTotpStepUsed(db, holder.id, step, now.toISOString()))) {
    await countAttempt(db, [codeKey], window);
    throw unprocessable('TWO_FACTOR_INVALID', 'two_factor_code', 'The two-factor code is wrong or was already used.');
  }
}
