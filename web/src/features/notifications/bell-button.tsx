import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useListNotifications } from '../../api/generated/endpoints/notification/notification.ts';
import { useAfterPaint } from '../../chunks/after-paint.ts';
import { visuallyHidden } from '../../styles/visually-hidden.css.ts';
import { Button, type ButtonProps } from '../../ui/button/button.tsx';
import { messages } from './messages.ts';
import * as styles from './notifications.css.ts';

/** The bell itself: a red dot while any notification is unseen, said to screen readers too. */
export function BellButton(props: Omit<ButtonProps, 'children'>) {
  const intl = useIntl();
  const hintId = useId();
  // The dot is not the page: its call waits until the page is on screen.
  const notifications = useListNotifications({ query: { enabled: useAfterPaint() } });
  const hasUnseen = notifications.data?.some((notification) => !notification.is_seen) ?? false;
  return (
    <>
      <Button
        variant="secondary"
        className={styles.bellButton}
        aria-label={intl.formatMessage(messages.open)}
        aria-describedby={hasUnseen ? hintId : undefined}
        {...props}
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
    </>
  );
}
