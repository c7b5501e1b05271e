/**
 * Sign-in with a login and a password, under per-account and per-address limits, with a captcha after
 * repeated failures, and the two-factor code in the same call when it is given.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { Database, UserRow } from '../../db/database.ts';
import { HttpError } from '../../errors.ts';
import type { components } from '../../generated/api.ts';
import { requireCaptcha } from '../captcha/service.ts';
import { signTwoFactorToken } from './access-tokens.ts';
import { loginWindow, type AuthContext } from './context.ts';
import { hashPassword, passwordNeedsRehash, verifyPassword } from './passwords.ts';
import { countAttempt, secondsUntilAllowed, tooManyAttempts } from './rate-limit.ts';
import { clearAttempts, findUserByLogin, setPasswordHash } from './repository.ts';
import { completeSignIn, type SignedIn } from './session.ts';
import { acceptTotp, invalidTwoFactorCode, replayedCode } from './two-factor-code.ts';

type SignInRequest = components['schemas']['SignInRequest'];
type SignInResponse = components['schemas']['SignInResponse'];

export const INVALID_CREDENTIALS = 'Invalid username or password';

const invalidCredentials = (): HttpError => new HttpError(401, INVALID_CREDENTIALS, 'INVALID_CREDENTIALS');

let dummyHash: Promise<string> | undefined;

/** A hash to verify against when the login names nobody, so both cases take the time of one argon2 verify. */
function hashForUnknownUser(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
}

/**
 * The keys of the wrong passwords that make a captcha necessary. An unknown login is counted under its own
 * text, so a login that names nobody asks for the captcha exactly when an account's would: no enumeration.
 */
function captchaKeys(ip: string, login: string, user: UserRow | undefined): { ip: string; login: string } {
  return {
    ip: `captcha-ip:${ip}`,
    login: user ? `captcha-account:${user.id}` : `captcha-login:${login.trim().toLowerCase()}`,
  };
}

async function captchaNeeded(
  db: Kysely<Database>,
  config: Config,
  keys: { ip: string; login: string },
): Promise<boolean> {
  const window = loginWindow(config);
  const max = config.signInLimits.captchaAfterFailures;
  // secondsUntilAllowed is above 0 exactly when the key holds `max` failures within the window.
  return (
    (await secondsUntilAllowed(db, keys.login, max, window)) > 0 ||
    (await secondsUntilAllowed(db, keys.ip, max, window)) > 0
  );
}

export async function signIn(
  context: AuthContext,
  input: SignInRequest,
  ip: string,
): Promise<SignedIn<SignInResponse>> {
  const { db, config } = context;
  const window = loginWindow(config);
  const ipKey = `ip:${ip}`;
  const ipWait = await secondsUntilAllowed(db, ipKey, config.signInLimits.perIp, window);
  if (ipWait > 0) throw tooManyAttempts(ipWait);

  const user = await findUserByLogin(db, input.login);
  const accountKey = user ? `account:${user.id}` : null;
  if (accountKey) {
    const accountWait = await secondsUntilAllowed(db, accountKey, config.signInLimits.perAccount, window);
    if (accountWait > 0) throw tooManyAttempts(accountWait);
  }
  const failureKeys = accountKey ? [ipKey, accountKey] : [ipKey];

  const captcha = captchaKeys(ip, input.login, user);
  const captchaAsked = await captchaNeeded(db, config, captcha);
  if (captchaAsked) await requireCaptcha(context, input.captcha, ip, 'sign-in');

  const passwordOk = user
    ? await verifyPassword(user.password_hash, input.password)
    : (await verifyPassword(await hashForUnknownUser(), input.password)) && false;
  if (!user || !passwordOk || user.is_active !== 1) {
    await countAttempt(db, [...failureKeys, captcha.ip, captcha.login], window);
    throw invalidCredentials();
  }

  if (passwordNeedsRehash(user.password_hash)) await setPasswordHash(db, user.id, await hashPassword(input.password));

  if (user.totp_secret) {
    if (input.token === undefined)
      return { body: { user: null, two_factor_needed: true, token: signTwoFactorToken(context.jwt, config, user.id) } };
    const verdict = await acceptTotp(context, user, user.totp_secret, input.token);
    if (verdict !== 'ok') {
      await countAttempt(db, failureKeys, window);
      throw verdict === 'wrong' ? invalidTwoFactorCode() : replayedCode();
    }
  }

  await clearAttempts(db, `account:${user.id}`);
  await clearAttempts(db, captcha.login);
  // Only a sign-in that proved a human is behind the address forgives the address's failures: a robot
  // holding one good account of its own must not reset the count with it.
  if (captchaAsked) await clearAttempts(db, captcha.ip);
  const signedIn = await completeSignIn(context, user);
  return { body: { user: signedIn.user, token: signedIn.token, two_factor_needed: false }, refresh: signedIn.refresh };
}
