import type { AdminRequestStatus } from '../../api/generated/model/adminRequestStatus.ts';
import type { AdminAuditAction } from '../../api/generated/model/adminAuditAction.ts';
import { listAdminAuditQuery, listAdminRequestsQuery } from '../../api/generated/parameters.ts';

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
  view: { type: 'string', enum: ['requests', 'actions'] },
} as const;

/** The administrators' trail's part of the address (`?view=actions&action=deposit.record&member=KNT-100001`). */
export const actionsParameters = {
  action: listAdminAuditQuery.action,
  member: listAdminAuditQuery.member,
} as const;

export interface ActionsSearch {
  action?: AdminAuditAction;
  member?: string;
  page: number;
}

export interface RequestsSearch {
  status?: AdminRequestStatus;
  page: number;
}
