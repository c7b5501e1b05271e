/** Renewal: a new access token (and the refresh token's successor) for a refresh token that is still good. */
import { findUserById, parseScopes } from '../../user/index.ts';
import { signAccessToken } from './access-tokens.ts';
import type { AuthContext } from '../context.ts';
import { revokeRefreshToken, rotateRefreshToken, type IssuedRefreshToken } from './refresh-tokens.ts';

export async function refreshAccessToken(
  context: AuthContext,
  presented: string | undefined,
): Promise<{ token: string; refresh: IssuedRefreshToken } | null> {
  if (!presented) return null;
  const rotation = await rotateRefreshToken(context.db, context.config, context.log, presented, context.client);
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
