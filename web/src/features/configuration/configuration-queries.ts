import {
  getGetAdminTwoFactorSettingSuspenseQueryOptions,
  getGetColdWalletConfigurationSuspenseQueryOptions,
  getGetColdWalletSettingSuspenseQueryOptions,
  getGetDepositApprovalSettingSuspenseQueryOptions,
  getGetKycConfigurationSuspenseQueryOptions,
  getGetRelatedPartiesSettingSuspenseQueryOptions,
  getGetSwapConfigurationSuspenseQueryOptions,
  getGetTransactionConfigurationSuspenseQueryOptions,
  getGetVisaConfigurationSuspenseQueryOptions,
  getListConfigurationAuditSuspenseQueryOptions,
} from '../../api/generated/endpoints/configuration/configuration.ts';
import { getListAssetsSuspenseQueryOptions } from '../../api/generated/endpoints/asset/asset.ts';
import { pageParams } from '../../api/paging.ts';
import type { AuditSearch } from './audit-search.ts';

// What each page reads: the route's loader ensures it, the page reads the same options with useSuspenseQuery.
export const swapConfigurationQueryOptions = () => getGetSwapConfigurationSuspenseQueryOptions();
export const kycConfigurationQueryOptions = () => getGetKycConfigurationSuspenseQueryOptions();
export const transactionConfigurationQueryOptions = () => getGetTransactionConfigurationSuspenseQueryOptions();
export const visaConfigurationQueryOptions = () => getGetVisaConfigurationSuspenseQueryOptions();
export const coldWalletConfigurationQueryOptions = () => getGetColdWalletConfigurationSuspenseQueryOptions();
export const depositApprovalSettingQueryOptions = () => getGetDepositApprovalSettingSuspenseQueryOptions();
export const relatedPartiesSettingQueryOptions = () => getGetRelatedPartiesSettingSuspenseQueryOptions();
export const adminTwoFactorSettingQueryOptions = () => getGetAdminTwoFactorSettingSuspenseQueryOptions();
export const coldWalletSettingQueryOptions = () => getGetColdWalletSettingSuspenseQueryOptions();
export const configurationAuditQueryOptions = (search: AuditSearch) =>
  getListConfigurationAuditSuspenseQueryOptions(pageParams(search));
// The assets a swap pair picks from.
export const assetsQueryOptions = () => getListAssetsSuspenseQueryOptions();
