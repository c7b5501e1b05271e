/** A signed-in member changes the password: the current one proves it is them; every other sign-in ends. */
import type { components } from '../../../generated/api.ts';
import { unauthorized } from '../../../errors.ts';
import type { CurrentUser } from '../../../plugins/current-user.ts';
import { findUserById, setPasswordHash } from '../../user/index.ts';
import { badRequest, type AuthContext } from '../context.ts';
import { requireLoginPassword } from '../limited-check.ts';
import { passwordProblem } from './password-rule.ts';
import { hashPassword } from './passwords.ts';
import { revokeOtherFamilies } from '../repository.ts';

export async function changePassword(
  context: AuthContext,
  caller: CurrentUser,
  input: components['schemas']['ChangePasswordRequest'],
): Promise<{ message: string }> {
  const { db, config } = context;
  if (input.password !== input.repeat_password)
    throw badRequest([{ field: 'repeat_password', message: 'Password and repeat password does not match' }]);
  const user = await findUserById(db, caller.id);
  if (!user) throw unauthorized();
  const weakness = passwordProblem(input.password, user.username, user.email);
  if (weakness) throw badRequest([{ field: 'password', message: weakness }]);
  if (input.password === input.current_password)
    throw badRequest([{ field: 'password', message: 'The new password must differ from the current one' }]);

  const now = config.now();
  await requireLoginPassword({ db, kind: context.kind, now }, user, input.current_password, {
    field: 'current_password',
    message: 'The current password is wrong.',
  });

  const passwordHash = await hashPassword(input.password, config.passwordHashMemoryKib);
  await db.transaction().execute(async (trx) => {
    await setPasswordHash(trx, user.id, passwordHash);
    await revokeOtherFamilies(trx, user.id, caller.session, now.toISOString());
  });
  return { message: 'Your password has been changed. Your other sign-ins have ended.' };
}
