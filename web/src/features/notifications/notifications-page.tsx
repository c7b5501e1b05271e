import { NotificationList } from './notification-list.tsx';
import { NotificationsLayout } from './notifications-layout.tsx';

export function NotificationsPage() {
  return <NotificationsLayout>{(headingId) => <NotificationList labelledBy={headingId} />}</NotificationsLayout>;
}
