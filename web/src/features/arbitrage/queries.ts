import {
  getGetAdminArbitragePackSuspenseQueryOptions,
  getListAdminArbitragePacksSuspenseQueryOptions,
  getListArbitragePacksSuspenseQueryOptions,
  getListArbitrageSubscriptionsSuspenseQueryOptions,
} from '../../api/generated/endpoints/arbitrage/arbitrage.ts';
import { getListWalletsSuspenseQueryOptions } from '../../api/generated/endpoints/wallet/wallet.ts';
import { pageParams, type PageSearch } from '../../api/paging.ts';

export const packsQueryOptions = () => getListArbitragePacksSuspenseQueryOptions();
// The page's list is the active subscriptions: the address holds only its page.
export const activeSubscriptionsQueryOptions = (search: PageSearch) =>
  getListArbitrageSubscriptionsSuspenseQueryOptions(pageParams({ ...search, status: 'active' as const }));
export const usdtWalletQueryOptions = () => getListWalletsSuspenseQueryOptions();
export const adminPacksQueryOptions = (search: PageSearch) =>
  getListAdminArbitragePacksSuspenseQueryOptions(pageParams(search));
export const adminPackQueryOptions = (id: string) => getGetAdminArbitragePackSuspenseQueryOptions(id);
