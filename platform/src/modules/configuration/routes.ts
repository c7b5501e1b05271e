/** Handlers of the configuration tag: they read the caller and the body and hand over to the service. */
import type { FastifyRequest } from 'fastify';
import { signedInUser } from '../../plugins/current-user.ts';
import type { OperationHandler } from '../../routes/operation-handler.ts';
import { answerOf, appliedOf } from '../approval/index.ts';
import * as relatedParties from './related-parties.ts';
import * as configurationService from './service.ts';

function saveContext(request: FastifyRequest): configurationService.SaveContext {
  const { db, dbKind, config } = request.server;
  return { db, kind: dbKind, admin: signedInUser(request), now: config.now() };
}

export const getSwapConfiguration: OperationHandler<'getSwapConfiguration'> = async (request) =>
  configurationService.getConfiguration(request.server.db, 'swap');

export const saveSwapConfiguration: OperationHandler<'saveSwapConfiguration'> = async (request) =>
  appliedOf(await configurationService.saveConfiguration(saveContext(request), 'swap', request.body));

export const getKycConfiguration: OperationHandler<'getKycConfiguration'> = async (request) =>
  configurationService.getConfiguration(request.server.db, 'kyc');

export const saveKycConfiguration: OperationHandler<'saveKycConfiguration'> = async (request, reply) =>
  answerOf(reply, await configurationService.saveConfiguration(saveContext(request), 'kyc', request.body));

export const getTransactionConfiguration: OperationHandler<'getTransactionConfiguration'> = async (request) =>
  configurationService.getConfiguration(request.server.db, 'transaction');

export const saveTransactionConfiguration: OperationHandler<'saveTransactionConfiguration'> = async (request, reply) =>
  answerOf(reply, await configurationService.saveConfiguration(saveContext(request), 'transaction', request.body));

export const getVisaConfiguration: OperationHandler<'getVisaConfiguration'> = async (request) =>
  configurationService.getConfiguration(request.server.db, 'visa');

export const saveVisaConfiguration: OperationHandler<'saveVisaConfiguration'> = async (request) =>
  appliedOf(await configurationService.saveConfiguration(saveContext(request), 'visa', request.body));

export const getColdWalletConfiguration: OperationHandler<'getColdWalletConfiguration'> = async (request) =>
  configurationService.getConfiguration(request.server.db, 'cold-wallet');

export const saveColdWalletConfiguration: OperationHandler<'saveColdWalletConfiguration'> = async (request) =>
  appliedOf(await configurationService.saveConfiguration(saveContext(request), 'cold-wallet', request.body));

export const getColdWalletSetting: OperationHandler<'getColdWalletSetting'> = async (request) =>
  configurationService.getColdWalletSetting(request.server.db);

export const saveColdWalletSetting: OperationHandler<'saveColdWalletSetting'> = async (request) =>
  configurationService.saveColdWalletSetting(saveContext(request), request.body);

export const listConfigurationAudit: OperationHandler<'listConfigurationAudit'> = async (request) =>
  configurationService.listConfigurationAudit(request.server.db, request.query);

export const getDepositApprovalSetting: OperationHandler<'getDepositApprovalSetting'> = async (request) =>
  configurationService.getDepositApprovalSetting(request.server.db);

export const saveDepositApprovalSetting: OperationHandler<'saveDepositApprovalSetting'> = async (request, reply) =>
  answerOf(reply, await configurationService.saveDepositApprovalSetting(saveContext(request), request.body));

export const getRelatedPartiesSetting: OperationHandler<'getRelatedPartiesSetting'> = async (request) =>
  relatedParties.getRelatedPartiesSetting(request.server.db);

export const saveRelatedPartiesSetting: OperationHandler<'saveRelatedPartiesSetting'> = async (request, reply) =>
  answerOf(reply, await relatedParties.saveRelatedPartiesSetting(saveContext(request), request.body));

export const getAdminTwoFactorSetting: OperationHandler<'getAdminTwoFactorSetting'> = async (request) =>
  configurationService.getAdminTwoFactorSetting(request.server.db);

export const saveAdminTwoFactorSetting: OperationHandler<'saveAdminTwoFactorSetting'> = async (request, reply) =>
  answerOf(reply, await configurationService.saveAdminTwoFactorSetting(saveContext(request), request.body));
