/**
 * Two-factor authentication from the member's security settings: a new secret waits for its first code before it
 * counts, then ten recovery codes are handed out once; turning it off takes a code or a recovery code. Every code
 * is counted as the withdrawal's are (limited-check.ts) and, like at sign-in, good once.
 */
import { randomBytes } from 'node:crypto';
import type { UserRow } from '../../../db/database.ts';
import { unauthorized, unprocessable } from '../../../errors.ts';
import type { components } from '../../../generated/api.ts';
import type { CurrentUser } from '../../../plugins/current-user.ts';
import { findUserById, setTotpSecret } from '../../user/index.ts';
import { type AuthContext } from '../context.ts';
import { checkKeys, limitedCheck, requireLoginPassword } from '../limited-check.ts';
import { isRecoveryCode, replaceRecoveryCodes, useRecoveryCode } from './recovery-codes.ts';
import {
  countUnusedRecoveryCodes,
  deleteTwoFactorSetup,
  findTwoFactorSetup,
  markTotpStepUsed,
  replaceRecoveryCodeHashes,
  saveTwoFactorSetup,
} from '../repository.ts';
import { TOTP_STEP_SECONDS } from './totp.ts';
import { matchStoredTotp, sealTotpSecret } from './totp-secrets.ts';

export const SETUP_TTL_MS = 15 * 60 * 1000;
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding, as authenticator apps read secrets. */
function base32(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

export const wrongCode = () =>
  unprocessable('TWO_FACTOR_INVALID', 'The two-factor code is wrong or was already used.', 'code');
export const notEnabled = () =>
  unprocessable('TWO_FACTOR_NOT_ENABLED', 'Two-factor authentication is not on for this account.', 'code');

async function signedInRow(context: AuthContext, caller: CurrentUser): Promise<UserRow> {
  const user = await findUserById(context.db, caller.id);
  if (!user) throw unauthorized();
  return user;
}

/**
 * Whether a code of the member's app (each good once per time step) or, with `recovery`, an unused recovery code is
 * right; a wrong one stays counted. `secret` is the one to check against, as stored: the member's own by default.
 */
export async function acceptSignedInCode(
  context: AuthContext,
  user: UserRow,
  code: string,
  { recovery = false, secret = user.totp_secret }: { recovery?: boolean; secret?: string | null } = {},
): Promise<boolean> {
  const now = context.config.now();
  const check = { db: context.db, kind: context.kind, now };
  return limitedCheck(check, checkKeys.twoFactorCode(user.id), 'two-factor codes', async () => {
    if (isRecoveryCode(code)) return recovery && useRecoveryCode(context.db, user.id, code, now.toISOString());
    if (!secret) return false;
    const step = await matchStoredTotp(secret, code, now);
    return step !== null && markTotpStepUsed(context.db, user.id, step, now.toISOString());
  });
}

export async function getSecurityOverview(
  context: AuthContext,
  caller: CurrentUser,
): Promise<components['schemas']['SecurityOverview']> {
  const user = await signedInRow(context, caller);
  return {
    two_factor_enabled: user.totp_secret !== null,
    recovery_codes_left: user.totp_secret === null ? 0 : await countUnusedRecoveryCodes(context.db, user.id),
    have_transaction_password: user.transaction_password_hash !== null,
  };
}

/** The login password first: a session alone (a borrowed device) must not lock its owner out with its own app. */
export async function startTwoFactorSetup(
  context: AuthContext,
  caller: CurrentUser,
  password: string,
): Promise<components['schemas']['TwoFactorSetup']> {
  const user = await signedInRow(context, caller);
  if (user.totp_secret)
    throw unprocessable('TWO_FACTOR_ALREADY_ENABLED', 'Two-factor authentication is already on.', 'code');
  await requireLoginPassword({ db: context.db, kind: context.kind, now: context.config.now() }, user, password);
  const secret = base32(randomBytes(20));
  await saveTwoFactorSetup(context.db, user.id, sealTotpSecret(secret), context.config.now().toISOString());
  const issuer = new URL(context.config.publicUrl).hostname;
  const label = encodeURIComponent(`${issuer}:${user.username}`);
  const query = new URLSearchParams({
    secret,
    issuer,
    algorithm: 'SHA1',
    digits: '6',
    period: String(TOTP_STEP_SECONDS),
  });
  return { secret, otpauth_url: `otpauth://totp/${label}?${query}` };
}

export async function enableTwoFactor(
  context: AuthContext,
  caller: CurrentUser,
  code: string,
): Promise<components['schemas']['RecoveryCodes']> {
  const { db, config } = context;
  const user = await signedInRow(context, caller);
  if (user.totp_secret)
    throw unprocessable('TWO_FACTOR_ALREADY_ENABLED', 'Two-factor authentication is already on.', 'code');
  const now = config.now();
  const setup = await findTwoFactorSetup(db, user.id);
  if (!setup || new Date(setup.created_at).getTime() + SETUP_TTL_MS <= now.getTime())
    throw unprocessable('TWO_FACTOR_SETUP_MISSING', 'Start again: scan a new QR code, then enter its code.', 'code');
  if (!(await acceptSignedInCode(context, user, code, { secret: setup.secret }))) throw wrongCode();
  return db.transaction().execute(async (trx) => {
    // Two confirmations at once: the first turns it on, the second finds it on.
    if (!(await setTotpSecret(trx, user.id, null, setup.secret)))
      throw unprocessable('TWO_FACTOR_ALREADY_ENABLED', 'Two-factor authentication is already on.', 'code');
    await deleteTwoFactorSetup(trx, user.id);
    return { recovery_codes: await replaceRecoveryCodes(trx, user.id, now.toISOString()) };
  });
}

export async function disableTwoFactor(
  context: AuthContext,
  caller: CurrentUser,
  code: string,
): Promise<{ message: string }> {
  const user = await signedInRow(context, caller);
  const secret = user.totp_secret;
  if (!secret) throw notEnabled();
  if (!(await acceptSignedInCode(context, user, code, { recovery: true }))) throw wrongCode();
  await context.db.transaction().execute(async (trx) => {
    await setTotpSecret(trx, user.id, secret, null);
    await replaceRecoveryCodeHashes(trx, user.id, [], context.config.now().toISOString());
  });
  return { message: 'Two-factor authentication is off.' };
}

export async function regenerateRecoveryCodes(
  context: AuthContext,
  caller: CurrentUser,
  code: string,
): Promise<components['schemas']['RecoveryCodes']> {
  const user = await signedInRow(context, caller);
  if (!user.totp_secret) throw notEnabled();
  if (isRecoveryCode(code))
    throw unprocessable('TWO_FACTOR_INVALID', 'Enter a code of your authenticator app, not a recovery code.', 'code');
  if (!(await acceptSignedInCode(context, user, code))) throw wrongCode();
  const at = context.config.now().toISOString();
  return { recovery_codes: await replaceRecoveryCodes(context.db, user.id, at) };
}
