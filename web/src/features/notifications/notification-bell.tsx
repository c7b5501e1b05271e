import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import { Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { ApiError } from '../../api/fetcher.ts';
import { useListNotifications } from '../../api/generated/endpoints/notification/notification.ts';
import type { Notification } from '../../api/generated/model/notification.ts';
import { visuallyHidden } from '../../styles/visually-hidden.css.ts';
import { Button } from '../../ui/button/button.tsx';
import { messages } from './messages.ts';
import { NotificationItem } from './notification-item.tsx';
import * as styles from './notifications.css.ts';
import { useMarkSeen } from './use-mark-seen.ts';

/**
 * The top bar's bell: a red dot while any notification is unseen; it opens the list, where pressing
 * an unseen one marks it as seen and reloads the list.
 */
export function NotificationBell() {
  const intl = useIntl();
  const hintId = useId();
  const notifications = useListNotifications();
  const hasUnseen = notifications.data?.some((notification) => !notification.is_seen) ?? false;

  return (
    <DialogTrigger>
      <Button
        variant="secondary"
        className={styles.bellButton}
        aria-label={intl.formatMessage(messages.open)}
        aria-describedby={hasUnseen ? hintId : undefined}
      >
        <svg className={styles.bellIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1z"
          />
        </svg>
        {hasUnseen && <span className={styles.redDot} data-unseen-dot="" aria-hidden="true" />}
      </Button>
      {hasUnseen && (
        <span id={hintId} className={visuallyHidden}>
          {intl.formatMessage(messages.hasUnseen)}
        </span>
      )}
      <Popover className={styles.popover} placement="bottom end">
        <Dialog className={styles.panel}>
          <NotificationPanel query={notifications} />
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}

function NotificationPanel({ query }: { query: UseQueryResult<Notification[]> }) {
  const intl = useIntl();
  const headingId = useId();
  const markSeen = useMarkSeen();

  let content;
  if (query.isPending) {
    content = (
      <p className={styles.status} role="status">
        {intl.formatMessage(messages.loading)}
      </p>
    );
  } else if (query.isError) {
    content = (
      <div className={styles.alert} role="alert">
        <p className={styles.alertMessage}>
          {query.error instanceof ApiError ? query.error.message : intl.formatMessage(messages.loadFailed)}
        </p>
        <Button variant="secondary" onPress={() => void query.refetch()}>
          {intl.formatMessage(messages.retry)}
        </Button>
      </div>
    );
  } else if (query.data.length === 0) {
    content = <p className={styles.status}>{intl.formatMessage(messages.empty)}</p>;
  } else {
    content = (
      <ul className={styles.list} aria-labelledby={headingId}>
        {query.data.map((notification) => (
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

  return (
    <>
      <Heading slot="title" id={headingId} className={styles.title}>
        {intl.formatMessage(messages.title)}
      </Heading>
      {content}
    </>
  );
}
