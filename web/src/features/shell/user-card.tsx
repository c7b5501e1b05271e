import { chromeMessages, photoMessage } from './chrome-messages.ts';
import { useIntl } from 'react-intl';
import type { User } from '../../api/generated/model/user.ts';
import defaultAvatar from './default-avatar.svg';
import * as styles from './shell.css.ts';

export type ShellUser = Pick<User, 'uid' | 'user_name' | 'email' | 'photo' | 'is_active'>;

/** The member at the top of the menu: photo (the default one when he has none), uid and status. */
export function UserCard({ user }: { user: ShellUser }) {
  const intl = useIntl();
  return (
    <div className={styles.userCard}>
      <img
        className={styles.avatar}
        src={user.photo ?? defaultAvatar}
        alt={intl.formatMessage(photoMessage, { name: user.user_name })}
        width={48}
        height={48}
      />
      <div className={styles.userText}>
        <span className={styles.uid}>{user.uid}</span>
        <span className={styles.status({ active: user.is_active })}>
          <span className={styles.statusDot} aria-hidden="true" />
          {intl.formatMessage(user.is_active ? chromeMessages.active : chromeMessages.inactive)}
        </span>
      </div>
    </div>
  );
}
