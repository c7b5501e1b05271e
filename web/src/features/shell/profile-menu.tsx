import { Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Button } from '../../ui/button/button.tsx';
import { AriaRouter } from '../../ui/link/aria-router.tsx';
import { visuallyHidden } from '../../styles/visually-hidden.css.ts';
import { messages } from './messages.ts';
import * as styles from './shell.css.ts';
import type { ShellUser } from './user-card.tsx';

/** The profile dropdown: who is signed in, his profile, and sign-out. */
export function ProfileMenu({ user }: { user: ShellUser }) {
  const intl = useIntl();
  return (
    <MenuTrigger>
      {/* Named by what it shows (WCAG 2.5.3): the user's name, then what the button opens. */}
      <Button variant="secondary">
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M12 12a5 5 0 1 0-5-5 5 5 0 0 0 5 5zm0 2c-4.4 0-8 2.2-8 5v2h16v-2c0-2.8-3.6-5-8-5z"
          />
        </svg>
        <span className={styles.profileName}>{user.user_name}</span>
        <span className={visuallyHidden}>{intl.formatMessage(messages.profileOpen)}</span>
      </Button>
      <Popover className={styles.popover} placement="bottom end">
        <div className={styles.profileHeader}>
          <span className={styles.profileHeaderName}>{user.user_name}</span>
          <span className={styles.profileHeaderEmail}>{user.email}</span>
        </div>
        <AriaRouter>
          <Menu className={styles.menu} aria-label={intl.formatMessage(messages.profileOpen)}>
            <MenuItem className={styles.menuItem} href="/setting/profile/detail">
              {intl.formatMessage(messages.profileDetail)}
            </MenuItem>
            <MenuItem className={styles.menuItem} href="/logout">
              {intl.formatMessage(messages.signOut)}
            </MenuItem>
          </Menu>
        </AriaRouter>
      </Popover>
    </MenuTrigger>
  );
}
