import { lazyTrigger } from '../../chunks/lazy-trigger.tsx';
import { MobileMenuButton } from './mobile-menu-button.tsx';
import type { ShellUser } from './user-card.tsx';

/** The side menu in a drawer for narrow screens, with the FR/EN selector and sign-out. */
export const MobileMenu = lazyTrigger<{ user: ShellUser }>(
  () => import('./mobile-drawer.tsx').then((module) => module.MobileDrawer),
  ({ user: _user, ...props }) => <MobileMenuButton {...props} />,
);
