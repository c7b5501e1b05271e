import { useIntl } from 'react-intl';
import type { User } from '../../api/generated/model/user.ts';
import { greeting, messages } from './messages.ts';
import * as styles from './wallets.css.ts';

/** Where a sign-in lands, inside the shell's page frame. The wallets themselves are not listed yet; it says so. */
export function MyWalletsPage({ user }: { user: Pick<User, 'user_name' | 'uid'> }) {
  const intl = useIntl();
  return (
    <>
      <p>{intl.formatMessage(greeting, { name: user.user_name, uid: user.uid })}</p>
      <p className={styles.note}>{intl.formatMessage(messages.comingSoon)}</p>
    </>
  );
}
