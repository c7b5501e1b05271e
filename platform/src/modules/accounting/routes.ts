/** Handlers of the accounting tag. */
import type { OperationHandler } from '../../routes/operation-handler.ts';
import * as accountingService from './service.ts';

export const getAccounting: OperationHandler<'getAccounting'> = async (request) =>
  accountingService.getAccounting(request.server.db, request.query, request.server.config.now());
