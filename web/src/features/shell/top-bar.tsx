import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '../../ui/link/link.tsx';
import { AccountLinks } from './account-links.tsx';
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

/**
 * Logo, account links, language, display mode, notifications and the profile menu. On narrow screens
 * it keeps one row: a signed-in user finds the account links, the language and the mode in the menu's
 * drawer instead.
 */
export function TopBar({ user, isAdmin, menuButton, userControls }: TopBarProps) {
  const intl = useIntl();
  const inDrawer = user ? styles.wideOnly : undefined;
  return (
    <header className={styles.header}>
      <div className={styles.topBarStart}>
        {menuButton}
        <Link to="/" variant="plain" className={styles.brand} activeOptions={{ exact: true }}>
          <svg className={styles.logo} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
            <rect width="32" height="32" rx="8" className={styles.logoTile} />
            <path d="M9 23V9h4v5l5-5h5l-7 7 7 7h-5l-5-5v5z" className={styles.logoMark} />
          </svg>
          <span className={styles.brandName}>{intl.formatMessage(messages.productName)}</span>
        </Link>
      </div>
      <div className={styles.controls}>
        <nav aria-label={intl.formatMessage(messages.navigation)} className={inDrawer}>
          <ul className={styles.navList}>
            {user ? (
              <AccountLinks isAdmin={isAdmin} />
            ) : (
              <li>
                <Link to="/login">{intl.formatMessage(messages.signIn)}</Link>
              </li>
            )}
          </ul>
        </nav>
        <LanguageSwitch className={inDrawer} />
        <ModeToggle className={inDrawer} compact />
        {userControls}
      </div>
    </header>
  );
}
