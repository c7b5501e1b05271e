/** Handlers of the swap operations (wallet tag). */
import { signedInUser } from '../../plugins/current-user.ts';
import type { OperationHandler } from '../../routes/operation-handler.ts';
import { moneyContext } from '../../core/ledger/index.ts';
import * as swapService from './service.ts';

export const createSwapQuote: OperationHandler<'createSwapQuote'> = async (request, reply) => {
  const quote = await swapService.createSwapQuote(
    request.server.db,
    signedInUser(request).id,
    request.body,
    request.server.config.now(),
  );
  reply.code(201);
  return quote;
};

export const executeSwap: OperationHandler<'executeSwap'> = async (request, reply) => {
  const { status, body } = await swapService.executeSwap(
    moneyContext(request),
    signedInUser(request).id,
    request.body.quote_id,
  );
  reply.code(status);
  return body;
};
