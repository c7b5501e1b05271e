import { useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Button } from '../../ui/button/button.tsx';
import { Link } from '../../ui/link/link.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { memberMenu } from './menu.ts';
import { MenuNav } from './menu-nav.tsx';
import { messages } from './messages.ts';
import * as styles from './shell.css.ts';
import { UserCard, type ShellUser } from './user-card.tsx';

/** The side menu in a drawer for narrow screens, with the FR/EN selector and sign-out. */
export function MobileMenu({ user }: { user: ShellUser }) {
  const intl = useIntl();
  const [isOpen, setOpen] = useState(false);
  const href = useRouterState({ select: (state) => state.location.href });

  // Following a link of the drawer closes it.
  useEffect(() => setOpen(false), [href]);

  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <Button variant="secondary" className={styles.menuButton} aria-label={intl.formatMessage(messages.menuOpen)}>
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
        </svg>
      </Button>
      <ModalOverlay isDismissable className={styles.drawerOverlay}>
        <Modal className={styles.drawer}>
          <Dialog className={styles.drawerDialog}>
            {({ close }) => (
              <>
                <div className={styles.drawerHeader}>
                  <Heading slot="title" className={styles.drawerTitle}>
                    {intl.formatMessage(messages.productName)}
                  </Heading>
                  <Button variant="secondary" onPress={close} aria-label={intl.formatMessage(messages.menuClose)}>
                    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                      <path
                        fill="currentColor"
                        d="M18.3 5.7 12 12l6.3 6.3-1.4 1.4L10.6 13.4 4.3 19.7 2.9 18.3 9.2 12 2.9 5.7 4.3 4.3l6.3 6.3 6.3-6.3z"
                      />
                    </svg>
                  </Button>
                </div>
                <UserCard user={user} />
                <MenuNav entries={memberMenu} label={intl.formatMessage(messages.menuLabel)} />
                <LanguageSwitch />
                {/* Never preloaded: following it signs out. */}
                <Link to="/logout" preload={false}>
                  {intl.formatMessage(messages.signOut)}
                </Link>
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}
