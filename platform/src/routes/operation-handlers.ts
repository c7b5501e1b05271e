/**
 * Which module answers which operation of the contract. Operations still marked `notImplemented` answer
 * 501 with `NOT_IMPLEMENTED`; the type makes a new operation of openapi.yaml impossible to forget.
 */
import { accountingRoutes } from '../modules/accounting/index.ts';
import { approvalRoutes } from '../modules/approval/index.ts';
import { arbitrageRoutes } from '../modules/arbitrage/index.ts';
import { assetRoutes } from '../modules/asset/index.ts';
import { auditRoutes } from '../modules/audit/index.ts';
import { authRoutes, securityRoutes } from '../modules/auth/index.ts';
import { boosterRoutes } from '../modules/booster/index.ts';
import { captchaRoutes } from '../modules/captcha/index.ts';
import { configurationRequestKinds, configurationRoutes } from '../modules/configuration/index.ts';
import { dashboardRoutes } from '../modules/dashboard/index.ts';
import { jobsRoutes } from '../modules/jobs/index.ts';
import { depositRoutes } from '../modules/deposit/index.ts';
import { kycRoutes } from '../modules/kyc/index.ts';
import { memberRequestKinds, memberRoutes } from '../modules/member/index.ts';
import { notificationRoutes } from '../modules/notification/index.ts';
import { profileRoutes } from '../modules/profile/index.ts';
import { serviceRoutes } from '../modules/service/index.ts';
import { stakingRoutes } from '../modules/staking/index.ts';
import { swapRoutes } from '../modules/swap/index.ts';
import { transactionRoutes } from '../modules/transaction/index.ts';
import { userRoutes } from '../modules/user/index.ts';
import { walletRoutes } from '../modules/wallet/index.ts';
import { withdrawalRoutes } from '../modules/withdrawal/index.ts';
import type { HandlerMap } from './operation-handler.ts';

// Approving a request applies a change its owner module knows how to make.
const decisions = approvalRoutes.decisionHandlers({ ...memberRequestKinds, ...configurationRequestKinds });

export const operationHandlers: HandlerMap = {
  // auth
  signIn: authRoutes.signIn,
  verifyTwoFactor: authRoutes.verifyTwoFactor,
  logout: authRoutes.logout,
  signUp: authRoutes.signUp,
  refreshToken: authRoutes.refreshToken,
  forgotPassword: authRoutes.forgotPassword,
  resetPassword: authRoutes.resetPassword,
  getCaptchaChallenge: captchaRoutes.getCaptchaChallenge,

  // user
  getUserInformation: userRoutes.getUserInformation,

  // configuration
  getSwapConfiguration: configurationRoutes.getSwapConfiguration,
  saveSwapConfiguration: configurationRoutes.saveSwapConfiguration,
  getKycConfiguration: configurationRoutes.getKycConfiguration,
  saveKycConfiguration: configurationRoutes.saveKycConfiguration,
  getTransactionConfiguration: configurationRoutes.getTransactionConfiguration,
  saveTransactionConfiguration: configurationRoutes.saveTransactionConfiguration,
  getVisaConfiguration: configurationRoutes.getVisaConfiguration,
  saveVisaConfiguration: configurationRoutes.saveVisaConfiguration,
  getColdWalletConfiguration: configurationRoutes.getColdWalletConfiguration,
  saveColdWalletConfiguration: configurationRoutes.saveColdWalletConfiguration,
  getColdWalletSetting: configurationRoutes.getColdWalletSetting,
  saveColdWalletSetting: configurationRoutes.saveColdWalletSetting,
  getDepositApprovalSetting: configurationRoutes.getDepositApprovalSetting,
  getRelatedPartiesSetting: configurationRoutes.getRelatedPartiesSetting,
  saveRelatedPartiesSetting: configurationRoutes.saveRelatedPartiesSetting,
  saveDepositApprovalSetting: configurationRoutes.saveDepositApprovalSetting,
  getAdminTwoFactorSetting: configurationRoutes.getAdminTwoFactorSetting,
  saveAdminTwoFactorSetting: configurationRoutes.saveAdminTwoFactorSetting,
  listConfigurationAudit: configurationRoutes.listConfigurationAudit,

  // notification
  listNotifications: notificationRoutes.listNotifications,
  markNotificationSeen: notificationRoutes.markNotificationSeen,

  // asset
  listAssets: assetRoutes.listAssets,
  listAdminAssets: assetRoutes.listAdminAssets,
  getAdminAsset: assetRoutes.getAdminAsset,
  saveAsset: assetRoutes.saveAsset,

  // wallet
  listWallets: walletRoutes.listWallets,
  getUserWallets: walletRoutes.getUserWallets,
  getDepositAddress: walletRoutes.getDepositAddress,
  createSwapQuote: swapRoutes.createSwapQuote,
  executeSwap: swapRoutes.executeSwap,

  // withdrawal
  listWithdrawals: withdrawalRoutes.listWithdrawals,
  requestWithdrawal: withdrawalRoutes.requestWithdrawal,
  getWithdrawal: withdrawalRoutes.getWithdrawal,
  listWithdrawalRequests: withdrawalRoutes.listWithdrawalRequests,
  approveWithdrawal: withdrawalRoutes.approveWithdrawal,
  rejectWithdrawal: withdrawalRoutes.rejectWithdrawal,
  getWithdrawalRequestReview: withdrawalRoutes.getWithdrawalRequestReview,

  // transaction
  listTransactions: transactionRoutes.listTransactions,
  exportTransactions: transactionRoutes.exportTransactions,
  getTransaction: transactionRoutes.getTransaction,
  listAllTransactions: transactionRoutes.listAllTransactions,
  exportAllTransactions: transactionRoutes.exportAllTransactions,

  // deposit
  listDeposits: depositRoutes.listDeposits,
  recordDeposit: depositRoutes.recordDeposit,
  approveDeposit: depositRoutes.approveDeposit,
  rejectDeposit: depositRoutes.rejectDeposit,

  // accounting
  getAccounting: accountingRoutes.getAccounting,

  // audit
  listAdminAudit: auditRoutes.listAdminAudit,

  // approval
  listAdminRequests: approvalRoutes.listAdminRequests,
  approveAdminRequest: decisions.approveAdminRequest,
  rejectAdminRequest: approvalRoutes.rejectAdminRequest,
  cancelAdminRequest: approvalRoutes.cancelAdminRequest,

  // profile
  updateProfile: profileRoutes.updateProfile,
  getProfilePhoto: profileRoutes.getProfilePhoto,
  uploadProfilePhoto: profileRoutes.uploadProfilePhoto,

  // kyc
  getKycSession: kycRoutes.getKycSession,
  startKycSession: kycRoutes.startKycSession,
  submitKycStep: kycRoutes.submitKycStep,
  listKycReviews: kycRoutes.listKycReviews,
  getKycDocument: kycRoutes.getKycDocument,
  approveKycStep: kycRoutes.approveKycStep,
  rejectKycStep: kycRoutes.rejectKycStep,
  // security
  getSecurityOverview: securityRoutes.getSecurityOverview,
  changePassword: securityRoutes.changePassword,
  setTransactionPassword: securityRoutes.setTransactionPassword,
  startTwoFactorSetup: securityRoutes.startTwoFactorSetup,
  enableTwoFactor: securityRoutes.enableTwoFactor,
  disableTwoFactor: securityRoutes.disableTwoFactor,
  regenerateRecoveryCodes: securityRoutes.regenerateRecoveryCodes,
  listSessions: securityRoutes.listSessions,
  revokeSession: securityRoutes.revokeSession,
  revokeOtherSessions: securityRoutes.revokeOtherSessions,
  stepUp: securityRoutes.stepUp,

  // booster
  listBoosterTiers: boosterRoutes.listBoosterTiers,
  getMyBoosterPack: boosterRoutes.getMyBoosterPack,
  listMyBoosterOrders: boosterRoutes.listMyBoosterOrders,
  buyBoosterPack: boosterRoutes.buyBoosterPack,
  upgradeBoosterPack: boosterRoutes.upgradeBoosterPack,
  listAdminBoosterTiers: boosterRoutes.listAdminBoosterTiers,
  createBoosterTier: boosterRoutes.createBoosterTier,
  getBoosterTier: boosterRoutes.getBoosterTier,
  updateBoosterTier: boosterRoutes.updateBoosterTier,
  listBoosterOrders: boosterRoutes.listBoosterOrders,
  exportBoosterOrders: boosterRoutes.exportBoosterOrders,
  getMemberBooster: boosterRoutes.getMemberBooster,
  // staking
  listStakingProducts: stakingRoutes.listStakingProducts,
  listStakes: stakingRoutes.listStakes,
  createStake: stakingRoutes.createStake,
  listAdminStakingProducts: stakingRoutes.listAdminStakingProducts,
  updateStakingProduct: stakingRoutes.updateStakingProduct,
  listStakingDays: stakingRoutes.listStakingDays,
  setStakingRate: stakingRoutes.setStakingRate,
  listUserStakes: stakingRoutes.listUserStakes,
  cancelStake: stakingRoutes.cancelStake,

  // member
  listUsers: memberRoutes.listUsers,
  exportUsers: memberRoutes.exportUsers,
  getMemberAccount: memberRoutes.getMemberAccount,
  getMemberPhoto: memberRoutes.getMemberPhoto,
  setMemberActive: memberRoutes.setMemberActive,
  setMemberAdmin: memberRoutes.setMemberAdmin,
  resetMemberTwoFactor: memberRoutes.resetMemberTwoFactor,
  resendKyc: memberRoutes.resendKyc,

  // dashboard
  getAdminDashboard: dashboardRoutes.getAdminDashboard,

  // arbitrage
  listArbitragePacks: arbitrageRoutes.listArbitragePacks,
  listArbitrageSubscriptions: arbitrageRoutes.listArbitrageSubscriptions,
  subscribeArbitragePack: arbitrageRoutes.subscribeArbitragePack,
  listAdminArbitragePacks: arbitrageRoutes.listAdminArbitragePacks,
  createArbitragePack: arbitrageRoutes.createArbitragePack,
  getAdminArbitragePack: arbitrageRoutes.getAdminArbitragePack,
  updateArbitragePack: arbitrageRoutes.updateArbitragePack,

  // service
  listServices: serviceRoutes.listServices,
  listAdminServices: serviceRoutes.listAdminServices,

  // job
  listJobs: jobsRoutes.listJobs,
  listJobRuns: jobsRoutes.listJobRuns,
  startJob: jobsRoutes.startJob,
};
