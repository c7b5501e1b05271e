import { useIntl } from 'react-intl';
import { Link } from '../../ui/link/link.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { messages } from './messages.ts';
import { ModeToggle } from './mode-toggle.tsx';
import * as styles from './shell.css.ts';

/** `signedIn` comes from the root route, which reads the session: the shell does not know auth. */
export function AppHeader({ signedIn }: { signedIn: boolean }) {
  const intl = useIntl();
  return (
    <header className={styles.header}>
      <Link to="/" className={styles.brand}>
        {intl.formatMessage(messages.productName)}
      </Link>
      <div className={styles.controls}>
        <nav aria-label={intl.formatMessage(messages.navigation)}>
          <ul className={styles.navList}>
            {signedIn ? (
              <>
                <li>
                  <Link to="/">{intl.formatMessage(messages.account)}</Link>
                </li>
                <li>
                  {/* Never preloaded: following it signs out. */}
                  <Link to="/logout" preload={false}>
                    {intl.formatMessage(messages.signOut)}
                  </Link>
                </li>
              </>
            ) : (
              <li>
                <Link to="/login">{intl.formatMessage(messages.signIn)}</Link>
              </li>
            )}
          </ul>
        </nav>
        <LanguageSwitch />
        <ModeToggle />
      </div>
    </header>
  );
}
