/** Handlers of the booster tag. */
import type { FastifyReply } from 'fastify';
import { signedInUser } from '../../plugins/current-user.ts';
import type { OperationHandler } from '../../routes/operation-handler.ts';
import { moneyContext } from '../../core/ledger/index.ts';
import * as catalogue from './catalogue.ts';
import * as orders from './orders.ts';
import * as boosterService from './service.ts';

export const listBoosterTiers: OperationHandler<'listBoosterTiers'> = async (request) =>
  catalogue.listTiers(request.server.db, true);

export const getMyBoosterPack: OperationHandler<'getMyBoosterPack'> = async (request) =>
  boosterService.myPack(request.server.db, signedInUser(request).id, request.server.config.now());

export const listMyBoosterOrders: OperationHandler<'listMyBoosterOrders'> = async (request) =>
  orders.listMyOrders(request.server.db, signedInUser(request).id, request.query);

export const buyBoosterPack: OperationHandler<'buyBoosterPack'> = async (request, reply) => {
  const { status, body } = await boosterService.buyBoosterPack(
    moneyContext(request),
    signedInUser(request).id,
    request.body,
  );
  reply.code(status);
  return body;
};

export const upgradeBoosterPack: OperationHandler<'upgradeBoosterPack'> = async (request, reply) => {
  const { status, body } = await boosterService.upgradeBoosterPack(
    moneyContext(request),
    signedInUser(request).id,
    request.body,
  );
  reply.code(status);
  return body;
};

export const listAdminBoosterTiers: OperationHandler<'listAdminBoosterTiers'> = async (request) =>
  catalogue.listTiers(request.server.db, false);

export const createBoosterTier: OperationHandler<'createBoosterTier'> = async (request, reply) => {
  const tier = await catalogue.createTier(
    request.server.db,
    signedInUser(request),
    request.body,
    request.server.config.now(),
  );
  reply.code(201);
  return tier;
};

export const getBoosterTier: OperationHandler<'getBoosterTier'> = async (request) =>
  catalogue.getTier(request.server.db, request.params.id);

export const updateBoosterTier: OperationHandler<'updateBoosterTier'> = async (request) =>
  catalogue.updateTier(
    request.server.db,
    signedInUser(request),
    request.params.id,
    request.body,
    request.server.config.now(),
  );

export const listBoosterOrders: OperationHandler<'listBoosterOrders'> = async (request) =>
  orders.listOrders(request.server.db, request.query);

function sendCsv(reply: FastifyReply, csv: string): undefined {
  void reply
    .header('content-disposition', 'attachment; filename="booster-orders.csv"')
    .type('text/csv; charset=utf-8')
    .send(csv);
  return undefined;
}

export const exportBoosterOrders: OperationHandler<'exportBoosterOrders'> = async (request, reply) =>
  sendCsv(reply, await orders.exportOrders(request.server.db, request.query));

export const getMemberBooster: OperationHandler<'getMemberBooster'> = async (request) =>
  orders.getMemberBooster(request.server.db, request.params.uid, request.query, request.server.config.now());
