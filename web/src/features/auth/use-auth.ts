import { useIsMutating, useMutationState, useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import {
  getSignInMutationKey,
  getSignUpMutationKey,
  getVerifyTwoFactorMutationKey,
} from '../../api/generated/endpoints/auth/auth.ts';
import type { User } from '../../api/generated/model/user.ts';
import { errorText } from '../../ui/form/error-text.ts';
import { logoutMutationKey, sessionQueryOptions } from './session-queries.ts';

/** The auth state of the product spec (section 3). */
export interface AuthState {
  user: User | null;
  need2fa: boolean;
  isAuthenticated: boolean;
  /** The last sign-in's failure, as the product words it (the server's message); null when it did not fail. */
  loginError: string | null;
  /** The session is being asked for (at startup). */
  authChecking: boolean;
  signingIn: boolean;
  verifying: boolean;
  signingOut: boolean;
  registering: boolean;
}

/**
 * Read from the query cache only: the session query holds the user and the 2FA flag, the auth
 * mutations (by key) hold what is in progress and the last sign-in error. No second store to keep
 * in step.
 */
export function useAuth(): AuthState {
  const intl = useIntl();
  const session = useQuery(sessionQueryOptions());
  const signInErrors = useMutationState({
    filters: { mutationKey: getSignInMutationKey() },
    select: (mutation) => mutation.state.error,
  });
  const lastSignInError = signInErrors.at(-1);
  const user = session.data?.user ?? null;
  return {
    user,
    need2fa: session.data?.need2fa ?? false,
    isAuthenticated: user !== null,
    loginError: lastSignInError ? errorText(intl, lastSignInError, { serverMessage: true }) : null,
    authChecking: session.isPending || session.isFetching,
    signingIn: useIsMutating({ mutationKey: getSignInMutationKey() }) > 0,
    verifying: useIsMutating({ mutationKey: getVerifyTwoFactorMutationKey() }) > 0,
    signingOut: useIsMutating({ mutationKey: logoutMutationKey() }) > 0,
    registering: useIsMutating({ mutationKey: getSignUpMutationKey() }) > 0,
  };
}
