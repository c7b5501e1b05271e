import { useIntl } from 'react-intl';
import { Link } from '../../ui/link/link.tsx';
import { messages } from './messages.ts';
import * as styles from './shell.css.ts';

export function NotFoundPage() {
  const intl = useIntl();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{intl.formatMessage(messages.notFoundTitle)}</h1>
      <p>{intl.formatMessage(messages.notFoundBody)}</p>
      <p>
        <Link to="/">{intl.formatMessage(messages.notFoundHome)}</Link>
      </p>
    </div>
  );
}
