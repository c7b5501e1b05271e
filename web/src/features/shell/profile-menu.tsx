import { lazyTrigger } from '../../chunks/lazy-trigger.tsx';
import { ProfileButton } from './profile-button.tsx';

/** The profile dropdown: who is signed in, his profile, and sign-out. */
export const ProfileMenu = lazyTrigger(
  () => import('./profile-dropdown.tsx').then((module) => module.ProfileDropdown),
  ProfileButton,
);
