/** Sign-up: a new member under a sponsor, behind the captcha. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { nowIso } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { HttpError, type ErrorDetail } from '../../errors.ts';
import type { components } from '../../generated/api.ts';
import { requireCaptcha } from '../captcha/index.ts';
import { findUserByUsername, insertUser, serializeScopes } from '../user/index.ts';
import { badRequest, type AuthContext } from './context.ts';
import { passwordProblem } from './passwords/password-rule.ts';
import { hashPassword } from './passwords/passwords.ts';
import { findSponsor, findUserByEmail } from './repository.ts';

type SignUpRequest = components['schemas']['SignUpRequest'];

export async function signUp(context: AuthContext, input: SignUpRequest, ip: string): Promise<{ message: string }> {
  const { db, config } = context;
  const details: ErrorDetail[] = [];
  if (input.password !== input.repeat_password)
    details.push({ field: 'repeat_password', message: 'Password and repeat password does not match' });
  if (!input.privacy_accepted)
    details.push({ field: 'privacy_accepted', message: 'The privacy policy must be accepted' });
  const weakness = passwordProblem(input.password, input.username, input.email);
  if (weakness) details.push({ field: 'password', message: weakness });
  if (details.length > 0) throw badRequest(details);
  // After the form's own checks, so a typo does not cost a solution; before anything a robot could learn
  // from, the sponsor lookup included (it tells who is a member).
  await requireCaptcha(context, input.captcha, ip, 'sign-up');
  const sponsor = await findSponsor(db, input.parrain);
  if (!sponsor) throw badRequest([{ field: 'parrain', message: 'No member has this sponsor username or id' }]);

  const conflicts = await findConflicts(db, input.username, input.email);
  if (conflicts.length > 0) throw conflict(conflicts);

  const passwordHash = await hashPassword(input.password, config.passwordHashMemoryKib);
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
