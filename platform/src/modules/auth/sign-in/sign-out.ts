/** Sign-out: the sign-in's refresh token family is revoked, which ends its access tokens too. */
import type { AuthContext } from '../context.ts';
import { revokeRefreshToken } from './refresh-tokens.ts';

export async function logout(context: AuthContext, presented: string | undefined): Promise<{ message: string }> {
  if (presented) await revokeRefreshToken(context.db, context.config, presented);
  return { message: 'Signed out' };
}
