/** Handlers of the security tag: the signed-in member's own password, transaction password, 2FA and sign-ins. */
import { signedInUser } from '../../plugins/current-user.ts';
import type { OperationHandler } from '../../routes/operation-handler.ts';
import { changePassword as changePasswordFlow } from './passwords/change-password.ts';
import { context } from './routes.ts';
import * as signIns from './sign-in/sign-ins.ts';
import { stepUp as stepUpFlow } from './sign-in/step-up.ts';
import { setTransactionPassword as setTransactionPasswordFlow } from './passwords/transaction-password.ts';
import * as twoFactor from './two-factor/two-factor-settings.ts';

export const getSecurityOverview: OperationHandler<'getSecurityOverview'> = async (request) =>
  twoFactor.getSecurityOverview(context(request), signedInUser(request));

export const changePassword: OperationHandler<'changePassword'> = async (request) =>
  changePasswordFlow(context(request), signedInUser(request), request.body);

export const setTransactionPassword: OperationHandler<'setTransactionPassword'> = async (request) =>
  setTransactionPasswordFlow(context(request), signedInUser(request), request.body);

export const startTwoFactorSetup: OperationHandler<'startTwoFactorSetup'> = async (request) =>
  twoFactor.startTwoFactorSetup(context(request), signedInUser(request), request.body.password);

export const enableTwoFactor: OperationHandler<'enableTwoFactor'> = async (request) =>
  twoFactor.enableTwoFactor(context(request), signedInUser(request), request.body.code);

export const disableTwoFactor: OperationHandler<'disableTwoFactor'> = async (request) =>
  twoFactor.disableTwoFactor(context(request), signedInUser(request), request.body.code);

export const regenerateRecoveryCodes: OperationHandler<'regenerateRecoveryCodes'> = async (request) =>
  twoFactor.regenerateRecoveryCodes(context(request), signedInUser(request), request.body.code);

export const listSessions: OperationHandler<'listSessions'> = async (request) =>
  signIns.listSessions(context(request), signedInUser(request), request.query);

export const revokeSession: OperationHandler<'revokeSession'> = async (request) =>
  signIns.revokeSession(context(request), signedInUser(request), request.params.id);

export const revokeOtherSessions: OperationHandler<'revokeOtherSessions'> = async (request) =>
  signIns.revokeOtherSessions(context(request), signedInUser(request));

export const stepUp: OperationHandler<'stepUp'> = async (request) =>
  stepUpFlow(context(request), signedInUser(request), request.body);
