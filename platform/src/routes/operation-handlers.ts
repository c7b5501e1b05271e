/**
 * Which module answers which operation of the contract. Operations still marked `notImplemented` answer
 * 501 with `NOT_IMPLEMENTED`; the type makes a new operation of openapi.yaml impossible to forget.
 */
import {
  forgotPassword,
  logout,
  refreshToken,
  resetPassword,
  signIn,
  signUp,
  verifyTwoFactor,
} from '../modules/auth/routes.ts';
import {
  changePassword,
  disableTwoFactor,
  enableTwoFactor,
  getSecurityOverview,
  listSessions,
  regenerateRecoveryCodes,
  revokeOtherSessions,
  revokeSession,
  setTransactionPassword,
  startTwoFactorSetup,
} from '../modules/auth/security-routes.ts';
import { getCaptchaChallenge } from '../modules/captcha/routes.ts';
import {
  getColdWalletConfiguration,
  getColdWalletSetting,
  getKycConfiguration,
  getSwapConfiguration,
  getTransactionConfiguration,
  getDepositApprovalSetting,
  getVisaConfiguration,
  listConfigurationAudit,
  saveColdWalletConfiguration,
  saveDepositApprovalSetting,
  saveColdWalletSetting,
  saveKycConfiguration,
  saveSwapConfiguration,
  saveTransactionConfiguration,
  saveVisaConfiguration,
} from '../modules/configuration/routes.ts';
import { getAccounting } from '../modules/accounting/routes.ts';
import * as booster from '../modules/booster/routes.ts';
import { getAdminAsset, listAdminAssets, listAssets, saveAsset } from '../modules/asset/routes.ts';
import { listAdminAudit } from '../modules/audit/routes.ts';
import { getAdminDashboard } from '../modules/dashboard/routes.ts';
import { listJobRuns, listJobs, startJob } from '../modules/jobs/routes.ts';
import { approveDeposit, listDeposits, recordDeposit, rejectDeposit } from '../modules/deposit/routes.ts';
import {
  exportUsers,
  getMemberAccount,
  getMemberPhoto,
  listUsers,
  resendKyc,
  resetMemberTwoFactor,
  setMemberActive,
  setMemberAdmin,
} from '../modules/member/routes.ts';
import { listNotifications, markNotificationSeen } from '../modules/notification/routes.ts';
import {
  cancelStake,
  createStake,
  listAdminStakingProducts,
  listStakes,
  listStakingDays,
  listStakingProducts,
  listUserStakes,
  setStakingRate,
  updateStakingProduct,
} from '../modules/staking/routes.ts';
import { createSwapQuote, executeSwap } from '../modules/swap/routes.ts';
import {
  exportAllTransactions,
  exportTransactions,
  getTransaction,
  listAllTransactions,
  listTransactions,
} from '../modules/transaction/routes.ts';
import {
  approveKycStep,
  getKycDocument,
  getKycSession,
  listKycReviews,
  rejectKycStep,
  startKycSession,
  submitKycStep,
} from '../modules/kyc/routes.ts';
import { getProfilePhoto, updateProfile, uploadProfilePhoto } from '../modules/profile/routes.ts';
import { getUserInformation } from '../modules/user/routes.ts';
import { getDepositAddress, getUserWallets, listWallets } from '../modules/wallet/routes.ts';
import {
  approveWithdrawal,
  getWithdrawal,
  getWithdrawalRequestReview,
  listWithdrawalRequests,
  listWithdrawals,
  rejectWithdrawal,
  requestWithdrawal,
} from '../modules/withdrawal/routes.ts';
import {
  createArbitragePack,
  getAdminArbitragePack,
  listAdminArbitragePacks,
  listArbitragePacks,
  listArbitrageSubscriptions,
  subscribeArbitragePack,
  updateArbitragePack,
} from '../modules/arbitrage/routes.ts';
import { listAdminServices, listServices } from '../modules/service/routes.ts';
import type { HandlerMap } from './operation-handler.ts';

export const operationHandlers: HandlerMap = {
  // auth
  signIn,
  verifyTwoFactor,
  logout,
  signUp,
  refreshToken,
  forgotPassword,
  resetPassword,
  getCaptchaChallenge,

  // user
  getUserInformation,

  // configuration
  getSwapConfiguration,
  saveSwapConfiguration,
  getKycConfiguration,
  saveKycConfiguration,
  getTransactionConfiguration,
  saveTransactionConfiguration,
  getVisaConfiguration,
  saveVisaConfiguration,
  getColdWalletConfiguration,
  saveColdWalletConfiguration,
  getColdWalletSetting,
  saveColdWalletSetting,
  getDepositApprovalSetting,
  saveDepositApprovalSetting,
  listConfigurationAudit,

  // notification
  listNotifications,
  markNotificationSeen,

  // asset
  listAssets,
  listAdminAssets,
  getAdminAsset,
  saveAsset,

  // wallet
  listWallets,
  getUserWallets,
  getDepositAddress,
  createSwapQuote,
  executeSwap,

  // withdrawal
  listWithdrawals,
  requestWithdrawal,
  getWithdrawal,
  listWithdrawalRequests,
  approveWithdrawal,
  rejectWithdrawal,
  getWithdrawalRequestReview,

  // transaction
  listTransactions,
  exportTransactions,
  getTransaction,
  listAllTransactions,
  exportAllTransactions,

  // deposit
  listDeposits,
  recordDeposit,
  approveDeposit,
  rejectDeposit,

  // accounting
  getAccounting,

  // audit
  listAdminAudit,

  // profile
  updateProfile,
  getProfilePhoto,
  uploadProfilePhoto,

  // kyc
  getKycSession,
  startKycSession,
  submitKycStep,
  listKycReviews,
  getKycDocument,
  approveKycStep,
  rejectKycStep,
  // security
  getSecurityOverview,
  changePassword,
  setTransactionPassword,
  startTwoFactorSetup,
  enableTwoFactor,
  disableTwoFactor,
  regenerateRecoveryCodes,
  listSessions,
  revokeSession,
  revokeOtherSessions,

  // booster
  listBoosterTiers: booster.listBoosterTiers,
  getMyBoosterPack: booster.getMyBoosterPack,
  listMyBoosterOrders: booster.listMyBoosterOrders,
  buyBoosterPack: booster.buyBoosterPack,
  upgradeBoosterPack: booster.upgradeBoosterPack,
  listAdminBoosterTiers: booster.listAdminBoosterTiers,
  createBoosterTier: booster.createBoosterTier,
  getBoosterTier: booster.getBoosterTier,
  updateBoosterTier: booster.updateBoosterTier,
  listBoosterOrders: booster.listBoosterOrders,
  exportBoosterOrders: booster.exportBoosterOrders,
  getMemberBooster: booster.getMemberBooster,
  // staking
  listStakingProducts,
  listStakes,
  createStake,
  listAdminStakingProducts,
  updateStakingProduct,
  listStakingDays,
  setStakingRate,
  listUserStakes,
  cancelStake,

  // member
  listUsers,
  exportUsers,
  getMemberAccount,
  getMemberPhoto,
  setMemberActive,
  setMemberAdmin,
  resetMemberTwoFactor,
  resendKyc,

  // dashboard
  getAdminDashboard,

  // arbitrage
  listArbitragePacks,
  listArbitrageSubscriptions,
  subscribeArbitragePack,
  listAdminArbitragePacks,
  createArbitragePack,
  getAdminArbitragePack,
  updateArbitragePack,

  // service
  listServices,
  listAdminServices,

  // job
  listJobs,
  listJobRuns,
  startJob,
};
