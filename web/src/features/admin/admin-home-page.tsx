import { useIntl } from 'react-intl';
import * as styles from './admin.css.ts';
import { messages } from './messages.ts';

export function AdminHomePage() {
  const intl = useIntl();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{intl.formatMessage(messages.title)}</h1>
      <p>{intl.formatMessage(messages.intro)}</p>
    </div>
  );
}
