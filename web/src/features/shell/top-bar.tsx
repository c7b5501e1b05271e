import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '../../ui/link/link.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { messages } from './messages.ts';
import { ModeToggle } from './mode-toggle.tsx';
import * as styles from './shell.css.ts';
import type { ShellUser } from './user-card.tsx';

interface TopBarProps {
  /** Who is signed in, or null; the root route reads the session, the shell does not know auth. */
  user: ShellUser | null;
  isAdmin: boolean;
  /** The signed-in user's menu button for narrow screens, before the logo. */
  menuButton?: ReactNode;
  /** The signed-in user's controls at the end: the notification bell and the profile menu. */
  userControls?: ReactNode;
}

/** Logo, account links, language, display mode, notifications and the profile menu. */
export function TopBar({ user, isAdmin, menuButton, userControls }: TopBarProps) {
  const intl = useIntl();
  return (
    <header className={styles.header}>
      <div className={styles.topBarStart}>
        {menuButton}
        <Link to="/" className={styles.brand} activeOptions={{ exact: true }}>
          <svg className={styles.logo} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
            <rect width="32" height="32" rx="8" fill="currentColor" />
            <path d="M9 23V9h4v5l5-5h5l-7 7 7 7h-5l-5-5v5z" fill="#00faca" />
          </svg>
          {intl.formatMessage(messages.productName)}
        </Link>
      </div>
      <div className={styles.controls}>
        <nav aria-label={intl.formatMessage(messages.navigation)}>
          <ul className={styles.navList}>
            {user ? (
              <>
                <li>
                  <Link to="/" activeOptions={{ exact: true }}>
                    {intl.formatMessage(messages.account)}
                  </Link>
                </li>
                {isAdmin && (
                  <li>
                    <Link to="/admin" className={styles.adminButton}>
                      {intl.formatMessage(messages.admin)}
                    </Link>
                  </li>
                )}
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
        {userControls}
      </div>
    </header>
  );
}
