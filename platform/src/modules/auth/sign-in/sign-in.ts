/**
 * Sign-in with a login and a password, under per-account and per-address limits, with a captcha after
 * repeated failures, and the two-factor code in the same call when it is given.
 */
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Config } from '../../../config.ts';
import type { UserRow } from '../../../db/database.ts';
import { HttpError } from '../../../errors.ts';
import type { components } from '../../../generated/api.ts';
import { requireCaptcha, requireSolution } from '../../captcha/index.ts';
import { setPasswordHash } from '../../user/index.ts';
import { signTwoFactorToken } from './access-tokens.ts';
import { loginWindow, type AuthContext } from '../context.ts';
import { hashPassword, passwordNeedsRehash, verifyPassword } from '../passwords/passwords.ts';
import {
  forgetOldAttempts,
  oneAtATime,
  releaseAttempt,
  reserveAttempt,
  secondsUntilUnder,
  tooManyAttempts,
} from '../rate-limit.ts';
import { clearAttempts, findUserByLogin } from '../repository.ts';
import { completeSignIn, type SignedIn } from './session.ts';
import {
  acceptTotp,
  codeAttemptsKey,
  invalidTwoFactorCode,
  replayedCode,
  reserveCodeAttempt,
} from '../two-factor/two-factor-code.ts';

type SignInRequest = components['schemas']['SignInRequest'];
type SignInResponse = components['schemas']['SignInResponse'];

export const INVALID_CREDENTIALS = 'Invalid username or password';

const invalidCredentials = (): HttpError => new HttpError(401, INVALID_CREDENTIALS, 'INVALID_CREDENTIALS');
const accountDeactivated = (): HttpError =>
  new HttpError(
    403,
    'This account has been deactivated. Contact support to have it reactivated.',
    'ACCOUNT_DEACTIVATED',
  );

const dummyHashes = new Map<number, Promise<string>>();

/** A hash to verify against when the login names nobody, so both cases take the time of one argon2 verify. */
function hashForUnknownUser(memoryKib: number): Promise<string> {
  let dummy = dummyHashes.get(memoryKib);
  if (!dummy) dummyHashes.set(memoryKib, (dummy = hashPassword(randomBytes(16).toString('hex'), memoryKib)));
  return dummy;
}

/**
 * The keys a sign-in is counted under. The login's makes the captcha necessary and, beyond the account's
 * threshold, slows sign-ins down; an unknown login is counted under its own text, so a login that names nobody
 * is answered exactly as an account's would be: no enumeration. The address's refuses sign-ins beyond its limit.
 */
function attemptKeys(ip: string, login: string, user: UserRow | undefined) {
  return {
    ip: `ip:${ip}`,
    captchaIp: `captcha-ip:${ip}`,
    login: user ? `captcha-account:${user.id}` : `captcha-login:${login.trim().toLowerCase()}`,
  };
}

/** Beyond the account's threshold each failure doubles the wait before the password is looked at, up to 8 times. */
export function slowDownMs(config: Config, accountFailures: number): number {
  const beyond = accountFailures - config.signInLimits.perAccount;
  return beyond < 0 ? 0 : config.signInLimits.slowDownMs * 2 ** Math.min(beyond, 3);
}

/**
 * Checks the password under the attempt limits: the attempt is counted as a failure before the password is
 * looked at, so that concurrent guesses see each other, and a right password takes it back. Answers the user and
 * whether the captcha was asked (and solved); throws the refusal otherwise.
 */
async function checkPasswordCounted(
  context: AuthContext,
  input: SignInRequest,
  ip: string,
  user: UserRow | undefined,
  keys: ReturnType<typeof attemptKeys>,
): Promise<{ user: UserRow; captchaAsked: boolean }> {
  const { db, config } = context;
  const limits = config.signInLimits;
  const window = loginWindow(config);
  const counted = [keys.ip, keys.captchaIp, keys.login];

  let captchaAsked = false;
  let loginFailures = 0;
  const reservation = await reserveAttempt(db, context.kind, window, { counted, record: counted }, (counts) => {
    const count = (key: string) => counts.get(key) ?? { count: 0, oldest: null };
    const ipWait = secondsUntilUnder(count(keys.ip), limits.perIp, window);
    if (ipWait > 0) throw tooManyAttempts(ipWait);
    captchaAsked =
      count(keys.login).count >= limits.captchaAfterFailures ||
      count(keys.captchaIp).count >= limits.captchaAfterFailures;
    loginFailures = count(keys.login).count;
    // Refused before anything is recorded: no password is looked at without the captcha.
    if (captchaAsked) requireSolution(context, input.captcha, ip, 'sign-in');
  });
  try {
    if (captchaAsked) await requireCaptcha(context, input.captcha, ip, 'sign-in');
  } catch (error) {
    // No password was looked at: nothing to count.
    await releaseAttempt(db, reservation);
    throw error;
  }
  // Never a lockout: beyond the threshold the owner still signs in, with a captcha and after a wait.
  const wait = slowDownMs(config, loginFailures);
  if (wait > 0) await sleep(wait);

  const passwordOk = user
    ? await verifyPassword(user.password_hash, input.password)
    : (await verifyPassword(await hashForUnknownUser(config.passwordHashMemoryKib), input.password)) && false;
  if (!user || !passwordOk) {
    await forgetOldAttempts(db, window);
    throw invalidCredentials();
  }
  // The password was right: this attempt is no failure, whatever the code says below.
  await releaseAttempt(db, reservation);
  return { user, captchaAsked };
}

export async function signIn(
  context: AuthContext,
  input: SignInRequest,
  ip: string,
): Promise<SignedIn<SignInResponse>> {
  const { db, config } = context;
  const window = loginWindow(config);
  const found = await findUserByLogin(db, input.login);
  const keys = attemptKeys(ip, input.login, found);
  // One attempt of an account at a time in this process: each right password takes its reservation back
  // before the next is counted, so concurrent right sign-ins do not crowd the captcha's threshold.
  const { user, captchaAsked } = await oneAtATime(keys.login, () =>
    checkPasswordCounted(context, input, ip, found, keys),
  );
  // Said only to whoever knows the password, so it tells nobody else that the account exists.
  if (user.is_active !== 1) throw accountDeactivated();

  if (passwordNeedsRehash(user.password_hash, config.passwordHashMemoryKib))
    await setPasswordHash(db, user.id, await hashPassword(input.password, config.passwordHashMemoryKib));

  if (user.totp_secret) {
    if (input.token === undefined)
      return { body: { user: null, two_factor_needed: true, token: signTwoFactorToken(context.jwt, config, user.id) } };
    const code = await reserveCodeAttempt(context, user.id);
    const verdict = await acceptTotp(context, user, user.totp_secret, input.token);
    if (verdict !== 'ok') {
      await forgetOldAttempts(db, window);
      throw verdict === 'wrong' ? invalidTwoFactorCode() : replayedCode();
    }
    await releaseAttempt(db, code);
  }

  await clearAttempts(db, keys.login);
  await clearAttempts(db, codeAttemptsKey(user.id));
  // Only a sign-in that proved a human is behind the address forgives the address's failures: a robot
  // holding one good account of its own must not reset the count with it.
  if (captchaAsked) await clearAttempts(db, keys.captchaIp);
  const signedIn = await completeSignIn(context, user);
  return { body: { user: signedIn.user, token: signedIn.token, two_factor_needed: false }, refresh: signedIn.refresh };
}
