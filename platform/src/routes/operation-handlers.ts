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
import { listNotifications, markNotificationSeen } from '../modules/notification/routes.ts';
import { getUserInformation } from '../modules/user/routes.ts';
import { notImplemented, type HandlerMap } from './operation-handler.ts';

export const operationHandlers: HandlerMap = {
  // auth
  signIn,
  verifyTwoFactor,
  logout,
  signUp,
  refreshToken,
  forgotPassword,
  resetPassword,

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
