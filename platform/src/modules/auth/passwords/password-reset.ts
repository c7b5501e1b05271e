/** Forgotten password: a single-use link by mail, then a new password that signs every session out. */
import { createHash, randomBytes } from 'node:crypto';
import { HttpError } from '../../../errors.ts';
import type { components } from '../../../generated/api.ts';
import { requireCaptcha } from '../../captcha/index.ts';
import type { MailMessage } from '../../../core/mail/mailer.ts';
import { findUserById, setPasswordHash } from '../../user/index.ts';
import { badRequest, loginWindow, type AuthContext } from '../context.ts';
import { passwordProblem } from './password-rule.ts';
import { hashPassword } from './passwords.ts';
import { countAttempt, secondsUntilAllowed, tooManyAttempts } from '../rate-limit.ts';
import { codeAttemptsKey } from '../two-factor/two-factor-code.ts';
import {
  clearAttempts,
  consumeResetToken,
  findLiveResetToken,
  findUserByEmail,
  insertResetToken,
  revokeFamiliesOfUser,
} from '../repository.ts';

const RESET_TOKEN_TTL_MS = 30 * 60 * 1000;

export const FORGOT_PASSWORD_MESSAGE = 'If an account uses this address, a reset link has been sent to it.';

const invalidResetToken = (): HttpError =>
  new HttpError(422, 'This reset link is invalid or has expired.', 'RESET_TOKEN_INVALID');

function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/**
 * A failed delivery is logged (not the message: it holds the link) and answered like a success, or the answer
 * would tell which addresses have an account.
 */
async function sendQuietly(context: AuthContext, message: MailMessage): Promise<void> {
  try {
    await context.mailer.send(message);
  } catch (error) {
    context.log.error({ err: error, to: message.to, subject: message.subject }, 'mail not sent');
  }
}

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
    await sendQuietly(context, {
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

  const passwordHash = await hashPassword(input.password, config.passwordHashMemoryKib);
  await db.transaction().execute(async (trx) => {
    // Consuming is the single-use guarantee: of two concurrent resets with one token, one wins.
    if ((await consumeResetToken(trx, tokenHash, now)) !== user.id) throw invalidResetToken();
    await setPasswordHash(trx, user.id, passwordHash);
    await revokeFamiliesOfUser(trx, user.id, now);
    await clearAttempts(trx, `captcha-account:${user.id}`);
    await clearAttempts(trx, codeAttemptsKey(user.id));
  });
  return { message: 'Your password has been changed. You can sign in now.' };
}
