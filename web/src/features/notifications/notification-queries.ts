import {
  getListNotificationsQueryKey,
  getListNotificationsSuspenseQueryOptions,
} from '../../api/generated/endpoints/notification/notification.ts';

/**
 * The member's notifications: the index route's loader ensures them and the list reads them with the
 * generated suspense hook, under the same generated key, so the loader's answer is the list's data.
 */
export const notificationListQueryOptions = () => getListNotificationsSuspenseQueryOptions();

export const notificationListQueryKey = getListNotificationsQueryKey;
