import { getListAdminRequestsSuspenseQueryOptions } from '../../api/generated/endpoints/approval/approval.ts';
import { getListAdminAuditSuspenseQueryOptions } from '../../api/generated/endpoints/audit/audit.ts';
import { pageParams } from '../../api/paging.ts';
import type { ActionsSearch, RequestsSearch } from './requests-search.ts';

// What the page reads: the route's loader ensures it, the page reads the same options with useSuspenseQuery.
export const adminRequestsQueryOptions = ({ status, page }: RequestsSearch) =>
  getListAdminRequestsSuspenseQueryOptions(pageParams({ status, page }));

export const adminAuditQueryOptions = ({ action, member, page }: ActionsSearch) =>
  getListAdminAuditSuspenseQueryOptions(pageParams({ action, member, page }));
