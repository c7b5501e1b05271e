import { useEffect, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { messages } from './messages.ts';
import * as styles from './shell.css.ts';
import { TopBar } from './top-bar.tsx';
import type { ShellUser } from './user-card.tsx';

interface AppShellProps {
  user: ShellUser | null;
  isAdmin: boolean;
  /** The signed-in user's parts of the top bar (see TopBar). */
  menuButton?: ReactNode;
  userControls?: ReactNode;
  /** The menu beside the page: the member's side menu, the admin menu, or none (public pages). */
  aside: ReactNode;
  children: ReactNode;
}

/** The frame of every page: the top bar, the menu of the area if any, and the page in the main landmark. */
export function AppShell({ user, isAdmin, menuButton, userControls, aside, children }: AppShellProps) {
  const intl = useIntl();

  // The tab title follows the language like the rest of the interface.
  useEffect(() => {
    document.title = intl.formatMessage(messages.productName);
  }, [intl]);

  return (
    <>
      <TopBar user={user} isAdmin={isAdmin} menuButton={menuButton} userControls={userControls} />
      <div className={styles.layout}>
        {aside}
        <main id="main" className={styles.content}>
          <div className={styles.contentInner}>{children}</div>
        </main>
      </div>
    </>
  );
}
