import { useIntl } from 'react-intl';
import { Link } from '../../ui/link/link.tsx';
import { messages } from './messages.ts';

/** The signed-in user's Account link and, for admins, the Administrator button: the top bar's, and the drawer's on a phone. */
export function AccountLinks({ isAdmin }: { isAdmin: boolean }) {
  const intl = useIntl();
  return (
    <>
      <li>
        <Link to="/" activeOptions={{ exact: true }}>
          {intl.formatMessage(messages.account)}
        </Link>
      </li>
      {isAdmin && (
        <li>
          <Link to="/admin/dashboard" variant="button">
            {intl.formatMessage(messages.admin)}
          </Link>
        </li>
      )}
    </>
  );
}
