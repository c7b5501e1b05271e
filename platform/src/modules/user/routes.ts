/** Handlers of the user tag: they read the caller and hand over to the service. */
import { signedInUser } from '../../plugins/current-user.ts';
import type { OperationHandler } from '../../routes/operation-handler.ts';
import * as userService from './service.ts';

export const getUserInformation: OperationHandler<'getUserInformation'> = async (request) =>
  userService.getUserInformation(request.server.db, signedInUser(request).id);
