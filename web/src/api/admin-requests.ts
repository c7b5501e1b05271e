import { getListAdminRequestsQueryOptions } from './generated/endpoints/approval/approval.ts';
import type { AdminRequest } from './generated/model/adminRequest.ts';
import type { AdminRequestKind } from './generated/model/adminRequestKind.ts';

/**
 * A change that waits for a second administrator answers 202 with the request instead of the record
 * (decision 009); the fetcher gives the body either way, so the answer's shape tells which it was.
 */
export const isAdminRequest = (answer: unknown): answer is AdminRequest =>
  typeof answer === 'object' && answer !== null && 'proposed_by' in answer && 'kind' in answer;

/**
 * The requests still waiting, for a page that shows the ones about what it edits. The contract filters by
 * status only: the pending ones are few (each waits for one decision), so one page of the largest size holds them.
 */
export const pendingRequestsQueryOptions = () =>
  getListAdminRequestsQueryOptions({ status: 'pending', page: 1, pageSize: 100 });

/** The pending requests of these kinds, about this subject when one is given (a member's uid). */
export const requestsAbout = (items: AdminRequest[], kinds: readonly AdminRequestKind[], subject?: string) =>
  items.filter(
    (request) =>
      kinds.includes(request.kind) &&
      (subject === undefined || request.subject.toUpperCase() === subject.toUpperCase()),
  );
