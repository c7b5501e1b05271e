/**
 * The addresses of the ledger pages: each filter, page and sort sits in the search part, so a list
 * can be bookmarked, shared and reloaded as it is. The routes check them with api/search-values.ts
 * against the contract; here is what each page sends for them.
 */
import type { GetAccountingParams } from '../../../api/generated/model/getAccountingParams.ts';
import type { ListWithdrawalRequestsParams } from '../../../api/generated/model/listWithdrawalRequestsParams.ts';
import type { WithdrawalStatus } from '../../../api/generated/model/withdrawalStatus.ts';
import type {
  getAccountingQuery,
  getUserWalletsPath,
  listAdminAssetsQuery,
  listDepositsQuery,
  listWithdrawalRequestsQuery,
} from '../../../api/generated/parameters.ts';
import { pageParams } from '../../../api/paging.ts';
import { withoutEmpty, type SearchOf } from '../../../api/search-values.ts';

// admin/assets: the first page and the default order need no place in the address.
export type AssetsSearch = SearchOf<typeof listAdminAssetsQuery>;

// admin/deposit: `state` is the full state, for the states a status does not name (waiting for a
// second administrator).
export type DepositsSearch = SearchOf<typeof listDepositsQuery>;

// admin/withdrawal-request

/** `all` in the address lifts the status filter; without it the queue shows the pending requests. */
export type WithdrawalStatusFilter = WithdrawalStatus | 'all';

export type WithdrawalQueueSearch = Omit<SearchOf<typeof listWithdrawalRequestsQuery>, 'status'> & {
  status?: WithdrawalStatusFilter;
};

/**
 * The status the queue shows: pending unless the address says otherwise (the route's own default,
 * where the contract's is every status).
 */
export const queueStatus = (search: WithdrawalQueueSearch): WithdrawalStatusFilter => search.status ?? 'pending';

export function withdrawalQueueParams(search: WithdrawalQueueSearch): ListWithdrawalRequestsParams {
  const status = queueStatus(search);
  return pageParams({ ...search, status: status === 'all' ? undefined : status });
}

// admin/accounting: UTC days, `YYYY-MM-DD`.
export type AccountingSearch = SearchOf<typeof getAccountingQuery>;

/** A range the platform would refuse (400) is not asked for: the page opens on the default period instead. */
export const accountingParams = ({ from, to }: AccountingSearch): GetAccountingParams =>
  from && to && to < from ? {} : withoutEmpty({ from, to });

// admin/wallet-detail
export type WalletDetailSearch = SearchOf<typeof getUserWalletsPath>;
