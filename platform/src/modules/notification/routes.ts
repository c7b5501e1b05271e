/** Handlers of the notification tag: they read the caller and hand over to the service. */
import { signedInUser } from '../../plugins/current-user.ts';
import type { OperationHandler } from '../../routes/operation-handler.ts';
import * as notificationService from './service.ts';

export const listNotifications: OperationHandler<'listNotifications'> = async (request) =>
  notificationService.listNotifications(request.server.db, signedInUser(request).id);

export const markNotificationSeen: OperationHandler<'markNotificationSeen'> = async (request) => {
  await notificationService.markNotificationSeen(request.server.db, signedInUser(request).id, request.params.id);
  return { message: 'Notification marked as seen' };
};
