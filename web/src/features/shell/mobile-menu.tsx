import { lazyTrigger } from '../../chunks/lazy-trigger.tsx';
import { MobileMenuButton } from './mobile-menu-button.tsx';
import type { DrawerProps } from './mobile-drawer.tsx';

/** The area's menu in a drawer for narrow screens, with the account links, language, mode and sign-out. */
export const MobileMenu = lazyTrigger<DrawerProps>(
  () => import('./mobile-drawer.tsx').then((module) => module.MobileDrawer),
  ({ user: _user, isAdmin: _isAdmin, area: _area, ...props }) => <MobileMenuButton {...props} />,
);
