import {
  getListAdminStakingProductsSuspenseQueryOptions,
  getListStakesSuspenseQueryOptions,
  getListStakingDaysSuspenseQueryOptions,
  getListStakingProductsSuspenseQueryOptions,
  getListUserStakesSuspenseQueryOptions,
} from '../../api/generated/endpoints/staking/staking.ts';
import { getListWalletsSuspenseQueryOptions } from '../../api/generated/endpoints/wallet/wallet.ts';
import type { listStakesQuery, listStakingDaysQuery, listUserStakesQuery } from '../../api/generated/parameters.ts';
import { pageParams } from '../../api/paging.ts';
import type { SearchOf } from '../../api/search-values.ts';

/** The addresses of the lists (`?page=2&status=active`), checked by the routes against the contract. */
export type StakesSearch = SearchOf<typeof listStakesQuery>;
export type UserStakesSearch = SearchOf<typeof listUserStakesQuery>;
export type StakingDaysSearch = SearchOf<typeof listStakingDaysQuery>;

// What each page reads: the route's loader ensures it, the page reads the same options with useSuspenseQuery.
export const productsQueryOptions = () => getListStakingProductsSuspenseQueryOptions();
export const walletsQueryOptions = () => getListWalletsSuspenseQueryOptions();
export const stakesQueryOptions = (search: StakesSearch) => getListStakesSuspenseQueryOptions(pageParams(search));
export const userStakesQueryOptions = (uid: string, search: UserStakesSearch) =>
  getListUserStakesSuspenseQueryOptions(uid, pageParams(search));
export const adminProductsQueryOptions = () => getListAdminStakingProductsSuspenseQueryOptions();
export const stakingDaysQueryOptions = (search: StakingDaysSearch) =>
  getListStakingDaysSuspenseQueryOptions(pageParams(search));
