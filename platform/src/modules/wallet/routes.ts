/** Handlers of the wallet tag (the swap operations live in modules/swap). */
import { signedInUser } from '../../plugins/current-user.ts';
import type { OperationHandler } from '../../routes/operation-handler.ts';
import * as walletService from './service.ts';

export const listWallets: OperationHandler<'listWallets'> = async (request) =>
  walletService.listWallets(request.server.db, signedInUser(request).id, request.server.config.now());

export const getUserWallets: OperationHandler<'getUserWallets'> = async (request) =>
  walletService.getUserWallets(request.server.db, request.params.uid, request.server.config.now());

export const getDepositAddress: OperationHandler<'getDepositAddress'> = async (request) =>
  walletService.getDepositAddress(
    request.server.db,
    request.server.config.depositXpubs,
    signedInUser(request).id,
    request.params.asset,
  );
