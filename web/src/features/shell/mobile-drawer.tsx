import { useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import { Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { chromeMessages } from './chrome-messages.ts';
import { useIntl } from 'react-intl';
import type { LazyTriggerProps } from '../../chunks/lazy-trigger.tsx';
import { Button } from '../../ui/button/button.tsx';
import { Link } from '../../ui/link/link.tsx';
import { adminEntries } from './admin-menu.tsx';
import { AccountLinks } from './account-links.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { memberMenu } from './menu.ts';
import { MenuNav } from './menu-nav.tsx';
import { messages } from './messages.ts';
import { MobileMenuButton } from './mobile-menu-button.tsx';
import { ModeToggle } from './mode-toggle.tsx';
import * as styles from './shell.css.ts';
import { UserCard, type ShellUser } from './user-card.tsx';

export interface DrawerProps {
  user: ShellUser;
  isAdmin: boolean;
  /** Whose menu the drawer holds: the admin pages' or the member's. */
  area: 'admin' | 'member' | 'public';
}

/**
 * On narrow screens, what the top bar and the menu beside the page hold on wide ones: the account
 * links, the area's menu, the FR/EN selector, the display mode and sign-out.
 */
export function MobileDrawer({ user, isAdmin, area, defaultOpen, autoFocus }: DrawerProps & LazyTriggerProps) {
  const intl = useIntl();
  const [isOpen, setOpen] = useState(defaultOpen);
  const href = useRouterState({ select: (state) => state.location.href });
  const [openedAt, setOpenedAt] = useState(href);

  // Following a link of the drawer closes it.
  if (href !== openedAt) {
    setOpenedAt(href);
    setOpen(false);
  }

  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <MobileMenuButton autoFocus={autoFocus} />
      <ModalOverlay isDismissable className={styles.drawerOverlay}>
        <Modal className={styles.drawer}>
          <Dialog className={styles.drawerDialog}>
            {({ close }) => (
              <>
                <div className={styles.drawerHeader}>
                  <Heading slot="title" className={styles.drawerTitle}>
                    {intl.formatMessage(messages.productName)}
                  </Heading>
                  <Button variant="secondary" onPress={close} aria-label={intl.formatMessage(chromeMessages.menuClose)}>
                    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                      <path
                        fill="currentColor"
                        d="M18.3 5.7 12 12l6.3 6.3-1.4 1.4L10.6 13.4 4.3 19.7 2.9 18.3 9.2 12 2.9 5.7 4.3 4.3l6.3 6.3 6.3-6.3z"
                      />
                    </svg>
                  </Button>
                </div>
                <UserCard user={user} />
                <nav aria-label={intl.formatMessage(messages.navigation)}>
                  <ul className={styles.drawerLinks}>
                    <AccountLinks isAdmin={isAdmin} />
                  </ul>
                </nav>
                {area === 'admin' ? (
                  <MenuNav entries={adminEntries} label={intl.formatMessage(chromeMessages.adminMenuLabel)} />
                ) : (
                  <MenuNav entries={memberMenu} label={intl.formatMessage(chromeMessages.menuLabel)} />
                )}
                <div className={styles.drawerSettings}>
                  <LanguageSwitch />
                  <ModeToggle />
                </div>
                {/* Never preloaded: following it signs out. */}
                <Link to="/logout" preload={false}>
                  {intl.formatMessage(chromeMessages.signOut)}
                </Link>
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}
