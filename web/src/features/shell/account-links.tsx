import { useIntl } from 'react-intl';
import { Link } from '../../ui/link/link.tsx';
import { messages } from './messages.ts';
import * as styles from './shell.css.ts';

/**
 * The signed-in user's Account link; for admins, a quiet switch between the member and admin views. The
 * admin link stays active on every admin page, and the switch marks Account when it is not (shell.css.ts).
 * The top bar's, and the drawer's on a phone.
 */
export function AccountLinks({ isAdmin }: { isAdmin: boolean }) {
  const intl = useIntl();
  const option = isAdmin ? styles.viewOption : undefined;
  return (
    <li className={isAdmin ? styles.viewSwitch : undefined}>
      <Link to="/" variant={isAdmin ? 'plain' : undefined} className={option} activeOptions={{ exact: true }}>
        {intl.formatMessage(messages.account)}
      </Link>
      {isAdmin && (
        <Link to="/admin" variant="plain" className={option}>
          {intl.formatMessage(messages.admin)}
        </Link>
      )}
    </li>
  );
}
