/**
 * The account's active sign-ins (refresh token families): listed for their owner, the calling one first, and
 * ended one by one or all but the calling one. A family's id is part of its refresh tokens, so the list names
 * each by a hash of it instead.
 */
import { createHash } from 'node:crypto';
import { paginate, type PageRequest } from '../../../db/paginate.ts';
import type { components } from '../../../generated/api.ts';
import { HttpError, notFound } from '../../../errors.ts';
import type { CurrentUser } from '../../../plugins/current-user.ts';
import type { AuthContext } from '../context.ts';
import { describeDevice } from './device.ts';
import { liveFamiliesOfUser, revokeFamily, revokeOtherFamilies, type RefreshFamily } from '../repository.ts';

type Session = components['schemas']['Session'];

export function sessionId(familyId: string): string {
  return createHash('sha256').update(`sign-in:${familyId}`).digest('base64url').slice(0, 22);
}

const liveSignIns = (context: AuthContext, caller: CurrentUser) =>
  liveFamiliesOfUser(context.db, caller.id, context.config.now(), caller.session);

function toSession(family: RefreshFamily, caller: CurrentUser): Session {
  return {
    id: sessionId(family.id),
    device: describeDevice(family.user_agent),
    user_agent: family.user_agent,
    ip_address: family.ip_address,
    signed_in_at: family.created_at,
    last_used_at: family.last_used_at ?? family.created_at,
    current: family.id === caller.session,
  };
}

export async function listSessions(
  context: AuthContext,
  caller: CurrentUser,
  query: PageRequest,
): Promise<components['schemas']['SessionPage']> {
  return paginate(liveSignIns(context, caller), query, (families) =>
    families.map((family) => toSession(family, caller)),
  );
}

export async function revokeSession(
  context: AuthContext,
  caller: CurrentUser,
  id: string,
): Promise<{ message: string }> {
  const family = (await liveSignIns(context, caller).execute()).find((candidate) => sessionId(candidate.id) === id);
  // Another member's sign-in is looked for among the caller's own only: it is not found.
  if (!family) throw notFound('Sign-in');
  if (family.id === caller.session)
    throw new HttpError(422, 'This is the sign-in you are using: sign out instead.', 'CURRENT_SESSION');
  await revokeFamily(context.db, family.id, context.config.now().toISOString());
  return { message: 'This sign-in has ended.' };
}

export async function revokeOtherSessions(
  context: AuthContext,
  caller: CurrentUser,
): Promise<components['schemas']['RevokedSessions']> {
  const revoked = await revokeOtherFamilies(context.db, caller.id, caller.session, context.config.now().toISOString());
  const message =
    revoked === 1 ? 'One other sign-in has ended.' : `${revoked === 0 ? 'No' : revoked} other sign-ins have ended.`;
  return { message, revoked };
}
