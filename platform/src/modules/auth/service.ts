/**
 * Sign-up, sign-in (with its rate limits and two-factor step), token renewal, sign-out and password reset.
 * Every rule that several instances must agree on (failure counts, used codes, tokens) lives in the
 * database; nothing is kept in this process.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { JWT } from '@fastify/jwt';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { Database, UserRow } from '../../db/database.ts';
import { nowIso } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { HttpError, unauthorized, type ErrorDetail } from '../../errors.ts';
import type { components } from '../../generated/api.ts';
import { requireCaptcha } from '../captcha/service.ts';
import type { Mailer } from '../mail/mailer.ts';
import { findUserById, findUserByUsername, insertUser } from '../user/repository.ts';
import { parseScopes, serializeScopes } from '../user/scopes.ts';
import { toUserResponse, type User } from '../user/user-response.ts';
import { signAccessToken, signTwoFactorToken } from './access-tokens.ts';
import { hashPassword, passwordNeedsRehash, verifyPassword } from './passwords.ts';
import { countAttempt, secondsUntilAllowed, tooManyAttempts, type Window } from './rate-limit.ts';
import {
  issueRefreshToken,
  rotateRefreshToken,
  revokeRefreshToken,
  type IssuedRefreshToken,
} from './refresh-tokens.ts';
import {
  clearAttempts,
  consumeResetToken,
  findLiveResetToken,
  findSponsor,
  findUserByEmail,
  findUserByLogin,
  insertResetToken,
  markTotpStepUsed,
  pruneUsedTotpCodes,
  revokeFamiliesOfUser,
  setPasswordHash,
} from './repository.ts';
import { matchTotp } from './totp.ts';

export interface AuthContext {
  db: Kysely<Database>;
  config: Config;
  jwt: JWT;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

type SignUpRequest = components['schemas']['SignUpRequest'];
type SignInRequest = components['schemas']['SignInRequest'];
type SignInResponse = components['schemas']['SignInResponse'];

export const MAX_WRONG_TWO_FACTOR_CODES = 5;
const RESET_TOKEN_TTL_MS = 30 * 60 * 1000;
const USED_CODE_RETENTION_MS = 5 * 60 * 1000;

export const INVALID_CREDENTIALS = 'Invalid username or password';

const invalidCredentials = (): HttpError => new HttpError(401, INVALID_CREDENTIALS, 'INVALID_CREDENTIALS');
const invalidTwoFactorCode = (): HttpError => new HttpError(401, 'Invalid two-factor code', '2FA_INVALID');
const restartTwoFactor = (): HttpError => new HttpError(401, 'Too many wrong codes: sign in again', '2FA_RESTART');
const invalidResetToken = (): HttpError =>
  new HttpError(422, 'This reset link is invalid or has expired.', 'RESET_TOKEN_INVALID');

function badRequest(details: ErrorDetail[]): HttpError {
  return new HttpError(400, details.map((detail) => detail.message).join('. '), 'VALIDATION', details);
}

function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** At least 10 characters with letters and digits, and not the username or the email. */
export function passwordProblem(password: string, username: string, email: string): string | null {
  if (password.length < 10) return 'The password must have at least 10 characters';
  if (!/\p{L}/u.test(password) || !/[0-9]/.test(password)) return 'The password must contain letters and digits';
  const lower = password.toLowerCase();
  if (lower === username.toLowerCase() || lower === email.toLowerCase())
    return 'The password must differ from the username and the email';
  return null;
}

function loginWindow(config: Config): Window {
  return { seconds: config.signInLimits.windowSeconds, now: config.now() };
}

// --- sign-up ----------------------------------------------------------------------------------------------

export async function signUp(context: AuthContext, input: SignUpRequest, ip: string): Promise<{ message: string }> {
  const { db, config } = context;
  const details: ErrorDetail[] = [];
  if (input.password !== input.repeat_password)
    details.push({ field: 'repeat_password', message: 'Password and repeat password does not match' });
  if (!input.privacy_accepted)
    details.push({ field: 'privacy_accepted', message: 'The privacy policy must be accepted' });
  const weakness = passwordProblem(input.password, input.username, input.email);
  if (weakness) details.push({ field: 'password', message: weakness });
  const sponsor = await findSponsor(db, input.parrain);
  if (!sponsor) details.push({ field: 'parrain', message: 'No member has this sponsor username or id' });
  if (details.length > 0 || !sponsor) throw badRequest(details);
  // After the form's own checks, so a typo does not cost a solution; before anything a robot could learn from.
  await requireCaptcha(context, input.captcha, ip, 'sign-up');

  const conflicts = await findConflicts(db, input.username, input.email);
  if (conflicts.length > 0) throw conflict(conflicts);

  const passwordHash = await hashPassword(input.password);
  try {
    await insertUser(db, {
      username: input.username,
      email: input.email.trim(),
      first_name: input.first_name.trim(),
      last_name: input.last_name.trim(),
      scopes: serializeScopes(['member']),
      photo: null,
      parrain_id: sponsor.id,
      kyc: null,
      tel: null,
      country: input.country,
      created_at: nowIso(config.now()),
      cap_cents: 0,
      cag_cents: 0,
      is_active: 1,
      password_hash: passwordHash,
      transaction_password_hash: null,
      totp_secret: null,
    });
  } catch (error) {
    // Another sign-up took the name or the address between the check and the insert.
    if (!isUniqueViolation(error)) throw error;
    const raced = await findConflicts(db, input.username, input.email);
    throw conflict(raced.length > 0 ? raced : [{ field: 'username', message: 'This username is already taken' }]);
  }
  return { message: 'Your account has been created' };
}

async function findConflicts(db: Kysely<Database>, username: string, email: string): Promise<ErrorDetail[]> {
  const details: ErrorDetail[] = [];
  if (await findUserByUsername(db, username))
    details.push({ field: 'username', message: 'This username is already taken' });
  if (await findUserByEmail(db, email))
    details.push({ field: 'email', message: 'This email address is already used by another account' });
  return details;
}

function conflict(details: ErrorDetail[]): HttpError {
  const code = details.length === 1 && details[0]?.field === 'email' ? 'EMAIL_TAKEN' : 'USERNAME_TAKEN';
  return new HttpError(
    409,
    details.map((detail) => detail.message).join('. '),
    details.length > 1 ? 'CONFLICT' : code,
    details,
  );
}

// --- sign-in ----------------------------------------------------------------------------------------------

export interface SignedIn<Body> {
  body: Body;
  /** Set as the refresh cookie; absent while a two-factor code is awaited. */
  refresh?: IssuedRefreshToken;
}

let dummyHash: Promise<string> | undefined;

/** A hash to verify against when the login names nobody, so both cases take the time of one argon2 verify. */
function hashForUnknownUser(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
}

async function completeSignIn(
  context: AuthContext,
  user: UserRow,
): Promise<{ user: User; token: string; refresh: IssuedRefreshToken }> {
  const row = await findUserById(context.db, user.id);
  if (!row) throw unauthorized();
  const refresh = await issueRefreshToken(context.db, context.config, user.id);
  const token = signAccessToken(context.jwt, context.config, {
    id: row.id,
    uid: row.uid,
    scopes: parseScopes(row.scopes),
    session: refresh.familyId,
  });
  return { user: toUserResponse(row), token, refresh };
}

async function acceptTotp(
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

const replayedCode = (): HttpError =>
  new HttpError(401, 'This code has already been used: wait for the next one', '2FA_REPLAYED');

// --- two-factor step --------------------------------------------------------------------------------------

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

// --- renewal and sign-out ---------------------------------------------------------------------------------

export async function refreshAccessToken(
  context: AuthContext,
  presented: string | undefined,
): Promise<{ token: string; refresh: IssuedRefreshToken } | null> {
  if (!presented) return null;
  const rotation = await rotateRefreshToken(context.db, context.config, context.log, presented);
  if (!rotation.ok) return null;
  const user = await findUserById(context.db, rotation.userId);
  if (!user || user.is_active !== 1) {
    await revokeRefreshToken(context.db, context.config, rotation.token);
    return null;
  }
  const token = signAccessToken(context.jwt, context.config, {
    id: user.id,
    uid: user.uid,
    scopes: parseScopes(user.scopes),
    session: rotation.familyId,
  });
  return {
    token,
    refresh: { token: rotation.token, familyId: rotation.familyId, maxAgeSeconds: rotation.maxAgeSeconds },
  };
}

export async function logout(context: AuthContext, presented: string | undefined): Promise<{ message: string }> {
  if (presented) await revokeRefreshToken(context.db, context.config, presented);
  return { message: 'Signed out' };
}

// --- password reset ---------------------------------------------------------------------------------------

export const FORGOT_PASSWORD_MESSAGE = 'If an account uses this address, a reset link has been sent to it.';

export async function forgotPassword(
  context: AuthContext,
  input: components['schemas']['ForgotPasswordRequest'],
  ip: string,
): Promise<{ message: string }> {
  const { db, config } = context;
  const { email } = input;
  const window = loginWindow(config);
  const key = `forgot-ip:${ip}`;
  const wait = await secondsUntilAllowed(db, key, config.signInLimits.forgotPasswordPerIp, window);
  if (wait > 0) throw tooManyAttempts(wait);
  await requireCaptcha(context, input.captcha, ip, 'forgot-password');
  await countAttempt(db, [key], window);

  const user = await findUserByEmail(db, email);
  if (user && user.is_active === 1) {
    const now = config.now();
    const token = randomBytes(32).toString('hex');
    await insertResetToken(db, {
      token_hash: sha256(token),
      user_id: user.id,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + RESET_TOKEN_TTL_MS).toISOString(),
    });
    const link = `${config.publicUrl}/account/reset-password?token=${token}`;
    await context.mailer.send({
      to: user.email,
      subject: 'Reset your password',
      text: [
        `Hello ${user.first_name},`,
        '',
        'Someone asked to reset the password of your account. To choose a new one, open this link within 30 minutes:',
        '',
        link,
        '',
        'If you did not ask for it, ignore this message: your password stays as it is.',
      ].join('\n'),
    });
  }
  return { message: FORGOT_PASSWORD_MESSAGE };
}

export async function resetPassword(
  context: AuthContext,
  input: components['schemas']['ResetPasswordRequest'],
): Promise<{ message: string }> {
  const { db, config } = context;
  if (input.password !== input.repeat_password)
    throw badRequest([{ field: 'repeat_password', message: 'Password and repeat password does not match' }]);
  const now = config.now().toISOString();
  const tokenHash = sha256(input.token);
  const userId = await findLiveResetToken(db, tokenHash, now);
  const user = userId === undefined ? undefined : await findUserById(db, userId);
  if (!user) throw invalidResetToken();
  const weakness = passwordProblem(input.password, user.username, user.email);
  if (weakness) throw badRequest([{ field: 'password', message: weakness }]);

  const passwordHash = await hashPassword(input.password);
  await db.transaction().execute(async (trx) => {
    // Consuming is the single-use guarantee: of two concurrent resets with one token, one wins.
    if ((await consumeResetToken(trx, tokenHash, now)) !== user.id) throw invalidResetToken();
    await setPasswordHash(trx, user.id, passwordHash);
    await revokeFamiliesOfUser(trx, user.id, now);
    await clearAttempts(trx, `account:${user.id}`);
    await clearAttempts(trx, `captcha-account:${user.id}`);
  });
  return { message: 'Your password has been changed. You can sign in now.' };
}
