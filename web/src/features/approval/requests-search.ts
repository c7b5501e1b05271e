import type { AdminRequestStatus } from '../../api/generated/model/adminRequestStatus.ts';
import { listAdminRequestsQuery } from '../../api/generated/parameters.ts';

export const REQUEST_STATUSES = [
  'pending',
  'approved',
  'rejected',
  'cancelled',
] as const satisfies readonly AdminRequestStatus[];

/**
 * The requests' part of the audit page's address (`?view=requests&status=pending&page=2`): the requests show
 * as a tab of setting/audit, since a route of their own would not fit the entry chunk's budget.
 */
export const requestsParameters = {
  status: listAdminRequestsQuery.status,
  view: { type: 'string', enum: ['requests'] },
} as const;

export interface RequestsSearch {
  status?: AdminRequestStatus;
  page: number;
}
