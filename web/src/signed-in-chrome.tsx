/**
 * The parts of the frame only a signed-in user sees: the side and admin menus, the narrow screens'
 * menu button, the notification bell and the profile menu. They are a chunk of their own, so that the
 * sign-in page and the other public pages do not load them (see signed-in-chrome-loader.ts).
 */
export { NotificationBell } from './features/notifications/notification-bell.tsx';
export { AdminMenu } from './features/shell/admin-menu.tsx';
export { MobileMenu } from './features/shell/mobile-menu.tsx';
export { ProfileMenu } from './features/shell/profile-menu.tsx';
export { SideMenu } from './features/shell/side-menu.tsx';
