import {
  getGetAdminArbitragePackSuspenseQueryOptions,
  getListAdminArbitragePacksSuspenseQueryOptions,
  getListArbitragePacksSuspenseQueryOptions,
  getListArbitrageSubscriptionsSuspenseQueryOptions,
} from '../../api/generated/endpoints/arbitrage/arbitrage.ts';
import { getListWalletsSuspenseQueryOptions } from '../../api/generated/endpoints/wallet/wallet.ts';
import type { listAdminArbitragePacksQuery, listArbitrageSubscriptionsQuery } from '../../api/generated/parameters.ts';
import type { SearchOf } from '../../api/search-values.ts';

export const PAGE_SIZE = 20;

/** The addresses of the lists (`?page=2`), checked by the routes against the contract. */
export type SubscriptionsSearch = SearchOf<typeof listArbitrageSubscriptionsQuery>;
export type AdminPacksSearch = SearchOf<typeof listAdminArbitragePacksQuery>;

export const packsQueryOptions = () => getListArbitragePacksSuspenseQueryOptions();
// The page's list is the active subscriptions, whatever status the address names.
export const activeSubscriptionsQueryOptions = ({ page }: SubscriptionsSearch) =>
  getListArbitrageSubscriptionsSuspenseQueryOptions({ status: 'active', page: page ?? 1, pageSize: PAGE_SIZE });
export const usdtWalletQueryOptions = () => getListWalletsSuspenseQueryOptions();
export const adminPacksQueryOptions = ({ page }: AdminPacksSearch) =>
  getListAdminArbitragePacksSuspenseQueryOptions({ page: page ?? 1, pageSize: PAGE_SIZE });
export const adminPackQueryOptions = (id: string) => getGetAdminArbitragePackSuspenseQueryOptions(id);
