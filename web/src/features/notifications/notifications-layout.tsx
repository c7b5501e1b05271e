import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { messages } from './messages.ts';
import * as styles from './notifications.css.ts';

/**
 * The page around each state (loading, list, failure), so its one heading is always there; the
 * content gets the heading's id to name the list after it.
 */
export function NotificationsLayout({ children }: { children: (headingId: string) => ReactNode }) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <div className={styles.page}>
      <h1 id={headingId} className={styles.title}>
        {intl.formatMessage(messages.title)}
      </h1>
      {children(headingId)}
    </div>
  );
}
