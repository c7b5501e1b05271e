import {
  getGetSecurityOverviewSuspenseQueryOptions,
  getListSessionsSuspenseQueryOptions,
} from '../../api/generated/endpoints/security/security.ts';
import { pageParams, type PageSearch } from '../../api/paging.ts';

export const securityOverviewQueryOptions = () => getGetSecurityOverviewSuspenseQueryOptions();
export const sessionsQueryOptions = (search: PageSearch) => getListSessionsSuspenseQueryOptions(pageParams(search));
