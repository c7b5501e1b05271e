import { Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { chromeMessages } from './chrome-messages.ts';
import { useIntl } from 'react-intl';
import type { LazyTriggerProps } from '../../chunks/lazy-trigger.tsx';
import { AriaRouter } from '../../ui/link/aria-router.tsx';
import { ProfileButton } from './profile-button.tsx';
import * as styles from './shell.css.ts';
import type { ShellUser } from './user-card.tsx';

/** The profile dropdown: who is signed in, his profile, and sign-out. */
export function ProfileDropdown({ user, defaultOpen, autoFocus }: { user: ShellUser } & LazyTriggerProps) {
  const intl = useIntl();
  return (
    <MenuTrigger defaultOpen={defaultOpen}>
      <ProfileButton user={user} autoFocus={autoFocus} />
      <Popover className={styles.popover} placement="bottom end">
        <div className={styles.profileHeader}>
          <span className={styles.profileHeaderName}>{user.user_name}</span>
          <span className={styles.profileHeaderEmail}>{user.email}</span>
        </div>
        <AriaRouter>
          <Menu className={styles.menu} aria-label={intl.formatMessage(chromeMessages.profileOpen)}>
            <MenuItem className={styles.menuItem} href="/setting/profile/detail">
              {intl.formatMessage(chromeMessages.profileDetail)}
            </MenuItem>
            <MenuItem className={styles.menuItem} href="/logout">
              {intl.formatMessage(chromeMessages.signOut)}
            </MenuItem>
          </Menu>
        </AriaRouter>
      </Popover>
    </MenuTrigger>
  );
}
