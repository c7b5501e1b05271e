import { useIntl } from 'react-intl';
import type { User } from '../../api/generated/model/user.ts';
import { greeting, messages } from './messages.ts';
import * as styles from './wallets.css.ts';

/** Where a sign-in lands. The wallets themselves are not listed yet; the page says so. */
export function MyWalletsPage({ user }: { user: Pick<User, 'user_name' | 'uid'> }) {
  const intl = useIntl();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{intl.formatMessage(messages.title)}</h1>
      <p>{intl.formatMessage(greeting, { name: user.user_name, uid: user.uid })}</p>
      <p className={styles.note}>{intl.formatMessage(messages.comingSoon)}</p>
    </div>
  );
}
