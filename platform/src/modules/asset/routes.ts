/** Handlers of the asset tag. */
import { signedInUser } from '../../plugins/current-user.ts';
import type { OperationHandler } from '../../routes/operation-handler.ts';
import * as assetService from './service.ts';

export const listAssets: OperationHandler<'listAssets'> = async (request) => assetService.listAssets(request.server.db);

export const listAdminAssets: OperationHandler<'listAdminAssets'> = async (request) =>
  assetService.listAdminAssets(request.server.db, request.query);

export const getAdminAsset: OperationHandler<'getAdminAsset'> = async (request) =>
  assetService.getAdminAsset(request.server.db, request.params.code);

export const saveAsset: OperationHandler<'saveAsset'> = async (request, reply) => {
  const { created, asset } = await assetService.saveAsset(
    request.server.db,
    signedInUser(request),
    request.params.code,
    request.body,
    request.server.config.now(),
  );
  reply.code(created ? 201 : 200);
  return asset;
};
