import { defineMessages } from 'react-intl';

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
