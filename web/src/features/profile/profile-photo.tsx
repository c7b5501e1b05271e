import { useIntl } from 'react-intl';
import type { User } from '../../api/generated/model/user.ts';
import { muted } from '../../styles/layout.css.ts';
import { moreFields, photoAlt } from './messages.ts';
import * as styles from './profile.css.ts';

/** The member's photo as the platform re-encoded it, or a line saying there is none. */
export function ProfilePhoto({ user }: { user: Pick<User, 'photo' | 'user_name'> }) {
  const intl = useIntl();
  if (!user.photo) return <p className={muted}>{intl.formatMessage(moreFields.noPhoto)}</p>;
  return (
    <img
      className={styles.photo}
      src={user.photo}
      alt={intl.formatMessage(photoAlt, { name: user.user_name })}
      width={128}
      height={128}
    />
  );
}
