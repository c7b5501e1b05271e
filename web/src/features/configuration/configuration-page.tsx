import { type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Button } from '../../ui/button/button.tsx';
import { RouteErrorState } from '../../ui/page-state/error-state.tsx';
import { PendingState } from '../../ui/page-state/pending-state.tsx';
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
        <PendingState label={intl.formatMessage(messages.loading)} />
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
    return (
      <ConfigurationPage title={title}>
        <RouteErrorState error={error} fallback={messages.loadFailed} toast={toast} />
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
