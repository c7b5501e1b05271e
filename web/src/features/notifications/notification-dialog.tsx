import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import { Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { ApiError } from '../../api/fetcher.ts';
import { useListNotifications } from '../../api/generated/endpoints/notification/notification.ts';
import type { Notification } from '../../api/generated/model/notification.ts';
import type { LazyTriggerProps } from '../../chunks/lazy-trigger.tsx';
import { Button } from '../../ui/button/button.tsx';
import { BellButton } from './bell-button.tsx';
import { messages } from './messages.ts';
import { NotificationItem } from './notification-item.tsx';
import * as styles from './notifications.css.ts';
import { useMarkSeen } from './use-mark-seen.ts';

/**
 * The top bar's bell and the list it opens, where pressing an unseen notification marks it as seen
 * and reloads the list.
 */
export function NotificationDialog({ defaultOpen, autoFocus }: LazyTriggerProps) {
  const notifications = useListNotifications();
  return (
    <DialogTrigger defaultOpen={defaultOpen}>
      <BellButton autoFocus={autoFocus} />
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
