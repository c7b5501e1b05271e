import { hashKey, queryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { ApiError } from '../../api/fetcher.ts';
import {
  getSignInMutationKey,
  getSignUpMutationKey,
  getVerifyTwoFactorMutationKey,
} from '../../api/generated/endpoints/auth/auth.ts';
import { getGetUserInformationQueryKey, getUserInformation } from '../../api/generated/endpoints/user/user.ts';
import type { User } from '../../api/generated/model/user.ts';

/** Who the browser's session belongs to: a user, nobody, or a sign-in that waits for its 2FA code. */
export interface Session {
  user: User | null;
  need2fa: boolean;
}

export const ANONYMOUS: Session = { user: null, need2fa: false };

/**
 * Under the generated user-information key, so that invalidating the user (a profile edit) refreshes
 * the session too, but one level down: its data is a Session, not the generated hook's User.
 */
export const sessionQueryKey = () => [...getGetUserInformationQueryKey(), 'session'] as const;

/** 401 is nobody signed in and 403 `2FA_NEEDED` a sign-in waiting for its code: both are answers, not errors. */
export async function fetchSession(signal?: AbortSignal): Promise<Session> {
  try {
    return { user: await getUserInformation({ signal }), need2fa: false };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return ANONYMOUS;
    if (error instanceof ApiError && error.status === 403 && error.code === '2FA_NEEDED') {
      return { user: null, need2fa: true };
    }
    throw error;
  }
}

/**
 * The session changes only through sign-in, 2FA, sign-out or a 401: it is never stale on its own,
 * so it is fetched once at startup and then written by those events.
 */
export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: sessionQueryKey(),
    queryFn: ({ signal }) => fetchSession(signal),
    staleTime: Infinity,
  });

/**
 * The session the BFF wrote into the page (bff/src/routes/web-app.ts), so that the first render does
 * not wait for a call: the user, or null for nobody; undefined when the page carries none and the app
 * must ask.
 */
export function pageSession(document: Document): Session | undefined {
  const text = document.getElementById('session-user')?.textContent;
  if (!text) return undefined;
  try {
    const user = JSON.parse(text) as User | null;
    return user === null ? ANONYMOUS : { user, need2fa: false };
  } catch {
    return undefined;
  }
}

export function setSession(queryClient: QueryClient, session: Session): void {
  queryClient.setQueryData(sessionQueryKey(), session);
}

export const logoutMutationKey = () => ['logout'] as const;

const AUTH_KEYS = new Set(
  [
    sessionQueryKey(),
    getSignInMutationKey(),
    getVerifyTwoFactorMutationKey(),
    getSignUpMutationKey(),
    logoutMutationKey(),
  ].map((key) => hashKey(key)),
);

/** The calls whose 401 means "wrong credentials" or "nobody signed in", not "the session has ended". */
export function isAuthKey(key: QueryKey | undefined): boolean {
  return key !== undefined && AUTH_KEYS.has(hashKey(key));
}

export const isSessionKey = (key: QueryKey): boolean => hashKey(key) === hashKey(sessionQueryKey());

export const isAdmin = (user: User | null | undefined): boolean => Boolean(user?.scopes.includes('admin'));
