import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { Notification } from '../../api/generated/model/notification.ts';
import { formatDate } from '../../i18n/format.ts';
import type { Language } from '../../i18n/language.ts';
import { visuallyHidden } from '../../styles/visually-hidden.css.ts';
import { Button } from '../../ui/button/button.tsx';
import { messages } from './messages.ts';
import * as styles from './notifications.css.ts';

interface NotificationItemProps {
  notification: Notification;
  onMarkSeen: (id: string) => void;
  isMarking: boolean;
}

/** One notification; an unseen one is a button that marks it as seen. */
export function NotificationItem({ notification, onMarkSeen, isMarking }: NotificationItemProps) {
  const intl = useIntl();
  const hintId = useId();
  const unseen = !notification.is_seen;

  const content = (
    <>
      <BellIcon unseen={unseen} />
      <span className={styles.body}>
        <span className={styles.itemTitle}>{notification.title}</span>
        <span className={styles.description}>{notification.description}</span>
        <time className={styles.date} dateTime={notification.created_at}>
          {formatDate(notification.created_at, intl.locale as Language)}
        </time>
      </span>
      {unseen && <span className={styles.badge}>{intl.formatMessage(messages.unseen)}</span>}
    </>
  );

  return (
    <li className={styles.item({ unseen })}>
      {unseen ? (
        <>
          <Button
            variant="plain"
            className={`${styles.card} ${styles.cardButton}`}
            aria-describedby={hintId}
            isPending={isMarking}
            onPress={() => onMarkSeen(notification.id)}
          >
            {content}
          </Button>
          <span id={hintId} className={visuallyHidden}>
            {intl.formatMessage(messages.markSeenHint)}
          </span>
        </>
      ) : (
        <div className={styles.card}>{content}</div>
      )}
    </li>
  );
}

/** A bell; an unseen notification's bell rings (a dot), so the state does not rest on colour alone. */
function BellIcon({ unseen }: { unseen: boolean }) {
  return (
    <svg className={styles.icon({ unseen })} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1z"
      />
      {unseen && <circle cx="19" cy="5" r="4" fill="currentColor" />}
    </svg>
  );
}
