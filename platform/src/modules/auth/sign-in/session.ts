/** A sign-in that succeeded (after its two-factor code, if any): a refresh token family and its first access token. */
import type { UserRow } from '../../../db/database.ts';
import { unauthorized } from '../../../errors.ts';
import { findUserById, parseScopes, toUserResponse, type User } from '../../user/index.ts';
import { signAccessToken } from './access-tokens.ts';
import type { AuthContext } from '../context.ts';
import { issueRefreshToken, type IssuedRefreshToken } from './refresh-tokens.ts';

export interface SignedIn<Body> {
  body: Body;
  /** Set as the refresh cookie; absent while a two-factor code is awaited. */
  refresh?: IssuedRefreshToken;
}

export async function completeSignIn(
  context: AuthContext,
  user: UserRow,
): Promise<{ user: User; token: string; refresh: IssuedRefreshToken }> {
  const row = await findUserById(context.db, user.id);
  if (!row) throw unauthorized();
  const refresh = await issueRefreshToken(context.db, context.config, user.id, context.client);
  const token = signAccessToken(context.jwt, context.config, {
    id: row.id,
    uid: row.uid,
    scopes: parseScopes(row.scopes),
    session: refresh.familyId,
  });
  return { user: toUserResponse(row), token, refresh };
}
