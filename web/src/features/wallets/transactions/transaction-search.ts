import type { ExportAllTransactionsParams } from '../../../api/generated/model/exportAllTransactionsParams.ts';
import type { ListAllTransactionsParams } from '../../../api/generated/model/listAllTransactionsParams.ts';
import { TransactionStatus } from '../../../api/generated/model/transactionStatus.ts';
import { TransactionType } from '../../../api/generated/model/transactionType.ts';
import { ListAllTransactionsQueryParams } from '../../../api/generated/zod/transaction/transaction.zod.ts';

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

const { shape } = ListAllTransactionsQueryParams;

/** The value when the contract's schema accepts it, else nothing: a wrong filter in the address is dropped. */
function valid<T>(schema: { safeParse: (value: unknown) => { success: boolean; data?: T } }, value: unknown) {
  if (value === undefined || value === '') return undefined;
  const parsed = schema.safeParse(typeof value === 'number' ? String(value) : value);
  return parsed.success ? parsed.data : undefined;
}

/**
 * A route's validateSearch for a transaction list: each filter the contract accepts, page from 1
 * (1 when missing or wrong). With scope `admin`, `user` and `q` are kept too.
 */
export function validateTransactionSearch(
  search: Record<string, unknown>,
  scope: TransactionScope = 'member',
): TransactionFilterValues {
  const page = Number(search.page);
  const values: TransactionFilterValues = {
    page: Number.isInteger(page) && page >= 1 && page <= 1_000_000 ? page : 1,
    type: valid(shape.type, search.type),
    asset: valid(shape.asset, search.asset),
    status: valid(shape.status, search.status),
    from: valid(shape.from, search.from),
    to: valid(shape.to, search.to),
    ...(scope === 'admin' ? { user: valid(shape.user, search.user), q: valid(shape.q, search.q) } : {}),
  };
  return withoutEmpty(values);
}

/** The same values without the keys that hold nothing, so the address shows only what filters. */
export function withoutEmpty(values: TransactionFilterValues): TransactionFilterValues {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined && value !== ''),
  ) as unknown as TransactionFilterValues;
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
