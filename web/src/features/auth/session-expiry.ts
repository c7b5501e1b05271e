import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { ANONYMOUS, isAuthKey, sessionQueryKey, setSession, type Session } from './session-queries.ts';

/**
 * A 401 from any other call while someone was signed in: the BFF could not renew the session, so it
 * has ended. The session becomes anonymous and `toLogin` sends the user to sign in again. A 401 of
 * the auth calls themselves (wrong password, nobody signed in) is their own answer, not this.
 */
export function expireSession(queryClient: QueryClient, key: QueryKey | undefined, toLogin: () => void): void {
  if (isAuthKey(key)) return;
  const session = queryClient.getQueryData<Session>(sessionQueryKey());
  if (!session?.user) return;
  setSession(queryClient, ANONYMOUS);
  toLogin();
}
