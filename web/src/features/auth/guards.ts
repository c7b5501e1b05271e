import { redirect, type ParsedLocation } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { isAdmin, sessionQueryOptions } from './session-queries.ts';
import { DEFAULT_LANDING, redirectTarget } from './redirect-target.ts';

/** For the protected routes: nobody signed in goes to /login, which brings him back here afterwards. */
export async function requireUser(queryClient: QueryClient, location: ParsedLocation) {
  const { user } = await queryClient.ensureQueryData(sessionQueryOptions());
  if (!user) throw redirect({ to: '/login', search: { redirect: location.href } });
  return { user };
}

/** For /admin: a member who is not an administrator goes to his wallets. */
export async function requireAdmin(queryClient: QueryClient) {
  const { user } = await queryClient.ensureQueryData(sessionQueryOptions());
  if (!isAdmin(user)) throw redirect({ to: DEFAULT_LANDING });
}

/** For /login and /register: someone already signed in goes where he was heading. */
export async function redirectSignedIn(queryClient: QueryClient, origin: unknown) {
  const { user } = await queryClient.ensureQueryData(sessionQueryOptions());
  if (user) throw redirect({ href: redirectTarget(origin), replace: true });
}

/** The `redirect` search value of /login and /register: kept only when it is a string. */
export function validateRedirectSearch(search: Record<string, unknown>): { redirect?: string } {
  return typeof search.redirect === 'string' ? { redirect: search.redirect } : {};
}
