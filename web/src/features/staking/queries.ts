import type { QueryClient } from '@tanstack/react-query';
import {
  getListAdminStakingProductsSuspenseQueryOptions,
  getListStakesSuspenseQueryOptions,
  getListStakingDaysSuspenseQueryOptions,
  getListStakingProductsSuspenseQueryOptions,
  getListUserStakesSuspenseQueryOptions,
} from '../../api/generated/endpoints/staking/staking.ts';
import { getListWalletsSuspenseQueryOptions } from '../../api/generated/endpoints/wallet/wallet.ts';

// What each page reads: the route's loader ensures it, the page reads the same options with useSuspenseQuery.
export const productsQueryOptions = () => getListStakingProductsSuspenseQueryOptions();
export const walletsQueryOptions = () => getListWalletsSuspenseQueryOptions();
export const stakesQueryOptions = (page: number) => getListStakesSuspenseQueryOptions({ page, pageSize: 20 });
export const userStakesQueryOptions = (uid: string, page: number) =>
  getListUserStakesSuspenseQueryOptions(uid, { page, pageSize: 20 });
export const adminProductsQueryOptions = () => getListAdminStakingProductsSuspenseQueryOptions();
export const stakingDaysQueryOptions = (page: number) => getListStakingDaysSuspenseQueryOptions({ page, pageSize: 20 });

/** After a subscription or a cancel: the stakes and the wallets (locked and available) change. */
export async function invalidateStakes(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({
    predicate: ({ queryKey }) =>
      typeof queryKey[0] === 'string' && /\/(staking|admin\/users|wallets|transactions)/.test(queryKey[0]),
  });
}
