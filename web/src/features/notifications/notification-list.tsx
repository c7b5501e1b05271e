import { useIntl } from 'react-intl';
import { useListNotificationsSuspense } from '../../api/generated/endpoints/notification/notification.ts';
import { messages } from './messages.ts';
import { NotificationItem } from './notification-item.tsx';
import * as styles from './notifications.css.ts';
import { useMarkSeen } from './use-mark-seen.ts';

/** The list, once loaded: the route's loader has put it in the query cache already. */
export function NotificationList({ labelledBy }: { labelledBy: string }) {
  const intl = useIntl();
  const { data: notifications } = useListNotificationsSuspense();
  const markSeen = useMarkSeen();

  if (notifications.length === 0) {
    return <p className={styles.status}>{intl.formatMessage(messages.empty)}</p>;
  }
  return (
    <ul className={styles.list} aria-labelledby={labelledBy}>
      {notifications.map((notification) => (
        <NotificationItem
          key={notification.id}
          notification={notification}
          isMarking={markSeen.isPending && markSeen.variables?.id === notification.id}
          onMarkSeen={(id) => markSeen.mutate({ id })}
        />
      ))}
    </ul>
  );
}
