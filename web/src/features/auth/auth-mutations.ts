import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  logout,
  useForgotPassword,
  useResetPassword,
  useSignIn,
  useSignUp,
  useVerifyTwoFactor,
} from '../../api/generated/endpoints/auth/auth.ts';
import { markAccountConnected } from './account-connected.ts';
import { ANONYMOUS, isSessionKey, logoutMutationKey, setSession } from './session-queries.ts';

/**
 * The auth calls. Their effects on the session are in the mutations' own options, so they happen even
 * when the page that started them is gone by the time the answer comes.
 */
export function useSignInMutation() {
  const queryClient = useQueryClient();
  return useSignIn({
    mutation: {
      onSuccess: ({ user, two_factor_needed }) => {
        if (two_factor_needed || !user) {
          setSession(queryClient, { user: null, need2fa: true });
          return;
        }
        setSession(queryClient, { user, need2fa: false });
        markAccountConnected(true);
      },
    },
  });
}

export function useVerifyTwoFactorMutation() {
  const queryClient = useQueryClient();
  return useVerifyTwoFactor({
    mutation: {
      onSuccess: ({ user }) => {
        setSession(queryClient, { user, need2fa: false });
        markAccountConnected(true);
      },
    },
  });
}

export const useSignUpMutation = () => useSignUp();

export const useForgotPasswordMutation = () => useForgotPassword();

export const useResetPasswordMutation = () => useResetPassword();

/**
 * GET /auth/logout as a mutation (it changes the session, and its progress is the signing-out flag).
 * It always ends signed out, whatever the answer: the session becomes anonymous and every other
 * cached answer, which belonged to the user, is dropped.
 */
export function useSignOutMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: logoutMutationKey(),
    mutationFn: async () => {
      // A call still on its way could answer after the sign-out with the session's cookie: stop them first.
      await queryClient.cancelQueries();
      return logout();
    },
    onSettled: () => {
      queryClient.removeQueries({ predicate: (query) => !isSessionKey(query.queryKey) });
      setSession(queryClient, ANONYMOUS);
      markAccountConnected(false);
    },
  });
}
