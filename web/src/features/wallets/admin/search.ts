/**
 * The addresses of the ledger pages: each filter, page and sort sits in the search part, so a list
 * can be bookmarked, shared and reloaded as it is. Each value is checked with the contract's own
 * schema of that query parameter: a wrong one in the address is dropped, never sent.
 */
import type { GetAccountingParams } from '../../../api/generated/model/getAccountingParams.ts';
import type { ListAdminAssetsParams } from '../../../api/generated/model/listAdminAssetsParams.ts';
import type { ListAdminAssetsSort } from '../../../api/generated/model/listAdminAssetsSort.ts';
import type { ListDepositsParams } from '../../../api/generated/model/listDepositsParams.ts';
import type { ListWithdrawalRequestsParams } from '../../../api/generated/model/listWithdrawalRequestsParams.ts';
import type { DepositStatus } from '../../../api/generated/model/depositStatus.ts';
import type { WithdrawalStatus } from '../../../api/generated/model/withdrawalStatus.ts';
import { GetAccountingQueryParams } from '../../../api/generated/zod/accounting/accounting.zod.ts';
import { ListAdminAssetsQueryParams } from '../../../api/generated/zod/asset/asset.zod.ts';
import { ListDepositsQueryParams } from '../../../api/generated/zod/deposit/deposit.zod.ts';
import { GetUserWalletsParams } from '../../../api/generated/zod/wallet/wallet.zod.ts';
import { ListWithdrawalRequestsQueryParams } from '../../../api/generated/zod/withdrawal/withdrawal.zod.ts';

export const PAGE_SIZE = 20;

interface Schema<T> {
  safeParse: (value: unknown) => { success: boolean; data?: T };
}

/**
 * The value when the schema accepts it, else nothing. The router reads `?q=12` as the number 12:
 * a text parameter gets it back as text.
 */
function valid<T>(schema: Schema<T>, value: unknown): T | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const parsed = schema.safeParse(typeof value === 'number' ? String(value) : value);
  return parsed.success ? parsed.data : undefined;
}

/** A page after the first (the first needs no place in the address), or nothing. */
function pageOf(value: unknown): number | undefined {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 && page <= 1_000_000 ? page : undefined;
}

/** Drops the keys that hold nothing, so the address shows only what filters. */
export function compact<T extends object>(values: T): T {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined && value !== '')) as T;
}

/** The number of pages of a list answer (at least 1). */
export const pageCount = ({ total, pageSize }: { total: number; pageSize: number }) =>
  Math.max(1, Math.ceil(total / pageSize));

// admin/assets

export interface AssetsSearch {
  /** From 2; nothing for the first page. */
  page?: number;
  q?: string;
  sort?: ListAdminAssetsSort;
}

export function validateAssetsSearch(search: Record<string, unknown>): AssetsSearch {
  const { shape } = ListAdminAssetsQueryParams;
  const sort = valid(shape.sort, search.sort);
  return compact({
    page: pageOf(search.page),
    q: valid(shape.q, typeof search.q === 'string' ? search.q.trim() : search.q),
    // The default order needs no place in the address.
    sort: sort === 'code' ? undefined : sort,
  });
}

export const assetsParams = ({ page, q, sort }: AssetsSearch): ListAdminAssetsParams =>
  compact({ page: page ?? 1, pageSize: PAGE_SIZE, q, sort });

// admin/deposit

export interface DepositsSearch {
  /** From 2; nothing for the first page. */
  page?: number;
  status?: DepositStatus;
}

export function validateDepositsSearch(search: Record<string, unknown>): DepositsSearch {
  return compact({
    page: pageOf(search.page),
    status: valid(ListDepositsQueryParams.shape.status, search.status),
  });
}

export const depositsParams = ({ page, status }: DepositsSearch): ListDepositsParams =>
  compact({ page: page ?? 1, pageSize: PAGE_SIZE, status });

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
  const { shape } = ListWithdrawalRequestsQueryParams;
  const status = search.status === 'all' ? 'all' : valid(shape.status, search.status);
  return compact({
    page: pageOf(search.page),
    status: status === 'pending' ? undefined : status,
    asset: valid(shape.asset, search.asset),
    user: valid(shape.user, typeof search.user === 'string' ? search.user.trim() : search.user),
  });
}

/** The status the queue shows: pending unless the address says otherwise. */
export const queueStatus = (search: WithdrawalQueueSearch): WithdrawalStatusFilter => search.status ?? 'pending';

export function withdrawalQueueParams(search: WithdrawalQueueSearch): ListWithdrawalRequestsParams {
  const status = queueStatus(search);
  return compact({
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
  const { shape } = GetAccountingQueryParams;
  const values = compact({ from: valid(shape.from, search.from), to: valid(shape.to, search.to) });
  // A range the platform would refuse (400) is not kept: the page opens on the default period instead.
  return values.from && values.to && values.to < values.from ? {} : values;
}

export const accountingParams = (search: AccountingSearch): GetAccountingParams => compact({ ...search });

// admin/wallet-detail

export interface WalletDetailSearch {
  uid?: string;
}

export const isMemberUid = (value: string) => GetUserWalletsParams.shape.uid.safeParse(value).success;

export function validateWalletDetailSearch(search: Record<string, unknown>): WalletDetailSearch {
  return compact({ uid: valid(GetUserWalletsParams.shape.uid, search.uid) });
}
