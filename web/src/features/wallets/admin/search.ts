/**
 * The addresses of the ledger pages: each filter, page and sort sits in the search part, so a list
 * can be bookmarked, shared and reloaded as it is. Each value is checked against the contract's rule
 * for that query parameter (api/search-values.ts): a wrong one in the address is dropped, never sent.
 */
import type { GetAccountingParams } from '../../../api/generated/model/getAccountingParams.ts';
import type { ListAdminAssetsParams } from '../../../api/generated/model/listAdminAssetsParams.ts';
import type { ListAdminAssetsSort } from '../../../api/generated/model/listAdminAssetsSort.ts';
import type { ListDepositsParams } from '../../../api/generated/model/listDepositsParams.ts';
import type { ListWithdrawalRequestsParams } from '../../../api/generated/model/listWithdrawalRequestsParams.ts';
import type { DepositState } from '../../../api/generated/model/depositState.ts';
import type { DepositStatus } from '../../../api/generated/model/depositStatus.ts';
import type { WithdrawalStatus } from '../../../api/generated/model/withdrawalStatus.ts';
import {
  getAccountingQuery,
  getUserWalletsPath,
  listAdminAssetsQuery,
  listDepositsQuery,
  listWithdrawalRequestsQuery,
} from '../../../api/generated/parameters.ts';
import { accepted, withoutEmpty, type ParameterSchema } from '../../../api/search-values.ts';

export const PAGE_SIZE = 20;

/** A page after the first (the first needs no place in the address), or nothing. */
function laterPage(schema: ParameterSchema & { type: 'integer' }, value: unknown): number | undefined {
  const page = accepted(schema, value);
  return page !== undefined && page > 1 ? page : undefined;
}

// admin/assets

export interface AssetsSearch {
  /** From 2; nothing for the first page. */
  page?: number;
  q?: string;
  sort?: ListAdminAssetsSort;
}

export function validateAssetsSearch(search: Record<string, unknown>): AssetsSearch {
  const sort = accepted(listAdminAssetsQuery.sort, search.sort);
  return withoutEmpty({
    page: laterPage(listAdminAssetsQuery.page, search.page),
    q: accepted(listAdminAssetsQuery.q, search.q),
    // The default order needs no place in the address.
    sort: sort === 'code' ? undefined : sort,
  });
}

export const assetsParams = ({ page, q, sort }: AssetsSearch): ListAdminAssetsParams =>
  withoutEmpty({ page: page ?? 1, pageSize: PAGE_SIZE, q, sort });

// admin/deposit

export interface DepositsSearch {
  /** From 2; nothing for the first page. */
  page?: number;
  status?: DepositStatus;
  /** The full state, for the states a status does not name (waiting for a second administrator). */
  state?: DepositState;
}

export function validateDepositsSearch(search: Record<string, unknown>): DepositsSearch {
  return withoutEmpty({
    page: laterPage(listDepositsQuery.page, search.page),
    status: accepted(listDepositsQuery.status, search.status),
    state: accepted(listDepositsQuery.state, search.state),
  });
}

export const depositsParams = ({ page, status, state }: DepositsSearch): ListDepositsParams =>
  withoutEmpty({ page: page ?? 1, pageSize: PAGE_SIZE, status, state });

// admin/withdrawal-request

/** `all` in the address lifts the status filter; without it the queue shows the pending requests. */
export type WithdrawalStatusFilter = WithdrawalStatus | 'all';

export interface WithdrawalQueueSearch {
  /** From 2; nothing for the first page. */
  page?: number;
  status?: WithdrawalStatusFilter;
  asset?: string;
  user?: string;
}

export function validateWithdrawalQueueSearch(search: Record<string, unknown>): WithdrawalQueueSearch {
  const rules = listWithdrawalRequestsQuery;
  const status = search.status === 'all' ? 'all' : accepted(rules.status, search.status);
  return withoutEmpty({
    page: laterPage(rules.page, search.page),
    status: status === 'pending' ? undefined : status,
    asset: accepted(rules.asset, search.asset),
    user: accepted(rules.user, search.user),
  });
}

/** The status the queue shows: pending unless the address says otherwise. */
export const queueStatus = (search: WithdrawalQueueSearch): WithdrawalStatusFilter => search.status ?? 'pending';

export function withdrawalQueueParams(search: WithdrawalQueueSearch): ListWithdrawalRequestsParams {
  const status = queueStatus(search);
  return withoutEmpty({
    page: search.page ?? 1,
    pageSize: PAGE_SIZE,
    status: status === 'all' ? undefined : status,
    asset: search.asset,
    user: search.user,
  });
}

// admin/accounting

export interface AccountingSearch {
  /** A UTC day, `YYYY-MM-DD`. */
  from?: string;
  to?: string;
}

export function validateAccountingSearch(search: Record<string, unknown>): AccountingSearch {
  const values = withoutEmpty({
    from: accepted(getAccountingQuery.from, search.from),
    to: accepted(getAccountingQuery.to, search.to),
  });
  // A range the platform would refuse (400) is not kept: the page opens on the default period instead.
  return values.from && values.to && values.to < values.from ? {} : values;
}

export const accountingParams = (search: AccountingSearch): GetAccountingParams => withoutEmpty({ ...search });

// admin/wallet-detail

export interface WalletDetailSearch {
  uid?: string;
}

export function validateWalletDetailSearch(search: Record<string, unknown>): WalletDetailSearch {
  return withoutEmpty({ uid: accepted(getUserWalletsPath.uid, search.uid) });
}
