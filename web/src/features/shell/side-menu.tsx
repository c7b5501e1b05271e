import { chromeMessages } from './chrome-messages.ts';
import { useIntl } from 'react-intl';
import { memberMenu } from './menu.ts';
import { MenuNav } from './menu-nav.tsx';
import * as styles from './shell.css.ts';
import { UserCard, type ShellUser } from './user-card.tsx';

/** The member's menu beside the page on wide screens; narrow screens use the mobile menu instead. */
export function SideMenu({ user }: { user: ShellUser }) {
  const intl = useIntl();
  return (
    <aside className={styles.sideMenu}>
      <UserCard user={user} />
      <MenuNav entries={memberMenu} label={intl.formatMessage(chromeMessages.menuLabel)} />
    </aside>
  );
}
