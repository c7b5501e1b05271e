import { useIntl } from 'react-intl';
import { adminMenu } from './menu.ts';
import { MenuNav } from './menu-nav.tsx';
import { messages } from './messages.ts';
import * as styles from './shell.css.ts';

/** The admin shell's own menu, beside the admin pages (above them on narrow screens). */
export function AdminMenu() {
  const intl = useIntl();
  return (
    <aside className={styles.adminMenu}>
      <MenuNav entries={adminMenu} label={intl.formatMessage(messages.adminMenuLabel)} />
    </aside>
  );
}
