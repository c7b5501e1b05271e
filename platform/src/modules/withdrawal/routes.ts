/** Handlers of the withdrawal tag. */
import { signedInUser } from '../../plugins/current-user.ts';
import type { OperationHandler } from '../../routes/operation-handler.ts';
import { moneyContext } from '../../core/ledger/index.ts';
import * as review from './review.ts';
import * as withdrawalService from './service.ts';

export const listWithdrawals: OperationHandler<'listWithdrawals'> = async (request) =>
  withdrawalService.listWithdrawals(request.server.db, signedInUser(request).id, request.query, true);

export const requestWithdrawal: OperationHandler<'requestWithdrawal'> = async (request, reply) => {
  const { status, body } = await withdrawalService.requestWithdrawal(
    moneyContext(request),
    signedInUser(request).id,
    request.body,
  );
  reply.code(status);
  return body;
};

export const getWithdrawal: OperationHandler<'getWithdrawal'> = async (request) =>
  withdrawalService.getWithdrawal(request.server.db, signedInUser(request).id, request.params.id);

export const listWithdrawalRequests: OperationHandler<'listWithdrawalRequests'> = async (request) =>
  withdrawalService.listWithdrawals(request.server.db, undefined, request.query, request.query.sort === '-created_at');

export const approveWithdrawal: OperationHandler<'approveWithdrawal'> = async (request) =>
  (
    await withdrawalService.approveWithdrawal(
      moneyContext(request),
      signedInUser(request),
      request.params.id,
      request.body ?? {},
    )
  ).body;

export const rejectWithdrawal: OperationHandler<'rejectWithdrawal'> = async (request) =>
  (
    await withdrawalService.rejectWithdrawal(
      moneyContext(request),
      signedInUser(request),
      request.params.id,
      request.body,
    )
  ).body;

export const getWithdrawalRequestReview: OperationHandler<'getWithdrawalRequestReview'> = async (request) =>
  review.getWithdrawalRequestReview(request.server.db, request.params.id);
