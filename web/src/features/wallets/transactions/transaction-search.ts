import type { ExportAllTransactionsParams } from '../../../api/generated/model/exportAllTransactionsParams.ts';
import type { ListAllTransactionsParams } from '../../../api/generated/model/listAllTransactionsParams.ts';
import { TransactionStatus } from '../../../api/generated/model/transactionStatus.ts';
import { TransactionType } from '../../../api/generated/model/transactionType.ts';
import { listAllTransactionsQuery as rules } from '../../../api/generated/parameters.ts';
import { accepted, withoutEmpty } from '../../../api/search-values.ts';

/** Whose transactions a list shows: the signed-in member's, or every member's (administrators). */
export type TransactionScope = 'member' | 'admin';

export const TRANSACTION_TYPES = Object.values(TransactionType);
export const TRANSACTION_STATUSES = Object.values(TransactionStatus);
export const TRANSACTIONS_PAGE_SIZE = 20;

/**
 * The filters of a transaction list, as they sit in the address (`?type=swap&from=2026-11-01&page=2`).
 * `user` and `q` exist for administrators only; a member's list ignores them.
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
}

/**
 * A route's validateSearch for a transaction list: each filter the contract accepts, page from 1
 * (1 when missing or wrong). With scope `admin`, `user` and `q` are kept too.
 */
export function validateTransactionSearch(
  search: Record<string, unknown>,
  scope: TransactionScope = 'member',
): TransactionFilterValues {
  const values: TransactionFilterValues = {
    page: accepted(rules.page, search.page) ?? 1,
    type: accepted(rules.type, search.type),
    asset: accepted(rules.asset, search.asset),
    status: accepted(rules.status, search.status),
    from: accepted(rules.from, search.from),
    to: accepted(rules.to, search.to),
    ...(scope === 'admin' ? { user: accepted(rules.user, search.user), q: accepted(rules.q, search.q) } : {}),
  };
  return withoutEmpty(values);
}

/** Whether the dates make a range the platform accepts: `to` not before `from`. */
export function isDateRangeValid({ from, to }: Pick<TransactionFilterValues, 'from' | 'to'>): boolean {
  return !from || !to || from <= to;
}

/** The filters the export and the list send: the member's list drops the administrators' ones. */
export function exportParams(values: TransactionFilterValues, scope: TransactionScope): ExportAllTransactionsParams {
  const { page: _page, user, q, ...filters } = withoutEmpty(values);
  return scope === 'admin' ? { ...filters, ...(user ? { user } : {}), ...(q ? { q } : {}) } : filters;
}

export function listParams(values: TransactionFilterValues, scope: TransactionScope): ListAllTransactionsParams {
  return { ...exportParams(values, scope), page: values.page, pageSize: TRANSACTIONS_PAGE_SIZE };
}
