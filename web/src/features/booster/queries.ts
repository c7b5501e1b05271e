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
import { ordersParams, PAGE_SIZE, type MemberBoosterSearch, type MyOrdersSearch, type OrdersSearch } from './search.ts';

// What each page reads: the route's loader ensures it, the page reads the same options with useSuspenseQuery.
export const tiersQueryOptions = () => getListBoosterTiersSuspenseQueryOptions();
export const myPackQueryOptions = () => getGetMyBoosterPackSuspenseQueryOptions();
export const myOrdersQueryOptions = ({ page }: MyOrdersSearch) =>
  getListMyBoosterOrdersSuspenseQueryOptions({ page: page ?? 1, pageSize: PAGE_SIZE });
export const walletsQueryOptions = () => getListWalletsSuspenseQueryOptions();
export const adminTiersQueryOptions = () => getListAdminBoosterTiersSuspenseQueryOptions();
export const adminTierQueryOptions = (id: string) => getGetBoosterTierSuspenseQueryOptions(id);
export const ordersQueryOptions = (search: OrdersSearch) =>
  getListBoosterOrdersSuspenseQueryOptions(ordersParams(search));
export const memberBoosterQueryOptions = (uid: string, { page }: MemberBoosterSearch) =>
  getGetMemberBoosterSuspenseQueryOptions(uid, { page: page ?? 1, pageSize: PAGE_SIZE });
