/**
 * The member's proof for moving money: the transaction password and, where the money leaves the member, the
 * 2FA code of a member who has it. Five wrong of either within 15 minutes and the next attempt answers 429.
 */
import { unprocessable } from '../../../errors.ts';
import { checkKeys, limitedCheck, type CheckContext } from '../limited-check.ts';
import { verifyPassword } from './passwords.ts';
import { markTotpStepUsed } from '../repository.ts';
import { matchStoredTotp } from '../two-factor/totp-secrets.ts';

export interface Credentials {
  transactionPassword: string;
  twoFactorCode: string | undefined;
}

export interface Holder {
  id: number;
  transactionPasswordHash: string | null;
  totpSecret: string | null;
}

export type CredentialsContext = CheckContext;

/** What the proof is for, as the refusals name it. */
export interface Purpose {
  before: string;
  to: string;
}

/**
 * The transaction password alone, with the same failure count: for a movement that keeps the money the member's
 * (a stake, an arbitrage pack's price, both locked until they return).
 */
export async function checkTransactionPassword(
  context: CredentialsContext,
  holder: Pick<Holder, 'id' | 'transactionPasswordHash'>,
  password: string,
  purpose: Pick<Purpose, 'before'>,
): Promise<void> {
  const hash = holder.transactionPasswordHash;
  if (!hash)
    throw unprocessable(
      'TRANSACTION_PASSWORD_NOT_SET',
      `Set a transaction password in your profile before ${purpose.before}.`,
      'transaction_password',
    );
  const right = await limitedCheck(context, checkKeys.transactionPassword(holder.id), 'transaction passwords', () =>
    verifyPassword(hash, password),
  );
  if (!right)
    throw unprocessable('TRANSACTION_PASSWORD_INVALID', 'The transaction password is wrong.', 'transaction_password');
}

export async function checkCredentials(
  context: CredentialsContext,
  holder: Holder,
  credentials: Credentials,
  purpose: Purpose,
): Promise<void> {
  await checkTransactionPassword(context, holder, credentials.transactionPassword, purpose);
  const secret = holder.totpSecret;
  if (!secret) return;
  const code = credentials.twoFactorCode;
  if (code === undefined)
    throw unprocessable(
      'TWO_FACTOR_REQUIRED',
      `Enter the code of your authenticator app to ${purpose.to}.`,
      'two_factor_code',
    );
  const codeRight = await limitedCheck(context, checkKeys.twoFactorCode(holder.id), 'two-factor codes', async () => {
    const step = await matchStoredTotp(secret, code, context.now);
    return step !== null && (await markTotpStepUsed(context.db, holder.id, step, context.now.toISOString()));
  });
  if (!codeRight)
    throw unprocessable('TWO_FACTOR_INVALID', 'The two-factor code is wrong or was already used.', 'two_factor_code');
}
