/** Handlers of the service tag. */
import { signedInUser } from '../../plugins/current-user.ts';
import type { OperationHandler } from '../../routes/operation-handler.ts';
import * as services from './service.ts';

export const listServices: OperationHandler<'listServices'> = async (request) =>
  services.listServices(request.server.db, signedInUser(request).id, request.server.config.now());

export const listAdminServices: OperationHandler<'listAdminServices'> = async (request) =>
  services.listServices(request.server.db, undefined, request.server.config.now());
