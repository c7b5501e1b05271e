/**
 * Which module answers which operation of the contract. Operations still marked `notImplemented` answer
 * 501 with `NOT_IMPLEMENTED`; the type makes a new operation of openapi.yaml impossible to forget.
 */
import { listNotifications, markNotificationSeen } from '../modules/notification/routes.ts';
import { getUserInformation } from '../modules/user/routes.ts';
import { notImplemented, type HandlerMap } from './operation-handler.ts';

export const operationHandlers: HandlerMap = {
  // auth: sign-in, 2FA, sign-up, token renewal and sign-out land with the authentication work.
  signIn: notImplemented,
  verifyTwoFactor: notImplemented,
  logout: notImplemented,
  signUp: notImplemented,
  refreshToken: notImplemented,
  forgotPassword: notImplemented,
  resetPassword: notImplemented,

  // user
  getUserInformation,

  // configuration: the administrators' configuration records land with the configuration work.
  getSwapConfiguration: notImplemented,
  saveSwapConfiguration: notImplemented,
  getKycConfiguration: notImplemented,
  saveKycConfiguration: notImplemented,
  getTransactionConfiguration: notImplemented,
  saveTransactionConfiguration: notImplemented,
  getVisaConfiguration: notImplemented,
  saveVisaConfiguration: notImplemented,
  getColdWalletConfiguration: notImplemented,
  saveColdWalletConfiguration: notImplemented,
  getColdWalletSetting: notImplemented,
  saveColdWalletSetting: notImplemented,

  // notification
  listNotifications,
  markNotificationSeen,
};
