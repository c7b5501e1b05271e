/** Handlers of the arbitrage tag. */
import { signedInUser } from '../../plugins/current-user.ts';
import type { OperationHandler } from '../../routes/operation-handler.ts';
import { moneyContext } from '../../core/ledger/index.ts';
import * as arbitrageService from './service.ts';

export const listArbitragePacks: OperationHandler<'listArbitragePacks'> = async (request) =>
  arbitrageService.listPacks(request.server.db);

export const listArbitrageSubscriptions: OperationHandler<'listArbitrageSubscriptions'> = async (request) =>
  arbitrageService.listSubscriptions(request.server.db, signedInUser(request).id, request.query);

export const subscribeArbitragePack: OperationHandler<'subscribeArbitragePack'> = async (request, reply) => {
  const { status, body } = await arbitrageService.subscribe(
    moneyContext(request),
    signedInUser(request).id,
    request.params.id,
    request.body.transaction_password,
  );
  reply.code(status);
  return body;
};

export const listAdminArbitragePacks: OperationHandler<'listAdminArbitragePacks'> = async (request) =>
  arbitrageService.listAdminPacks(request.server.db, request.query);

export const getAdminArbitragePack: OperationHandler<'getAdminArbitragePack'> = async (request) =>
  arbitrageService.getAdminPack(request.server.db, request.params.id);

export const createArbitragePack: OperationHandler<'createArbitragePack'> = async (request, reply) => {
  const pack = await arbitrageService.savePack(
    request.server.db,
    signedInUser(request),
    undefined,
    request.body,
    request.server.config.now(),
  );
  reply.code(201);
  return pack;
};

export const updateArbitragePack: OperationHandler<'updateArbitragePack'> = async (request) =>
  arbitrageService.savePack(
    request.server.db,
    signedInUser(request),
    request.params.id,
    request.body,
    request.server.config.now(),
  );
