/**
 * The transaction password, separate from the login password (argon2id as well): the first needs the login
 * password, a change the current one or, when it is forgotten, the login password and the two-factor code.
 */
import type { components } from '../../../generated/api.ts';
import { unauthorized, unprocessable } from '../../../errors.ts';
import type { CurrentUser } from '../../../plugins/current-user.ts';
import type { UserRow } from '../../../db/database.ts';
import { findUserById, setTransactionPasswordHash } from '../../user/index.ts';
import { badRequest, type AuthContext } from '../context.ts';
import { checkKeys, limitedCheck, requireLoginPassword, type CheckContext } from '../limited-check.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { acceptSignedInCode } from '../two-factor/two-factor-settings.ts';

type Input = components['schemas']['SetTransactionPasswordRequest'];

async function requirePassword(check: CheckContext, user: UserRow, password: string | undefined, why: string) {
  if (password === undefined) throw unprocessable('PROOF_REQUIRED', why, 'password');
  await requireLoginPassword(check, user, password);
}

/** Throws unless the input proves the member may set a new transaction password. */
async function requireProof(context: AuthContext, check: CheckContext, user: UserRow, input: Input): Promise<void> {
  if (user.transaction_password_hash === null) {
    await requirePassword(check, user, input.password, 'Enter your login password to set a transaction password.');
    return;
  }
  const current = input.current_transaction_password;
  if (current !== undefined) {
    const hash = user.transaction_password_hash;
    const right = await limitedCheck(check, checkKeys.transactionPassword(user.id), 'transaction passwords', () =>
      verifyPassword(hash, current),
    );
    if (!right)
      throw unprocessable(
        'TRANSACTION_PASSWORD_INVALID',
        'The current transaction password is wrong.',
        'current_transaction_password',
      );
    return;
  }
  if (input.password === undefined)
    throw unprocessable(
      'PROOF_REQUIRED',
      'Enter your current transaction password, or your login password if you have forgotten it.',
      'current_transaction_password',
    );
  await requirePassword(check, user, input.password, '');
  if (!user.totp_secret) return;
  if (input.two_factor_code === undefined)
    throw unprocessable('TWO_FACTOR_REQUIRED', 'Enter the code of your authenticator app.', 'two_factor_code');
  if (!(await acceptSignedInCode(context, user, input.two_factor_code, { recovery: true })))
    throw unprocessable('TWO_FACTOR_INVALID', 'The two-factor code is wrong or was already used.', 'two_factor_code');
}

export async function setTransactionPassword(
  context: AuthContext,
  caller: CurrentUser,
  input: Input,
): Promise<{ message: string }> {
  const { db, config } = context;
  if (input.transaction_password !== input.repeat_transaction_password)
    throw badRequest([
      { field: 'repeat_transaction_password', message: 'Transaction password and repeat password does not match' },
    ]);
  const user = await findUserById(db, caller.id);
  if (!user) throw unauthorized();
  await requireProof(context, { db, kind: context.kind, now: config.now() }, user, input);
  await setTransactionPasswordHash(
    db,
    user.id,
    await hashPassword(input.transaction_password, config.passwordHashMemoryKib),
  );
  return { message: 'Your transaction password has been saved.' };
}
