import { getListAdminRequestsSuspenseQueryOptions } from '../../api/generated/endpoints/approval/approval.ts';
import { pageParams } from '../../api/paging.ts';
import type { RequestsSearch } from './requests-search.ts';

// What the page reads: the route's loader ensures it, the page reads the same options with useSuspenseQuery.
export const adminRequestsQueryOptions = ({ status, page }: RequestsSearch) =>
  getListAdminRequestsSuspenseQueryOptions(pageParams({ status, page }));
