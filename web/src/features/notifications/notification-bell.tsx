import { lazyTrigger } from '../../chunks/lazy-trigger.tsx';
import { BellButton } from './bell-button.tsx';

/**
 * The top bar's bell: a red dot while any notification is unseen; it opens the list, where pressing
 * an unseen one marks it as seen and reloads the list.
 */
export const NotificationBell = lazyTrigger(
  () => import('./notification-dialog.tsx').then((module) => module.NotificationDialog),
  BellButton,
);
