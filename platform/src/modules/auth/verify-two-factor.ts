/** The second step of a sign-in: the code for the short-lived token the first step handed out. */
import { HttpError, unauthorized } from '../../errors.ts';
import { findUserById } from '../user/repository.ts';
import type { User } from '../user/user-response.ts';
import { loginWindow, type AuthContext } from './context.ts';
import { countAttempt, secondsUntilAllowed, tooManyAttempts } from './rate-limit.ts';
import { clearAttempts } from './repository.ts';
import { completeSignIn, type SignedIn } from './session.ts';
import { acceptTotp, invalidTwoFactorCode, replayedCode } from './two-factor-code.ts';

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
  const window = loginWindow(config);
  const wrongKey = `2fa:${pending.jti}`;
  const doneKey = `2fa-done:${pending.jti}`;
  // A pending sign-in completes once, and dies after too many wrong codes.
  if ((await secondsUntilAllowed(db, doneKey, 1, window)) > 0) throw restartTwoFactor();
  if ((await secondsUntilAllowed(db, wrongKey, MAX_WRONG_TWO_FACTOR_CODES, window)) > 0) throw restartTwoFactor();

  const user = await findUserById(db, pending.userId);
  if (!user || user.is_active !== 1 || !user.totp_secret) throw unauthorized();
  const accountKey = `account:${user.id}`;
  const accountWait = await secondsUntilAllowed(db, accountKey, config.signInLimits.perAccount, window);
  if (accountWait > 0) throw tooManyAttempts(accountWait);

  const verdict = await acceptTotp(context, user, user.totp_secret, code);
  if (verdict !== 'ok') {
    await countAttempt(db, [wrongKey, accountKey], window);
    throw verdict === 'wrong' ? invalidTwoFactorCode() : replayedCode();
  }
  await countAttempt(db, [doneKey], window);
  await clearAttempts(db, accountKey);
  await clearAttempts(db, `captcha-account:${user.id}`);
  const signedIn = await completeSignIn(context, user);
  return { body: { user: signedIn.user, token: signedIn.token }, refresh: signedIn.refresh };
}
