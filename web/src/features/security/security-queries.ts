import type { QueryClient } from '@tanstack/react-query';
import {
  getGetSecurityOverviewQueryKey,
  getGetSecurityOverviewSuspenseQueryOptions,
  getListSessionsQueryKey,
  getListSessionsSuspenseQueryOptions,
} from '../../api/generated/endpoints/security/security.ts';
import { getGetUserInformationQueryKey } from '../../api/generated/endpoints/user/user.ts';

export const securityOverviewQueryOptions = () => getGetSecurityOverviewSuspenseQueryOptions();
export const SIGN_INS_PAGE_SIZE = 20;
export const sessionsQueryOptions = (page = 1) =>
  getListSessionsSuspenseQueryOptions({ page, pageSize: SIGN_INS_PAGE_SIZE });

/** After a change: the overview, the sign-ins and the session's user (haveTransactionPassword) are out of date. */
export function invalidateSecurity(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) => {
      const [path] = queryKey;
      return (
        path === getGetSecurityOverviewQueryKey()[0] ||
        path === getListSessionsQueryKey()[0] ||
        path === getGetUserInformationQueryKey()[0]
      );
    },
  });
}
