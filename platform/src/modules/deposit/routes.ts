/** Handlers of the deposit tag. */
import { signedInUser } from '../../plugins/current-user.ts';
import type { OperationHandler } from '../../routes/operation-handler.ts';
import { moneyContext } from '../ledger/money-context.ts';
import * as depositService from './service.ts';

export const listDeposits: OperationHandler<'listDeposits'> = async (request) =>
  depositService.listDeposits(request.server.db, {
    ...request.query,
    page: request.query.page ?? 1,
    pageSize: request.query.pageSize ?? 20,
  });

export const recordDeposit: OperationHandler<'recordDeposit'> = async (request, reply) => {
  const { created, deposit } = await depositService.recordDeposit(
    moneyContext(request),
    signedInUser(request),
    request.body,
  );
  reply.code(created ? 201 : 200);
  return deposit;
};
