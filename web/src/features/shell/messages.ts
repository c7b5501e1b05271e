import { defineMessage, defineMessages } from 'react-intl';

export const messages = defineMessages({
  productName: {
    id: 'shell.productName',
    defaultMessage: 'Back-office du compte',
    description: 'Product name in the header and the browser tab',
  },
  languageLabel: {
    id: 'shell.language.label',
    defaultMessage: 'Langue',
    description: 'Accessible name of the FR/EN switch',
  },
  languageFrench: {
    id: 'shell.language.french',
    defaultMessage: 'Français',
    description: 'Accessible name of the FR button: the language named in itself, the same in every catalog',
  },
  languageEnglish: {
    id: 'shell.language.english',
    defaultMessage: 'English',
    description: 'Accessible name of the EN button: the language named in itself, the same in every catalog',
  },
  darkMode: {
    id: 'shell.mode.dark',
    defaultMessage: 'Mode sombre',
    description: 'Toggle button that switches the dark display mode on and off',
  },
  navigation: {
    id: 'shell.navigation',
    defaultMessage: 'Navigation du compte',
    description: 'Accessible name of the header navigation (account links)',
  },
  signIn: { id: 'shell.signIn', defaultMessage: 'Se connecter', description: 'Header link to the sign-in page' },
  signOut: { id: 'shell.signOut', defaultMessage: 'Se déconnecter', description: 'Header link that signs out' },
  account: {
    id: 'shell.account',
    defaultMessage: 'Compte',
    description: 'Header link to the root path, shown when signed in',
  },
  admin: {
    id: 'shell.admin',
    defaultMessage: 'Administrateur',
    description: 'Top bar button to the admin back-office, shown to administrators only',
  },
  notificationsOpen: {
    id: 'shell.notifications.open',
    defaultMessage: 'Notifications',
    description: 'Accessible name of the bell button that opens the notifications',
  },
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
  loading: {
    id: 'shell.loading',
    defaultMessage: 'Chargement…',
    description: 'Accessible name of the loading bar at the top of the page',
  },
  chunkErrorTitle: {
    id: 'shell.chunkError.title',
    defaultMessage: 'La page n’a pas pu être chargée',
    description: 'Heading shown when the script of a page could not be downloaded',
  },
  chunkErrorBody: {
    id: 'shell.chunkError.body',
    defaultMessage:
      'La connexion a peut-être été interrompue, ou une nouvelle version du site vient d’être publiée. Rechargez la page pour réessayer.',
    description: 'Text shown when the script of a page could not be downloaded',
  },
  reload: { id: 'shell.reload', defaultMessage: 'Recharger la page', description: 'Button that reloads the page' },
  errorTitle: {
    id: 'shell.error.title',
    defaultMessage: 'Une erreur est survenue',
    description: 'Heading of the page shown when a page failed for another reason',
  },
  retry: { id: 'shell.retry', defaultMessage: 'Réessayer', description: 'Button that loads a failed page again' },
});

export const photoMessage = defineMessage<{ name: string }>({
  id: 'shell.user.photo',
  defaultMessage: 'Photo de {name}',
  description: 'Alternative text of the user’s photo in the menu',
});
