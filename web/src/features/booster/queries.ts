import {
  getGetBoosterTierSuspenseQueryOptions,
  getGetMemberBoosterSuspenseQueryOptions,
  getGetMyBoosterPackSuspenseQueryOptions,
  getListAdminBoosterTiersSuspenseQueryOptions,
  getListBoosterOrdersSuspenseQueryOptions,
  getListBoosterTiersSuspenseQueryOptions,
  getListMyBoosterOrdersSuspenseQueryOptions,
} from '../../api/generated/endpoints/booster/booster.ts';
import { getListWalletsSuspenseQueryOptions } from '../../api/generated/endpoints/wallet/wallet.ts';
import { pageParams, type PageSearch } from '../../api/paging.ts';
import { ordersParams, type OrdersSearch } from './search.ts';

// What each page reads: the route's loader ensures it, the page reads the same options with useSuspenseQuery.
export const tiersQueryOptions = () => getListBoosterTiersSuspenseQueryOptions();
export const myPackQueryOptions = () => getGetMyBoosterPackSuspenseQueryOptions();
export const myOrdersQueryOptions = (search: PageSearch) =>
  getListMyBoosterOrdersSuspenseQueryOptions(pageParams(search));
export const walletsQueryOptions = () => getListWalletsSuspenseQueryOptions();
export const adminTiersQueryOptions = () => getListAdminBoosterTiersSuspenseQueryOptions();
export const adminTierQueryOptions = (id: string) => getGetBoosterTierSuspenseQueryOptions(id);
export const ordersQueryOptions = (search: OrdersSearch) =>
  getListBoosterOrdersSuspenseQueryOptions(ordersParams(search));
export const memberBoosterQueryOptions = (uid: string, search: PageSearch) =>
  getGetMemberBoosterSuspenseQueryOptions(uid, pageParams(search));
