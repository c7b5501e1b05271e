import { useIntl } from 'react-intl';
import { Link } from '../../ui/link/link.tsx';
import * as styles from './landing.css.ts';
import { messages } from './messages.ts';

/** The public home: what the product is, and the way in (or back to the wallets when signed in). */
export function LandingPage({ signedIn }: { signedIn: boolean }) {
  const intl = useIntl();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{intl.formatMessage(messages.title)}</h1>
      <p className={styles.tagline}>{intl.formatMessage(messages.tagline)}</p>
      <ul className={styles.links}>
        {signedIn ? (
          <li>
            <Link to="/wallets/my-wallets">{intl.formatMessage(messages.myWallets)}</Link>
          </li>
        ) : (
          <>
            <li>
              <Link to="/login">{intl.formatMessage(messages.signIn)}</Link>
            </li>
            <li>
              <Link to="/register/{-$parrain}" params={{}}>
                {intl.formatMessage(messages.register)}
              </Link>
            </li>
          </>
        )}
      </ul>
    </div>
  );
}
