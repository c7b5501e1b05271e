import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { Button } from '../button/button.tsx';
import { errorText } from '../form/error-text.ts';
import { useErrorTextsSettled } from '../form/use-error-texts-settled.ts';
import { errorBox, errorMessage } from '../page/page.css.ts';
import { showErrorToast } from '../toast/toast.ts';

const messages = defineMessages({
  loadFailed: {
    id: 'pageState.loadFailed',
    defaultMessage: 'Les données n’ont pas pu être chargées.',
    description: 'Shown when a page could not load its data and the server gave no message',
  },
  retry: { id: 'pageState.retry', defaultMessage: 'Réessayer', description: 'Loads a page or a panel again' },
});

export interface ErrorStateProps {
  error: unknown;
  onRetry: () => void;
  /** Said when the server gave no message. */
  fallback?: MessageDescriptor;
  /** The server's message before its code's text (the configuration pages, product spec section 8). */
  serverMessage?: boolean;
}

/**
 * A failed load of a page or a panel: what went wrong (its code's text, else the server's message) and a
 * way to try again.
 */
export function ErrorState({ error, onRetry, fallback = messages.loadFailed, serverMessage }: ErrorStateProps) {
  const intl = useIntl();
  // Shown with its text, not filled in after: an alert is read out as it appears.
  if (!useErrorTextsSettled()) return null;
  return (
    <div role="alert" className={errorBox}>
      <p className={errorMessage}>{errorText(intl, error, { fallback, networkMessage: false, serverMessage })}</p>
      <Button variant="secondary" onPress={onRetry}>
        {intl.formatMessage(messages.retry)}
      </Button>
    </div>
  );
}

/**
 * A route's error component, in its frame: the failed load, and Retry, which runs the route's loader
 * again. With `toast`, the failure is also a toast, once.
 */
export function RouteErrorState({
  error,
  toast = false,
  ...props
}: Omit<ErrorStateProps, 'onRetry'> & { toast?: boolean }) {
  const intl = useIntl();
  const router = useRouter();
  const queryErrorResetBoundary = useQueryErrorResetBoundary();
  const toasted = useRef<unknown>(null);
  const settled = useErrorTextsSettled();
  // Lets the suspense query fetch again instead of rethrowing the error it keeps.
  useEffect(() => queryErrorResetBoundary.reset(), [queryErrorResetBoundary]);
  // Once per failure, even when an effect runs twice.
  useEffect(() => {
    if (!toast || !settled || toasted.current === error) return;
    toasted.current = error;
    const fallback = props.fallback ?? messages.loadFailed;
    showErrorToast(errorText(intl, error, { fallback, networkMessage: false, serverMessage: props.serverMessage }));
  }, [error, toast, settled, intl, props.fallback, props.serverMessage]);
  return <ErrorState error={error} onRetry={() => void router.invalidate()} {...props} />;
}
