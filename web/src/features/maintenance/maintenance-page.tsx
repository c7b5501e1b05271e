import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import * as styles from './maintenance.css.ts';
import { messages } from './messages.ts';

/** Full screen, in place of the whole app: the site is under maintenance. */
export function MaintenancePage() {
  const intl = useIntl();

  useEffect(() => {
    document.title = intl.formatMessage(messages.title);
  }, [intl]);

  return (
    <main className={styles.screen}>
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M22.7 19.3 13.6 10.2a6 6 0 0 0-7.8-7.8l3.9 3.9-2.8 2.8-3.9-3.9a6 6 0 0 0 7.8 7.8l9.1 9.1a1 1 0 0 0 1.4 0l1.4-1.4a1 1 0 0 0 0-1.4z"
        />
      </svg>
      <h1 className={styles.title}>{intl.formatMessage(messages.title)}</h1>
      <p>{intl.formatMessage(messages.comingBack)}</p>
      <p>{intl.formatMessage(messages.roundTheClock)}</p>
    </main>
  );
}
