import { getGetAccountingSuspenseQueryOptions } from '../../../api/generated/endpoints/accounting/accounting.ts';
import {
  getGetAdminAssetSuspenseQueryOptions,
  getListAdminAssetsSuspenseQueryOptions,
  getListAssetsSuspenseQueryOptions,
} from '../../../api/generated/endpoints/asset/asset.ts';
import { getListDepositsSuspenseQueryOptions } from '../../../api/generated/endpoints/deposit/deposit.ts';
import { getGetUserWalletsQueryOptions } from '../../../api/generated/endpoints/wallet/wallet.ts';
import { getListWithdrawalRequestsSuspenseQueryOptions } from '../../../api/generated/endpoints/withdrawal/withdrawal.ts';
import { pageParams } from '../../../api/paging.ts';
import {
  accountingParams,
  withdrawalQueueParams,
  type AccountingSearch,
  type AssetsSearch,
  type DepositsSearch,
  type WithdrawalQueueSearch,
} from './search.ts';

// What each page reads: the route's loader ensures it, the page reads the same options with useSuspenseQuery.
export const adminAssetsQueryOptions = (search: AssetsSearch) =>
  getListAdminAssetsSuspenseQueryOptions(pageParams(search));
export const adminAssetQueryOptions = (code: string) => getGetAdminAssetSuspenseQueryOptions(code);
export const assetsQueryOptions = () => getListAssetsSuspenseQueryOptions();
export const depositsQueryOptions = (search: DepositsSearch) => getListDepositsSuspenseQueryOptions(pageParams(search));
export const withdrawalQueueQueryOptions = (search: WithdrawalQueueSearch) =>
  getListWithdrawalRequestsSuspenseQueryOptions(withdrawalQueueParams(search));
export const accountingQueryOptions = (search: AccountingSearch) =>
  getGetAccountingSuspenseQueryOptions(accountingParams(search));
// Looked up on demand from the member picker: a wrong uid shows under the picker, not as a page error.
export const userWalletsQueryOptions = (uid: string) => getGetUserWalletsQueryOptions(uid);
