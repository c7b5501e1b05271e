/** Handlers of the staking tag. */
import type { FastifyRequest } from 'fastify';
import { signedInUser } from '../../plugins/current-user.ts';
import type { OperationHandler } from '../../routes/operation-handler.ts';
import type { Actor } from '../audit/index.ts';
import { moneyContext } from '../../core/ledger/index.ts';
import * as stakingService from './service.ts';

function actorOf(request: FastifyRequest): Actor {
  const user = signedInUser(request);
  return { id: user.id, username: user.username };
}

export const listStakingProducts: OperationHandler<'listStakingProducts'> = async (request) =>
  stakingService.listProducts(request.server.db, true);

export const listAdminStakingProducts: OperationHandler<'listAdminStakingProducts'> = async (request) =>
  stakingService.listProducts(request.server.db, false);

export const listStakes: OperationHandler<'listStakes'> = async (request) =>
  stakingService.listStakes(request.server.db, signedInUser(request).id, request.query, request.server.config.now());

export const createStake: OperationHandler<'createStake'> = async (request, reply) => {
  const { status, body } = await stakingService.createStake(
    moneyContext(request),
    signedInUser(request).id,
    request.body,
  );
  reply.code(status);
  return body;
};

export const updateStakingProduct: OperationHandler<'updateStakingProduct'> = async (request) =>
  stakingService.updateProduct(
    request.server.db,
    actorOf(request),
    request.params.id,
    request.body,
    request.server.config.now(),
  );

export const listStakingDays: OperationHandler<'listStakingDays'> = async (request) =>
  stakingService.listDays(request.server.db, request.query);

export const setStakingRate: OperationHandler<'setStakingRate'> = async (request) =>
  stakingService.setRate(
    request.server.db,
    actorOf(request),
    request.params.id,
    request.params.day,
    request.body,
    request.server.config.now(),
  );

export const listUserStakes: OperationHandler<'listUserStakes'> = async (request) =>
  stakingService.listUserStakes(request.server.db, request.params.uid, request.query, request.server.config.now());

export const cancelStake: OperationHandler<'cancelStake'> = async (request) =>
  (await stakingService.cancelStake(moneyContext(request), actorOf(request), request.params.id)).body;
