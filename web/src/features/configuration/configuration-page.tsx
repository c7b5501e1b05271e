import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { ApiError } from '../../api/fetcher.ts';
import { Button } from '../../ui/button/button.tsx';
import { showErrorToast } from '../../ui/toast/toast.ts';
import * as styles from './configuration.css.ts';
import { messages } from './messages.ts';

/** The frame of every configuration page: its h1, then what the page shows. */
export function ConfigurationPage({ title, children }: { title: MessageDescriptor; children: ReactNode }) {
  const intl = useIntl();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{intl.formatMessage(title)}</h1>
      {children}
    </div>
  );
}

/** The route's pending component of a configuration page. */
export function pendingPage(title: MessageDescriptor) {
  return function ConfigurationPagePending() {
    const intl = useIntl();
    return (
      <ConfigurationPage title={title}>
        <p className={styles.status} role="status">
          {intl.formatMessage(messages.loading)}
        </p>
      </ConfigurationPage>
    );
  };
}

/**
 * The route's error component of a configuration page: the server's message when it gave one, else
 * a generic one; Retry runs the route's loader again. With `toast`, the failure is also a toast.
 */
export function errorPage(title: MessageDescriptor, { toast = false } = {}) {
  return function ConfigurationPageError({ error }: { error: unknown }) {
    const intl = useIntl();
    const router = useRouter();
    const queryErrorResetBoundary = useQueryErrorResetBoundary();
    const message = error instanceof ApiError ? error.message : intl.formatMessage(messages.loadFailed);
    const toasted = useRef<unknown>(null);

    // Lets the suspense query fetch again instead of rethrowing the error it keeps.
    useEffect(() => queryErrorResetBoundary.reset(), [queryErrorResetBoundary]);
    // Once per failure, even when an effect runs twice.
    useEffect(() => {
      if (!toast || toasted.current === error) return;
      toasted.current = error;
      showErrorToast(message);
    }, [error, message]);

    return (
      <ConfigurationPage title={title}>
        <div className={styles.alert} role="alert">
          <p className={styles.alertMessage}>{message}</p>
          <Button variant="secondary" onPress={() => void router.invalidate()}>
            {intl.formatMessage(messages.retry)}
          </Button>
        </div>
      </ConfigurationPage>
    );
  };
}

/** The save button of a form: disabled, and saying so, while the save runs. */
export function SaveButton({ isSaving }: { isSaving: boolean }) {
  const intl = useIntl();
  return (
    <div className={styles.actions}>
      <Button type="submit" isDisabled={isSaving}>
        {intl.formatMessage(messages.save)}
      </Button>
    </div>
  );
}
