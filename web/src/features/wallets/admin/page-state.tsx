import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../ui/button/button.tsx';
import * as styles from './admin.css.ts';
import { useFailureText } from './failure.ts';
import { common } from './messages.ts';

/** What a ledger page shows while its data loads (the route's pending component, inside its frame). */
export function PagePending() {
  const intl = useIntl();
  return (
    <p className={styles.status} role="status">
      {intl.formatMessage(common.loading)}
    </p>
  );
}

/**
 * What a ledger page shows when its data could not load (the route's error component, inside its
 * frame): the server's message, and Retry, which runs the route's loader again.
 */
export function PageError({ error }: { error: unknown }) {
  const intl = useIntl();
  const router = useRouter();
  const failureText = useFailureText(common.loadFailed);
  const queryErrorResetBoundary = useQueryErrorResetBoundary();
  // Lets the suspense query fetch again instead of rethrowing the error it keeps.
  useEffect(() => queryErrorResetBoundary.reset(), [queryErrorResetBoundary]);
  return (
    <ErrorBox
      message={failureText(error)}
      onRetry={() => void router.invalidate()}
      retry={intl.formatMessage(common.retry)}
    />
  );
}

/** An error that stops a page or a section, with a way to try again. */
export function ErrorBox({ message, onRetry, retry }: { message: string; onRetry: () => void; retry: string }) {
  return (
    <div className={styles.alert} role="alert">
      <p className={styles.alertMessage}>{message}</p>
      <Button variant="secondary" onPress={onRetry}>
        {retry}
      </Button>
    </div>
  );
}
