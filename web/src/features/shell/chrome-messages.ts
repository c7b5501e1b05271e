import { defineMessage, defineMessages } from 'react-intl';

// The signed-in frame's own words: its chunk holds them, not the entry that the sign-in page waits for.
export const chromeMessages = defineMessages({
  menuOpen: {
    id: 'shell.menu.open',
    defaultMessage: 'Ouvrir le menu',
    description: 'Top bar button that opens the menu on narrow screens',
  },
  menuClose: {
    id: 'shell.menu.close',
    defaultMessage: 'Fermer le menu',
    description: 'Button that closes the menu on narrow screens',
  },
  menuLabel: {
    id: 'shell.menu.label',
    defaultMessage: 'Menu principal',
    description: 'Accessible name of the side menu and of the mobile menu',
  },
  adminMenuLabel: {
    id: 'shell.adminMenu.label',
    defaultMessage: 'Menu d’administration',
    description: 'Accessible name of the admin menu',
  },
  profileOpen: {
    id: 'shell.profile.open',
    defaultMessage: 'Mon compte',
    description: 'Accessible name of the button that opens the profile menu',
  },
  profileDetail: {
    id: 'shell.profile.detail',
    defaultMessage: 'Voir mon profil',
    description: 'Profile menu item: the profile detail page',
  },
  active: { id: 'shell.user.active', defaultMessage: 'Actif', description: 'Status of an active member' },
  inactive: { id: 'shell.user.inactive', defaultMessage: 'Inactif', description: 'Status of an inactive member' },
  signOut: { id: 'shell.signOut', defaultMessage: 'Se déconnecter', description: 'Header link that signs out' },
});

export const photoMessage = defineMessage<{ name: string }>({
  id: 'shell.user.photo',
  defaultMessage: 'Photo de {name}',
  description: 'Alternative text of the user’s photo in the menu',
});
