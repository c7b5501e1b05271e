import { getListNotificationsQueryKey } from '../../api/generated/endpoints/notification/notification.ts';

/** The member's notifications, under the generated key the bell reads them with. */
export const notificationListQueryKey = getListNotificationsQueryKey;
