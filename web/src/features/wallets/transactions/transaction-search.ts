import type { ExportAllTransactionsParams } from '../../../api/generated/model/exportAllTransactionsParams.ts';
import type { ListAllTransactionsParams } from '../../../api/generated/model/listAllTransactionsParams.ts';
import { TransactionStatus } from '../../../api/generated/model/transactionStatus.ts';
import { TransactionType } from '../../../api/generated/model/transactionType.ts';
import { pageParams } from '../../../api/paging.ts';
import { withoutEmpty } from '../../../api/search-values.ts';

/** Whose transactions a list shows: the signed-in member's, or every member's (administrators). */
export type TransactionScope = 'member' | 'admin';

export const TRANSACTION_TYPES = Object.values(TransactionType);
export const TRANSACTION_STATUSES = Object.values(TransactionStatus);

/**
 * The filters of a transaction list, as they sit in the address (`?type=swap&from=2026-11-01&page=2`),
 * checked by the route against its operation (listTransactions, or listAllTransactions with `user`
 * and `q` for administrators). A member's list ignores `user` and `q`.
 */
export interface TransactionFilterValues {
  page: number;
  type?: TransactionType;
  asset?: string;
  status?: TransactionStatus;
  /** A UTC day, `YYYY-MM-DD`, included. */
  from?: string;
  /** A UTC day, `YYYY-MM-DD`, included; not before `from`. */
  to?: string;
  user?: string;
  q?: string;
  /** The list's order; the export has none. */
  sort?: ListAllTransactionsParams['sort'];
}

/** The filters the export and the list send: the member's list drops the administrators' ones. */
export function exportParams(values: TransactionFilterValues, scope: TransactionScope): ExportAllTransactionsParams {
  const { page: _page, sort: _sort, user, q, ...filters } = withoutEmpty(values);
  return scope === 'admin' ? { ...filters, ...(user ? { user } : {}), ...(q ? { q } : {}) } : filters;
}

export function listParams(values: TransactionFilterValues, scope: TransactionScope): ListAllTransactionsParams {
  const sort = values.sort ? { sort: values.sort } : {};
  return pageParams({ ...exportParams(values, scope), ...sort, page: values.page });
}
