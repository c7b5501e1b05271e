/** The second step of a sign-in: the code (or a recovery code) for the short-lived token the first step handed out. */
import { HttpError, unauthorized } from '../../../errors.ts';
import { findUserById, type User } from '../../user/index.ts';
import { loginWindow, type AuthContext } from '../context.ts';
import { forgetOldAttempts, releaseAttempt, reserveAttempt } from '../rate-limit.ts';
import { isRecoveryCode, useRecoveryCode } from '../two-factor/recovery-codes.ts';
import { clearAttempts } from '../repository.ts';
import { completeSignIn, type SignedIn } from './session.ts';
import {
  acceptTotp,
  codeAttemptsKey,
  invalidTwoFactorCode,
  replayedCode,
  reserveCodeAttempt,
} from '../two-factor/two-factor-code.ts';

export const MAX_WRONG_TWO_FACTOR_CODES = 5;

const restartTwoFactor = (): HttpError => new HttpError(401, 'Too many wrong codes: sign in again', '2FA_RESTART');

export interface PendingTwoFactor {
  userId: number;
  jti: string;
}

export async function verifyTwoFactor(
  context: AuthContext,
  pending: PendingTwoFactor,
  code: string,
): Promise<SignedIn<{ user: User; token: string }>> {
  const { db, config } = context;
  const wrongKey = `2fa:${pending.jti}`;
  const doneKey = `2fa-done:${pending.jti}`;
  const user = await findUserById(db, pending.userId);
  if (!user || user.is_active !== 1 || !user.totp_secret) throw unauthorized();

  // A pending sign-in completes once, and dies after too many wrong codes: each code is counted as wrong
  // before it is checked, so that concurrent codes cannot all pass under the limit.
  const reservation = await reserveCodeAttempt(context, user.id, {
    counted: [wrongKey, doneKey],
    record: [wrongKey],
    decide: (count) => {
      if (count(doneKey) > 0 || count(wrongKey) >= MAX_WRONG_TWO_FACTOR_CODES) throw restartTwoFactor();
    },
  });
  const verdict = isRecoveryCode(code)
    ? (await useRecoveryCode(db, user.id, code, config.now().toISOString()))
      ? 'ok'
      : 'wrong'
    : await acceptTotp(context, user, user.totp_secret, code);
  if (verdict !== 'ok') {
    await forgetOldAttempts(db, loginWindow(config));
    throw verdict === 'wrong' ? invalidTwoFactorCode() : replayedCode();
  }
  await releaseAttempt(db, reservation);
  // Two right codes at once (of neighbouring time steps): one completes the sign-in.
  await reserveAttempt(db, context.kind, loginWindow(config), { counted: [doneKey], record: [doneKey] }, (counts) => {
    if ((counts.get(doneKey)?.count ?? 0) > 0) throw restartTwoFactor();
  });
  await clearAttempts(db, codeAttemptsKey(user.id));
  await clearAttempts(db, `captcha-account:${user.id}`);
  const signedIn = await completeSignIn(context, user);
  return { body: { user: signedIn.user, token: signedIn.token }, refresh: signedIn.refresh };
}
