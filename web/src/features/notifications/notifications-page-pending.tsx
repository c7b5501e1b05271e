import { useIntl } from 'react-intl';
import { messages } from './messages.ts';
import { NotificationsLayout } from './notifications-layout.tsx';
import * as styles from './notifications.css.ts';

// Its own module: the router keeps the pending component in the main chunk, the others load on demand.
export function NotificationsPagePending() {
  const intl = useIntl();
  return (
    <NotificationsLayout>
      {() => (
        <p className={styles.status} role="status">
          {intl.formatMessage(messages.loading)}
        </p>
      )}
    </NotificationsLayout>
  );
}
