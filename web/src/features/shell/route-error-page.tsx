import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { ApiError } from '../../api/fetcher.ts';
import { isChunkLoadError } from '../../chunks/chunk-timeout.ts';
import { Button } from '../../ui/button/button.tsx';
import { messages } from './messages.ts';
import * as styles from './shell.css.ts';

interface RouteErrorPageProps {
  error: unknown;
  /** Reloads the document; tests pass their own. */
  onReload?: () => void;
}

const reloadDocument = () => window.location.reload();

/**
 * What a page that failed shows inside the shell. A page whose script could not be loaded (or took
 * more than 120 s) offers a reload of the document, which fetches the current scripts; any other
 * failure shows its message and runs the route again.
 */
export function RouteErrorPage({ error, onReload = reloadDocument }: RouteErrorPageProps) {
  const intl = useIntl();
  const router = useRouter();
  const queryErrorResetBoundary = useQueryErrorResetBoundary();

  // Lets a suspense query fetch again instead of rethrowing the error it keeps.
  useEffect(() => queryErrorResetBoundary.reset(), [queryErrorResetBoundary]);

  if (isChunkLoadError(error)) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{intl.formatMessage(messages.chunkErrorTitle)}</h1>
        <div className={styles.alert} role="alert">
          <p>{intl.formatMessage(messages.chunkErrorBody)}</p>
          <Button onPress={onReload}>{intl.formatMessage(messages.reload)}</Button>
        </div>
      </div>
    );
  }
  const message = error instanceof ApiError || error instanceof Error ? error.message : String(error);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{intl.formatMessage(messages.errorTitle)}</h1>
      <div className={styles.alert} role="alert">
        <p className={styles.alertMessage}>{message}</p>
        <Button variant="secondary" onPress={() => void router.invalidate()}>
          {intl.formatMessage(messages.retry)}
        </Button>
      </div>
    </div>
  );
}
