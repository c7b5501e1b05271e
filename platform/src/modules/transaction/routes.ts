/** Handlers of the transaction tag. */
import type { FastifyReply } from 'fastify';
import { signedInUser } from '../../plugins/current-user.ts';
import type { OperationHandler } from '../../routes/operation-handler.ts';
import * as transactionService from './service.ts';

function sendCsv(reply: FastifyReply, csv: string): undefined {
  void reply
    .header('content-disposition', 'attachment; filename="transactions.csv"')
    .type('text/csv; charset=utf-8')
    .send(csv);
  return undefined;
}

export const listTransactions: OperationHandler<'listTransactions'> = async (request) =>
  transactionService.listTransactions(request.server.db, signedInUser(request).id, request.query);

export const exportTransactions: OperationHandler<'exportTransactions'> = async (request, reply) =>
  sendCsv(
    reply,
    await transactionService.exportTransactions(request.server.db, signedInUser(request).id, request.query),
  );

export const getTransaction: OperationHandler<'getTransaction'> = async (request) =>
  transactionService.getTransaction(request.server.db, signedInUser(request).id, request.params.id);

export const listAllTransactions: OperationHandler<'listAllTransactions'> = async (request) =>
  transactionService.listTransactions(request.server.db, undefined, request.query);

export const exportAllTransactions: OperationHandler<'exportAllTransactions'> = async (request, reply) =>
  sendCsv(reply, await transactionService.exportTransactions(request.server.db, undefined, request.query));
