/** Handlers of the deposit tag. */
import { signedInUser } from '../../plugins/current-user.ts';
import type { OperationHandler } from '../../routes/operation-handler.ts';
import { moneyContext } from '../../core/ledger/index.ts';
import * as depositService from './service.ts';

export const listDeposits: OperationHandler<'listDeposits'> = async (request) =>
  depositService.listDeposits(request.server.db, request.query);

export const recordDeposit: OperationHandler<'recordDeposit'> = async (request, reply) => {
  const { status, body } = await depositService.recordDeposit(
    moneyContext(request),
    signedInUser(request),
    request.body,
  );
  reply.code(status);
  return body;
};

export const approveDeposit: OperationHandler<'approveDeposit'> = async (request) =>
  (await depositService.approveDeposit(moneyContext(request), signedInUser(request), request.params.id)).body;

export const rejectDeposit: OperationHandler<'rejectDeposit'> = async (request) =>
  (await depositService.rejectDeposit(moneyContext(request), signedInUser(request), request.params.id, request.body))
    .body;
