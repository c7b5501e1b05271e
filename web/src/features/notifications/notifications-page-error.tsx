import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { ApiError } from '../../api/fetcher.ts';
import { Button } from '../../ui/button/button.tsx';
import { messages } from './messages.ts';
import { NotificationsLayout } from './notifications-layout.tsx';
import * as styles from './notifications.css.ts';

/** The server's message when it gave one, else a generic one; Retry runs the route's loader again. */
export function NotificationsPageError({ error }: { error: unknown }) {
  const intl = useIntl();
  const router = useRouter();
  const queryErrorResetBoundary = useQueryErrorResetBoundary();

  // Lets the suspense query fetch again instead of rethrowing the error it keeps.
  useEffect(() => queryErrorResetBoundary.reset(), [queryErrorResetBoundary]);

  const message = error instanceof ApiError ? error.message : intl.formatMessage(messages.loadFailed);
  return (
    <NotificationsLayout>
      {() => (
        <div className={styles.alert} role="alert">
          <p className={styles.alertMessage}>{message}</p>
          <Button variant="secondary" onPress={() => void router.invalidate()}>
            {intl.formatMessage(messages.retry)}
          </Button>
        </div>
      )}
    </NotificationsLayout>
  );
}
