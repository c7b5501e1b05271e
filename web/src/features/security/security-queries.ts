import {
  getGetSecurityOverviewSuspenseQueryOptions,
  getListSessionsSuspenseQueryOptions,
} from '../../api/generated/endpoints/security/security.ts';

export const securityOverviewQueryOptions = () => getGetSecurityOverviewSuspenseQueryOptions();
export const SIGN_INS_PAGE_SIZE = 20;
export const sessionsQueryOptions = (page = 1) =>
  getListSessionsSuspenseQueryOptions({ page, pageSize: SIGN_INS_PAGE_SIZE });
