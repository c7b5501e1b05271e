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
  signOut: { id: 'shell.signOut', defaultMessage: 'Se déconnecter', description: 'Header link that signs out' },
  account: {
    id: 'shell.account',
    defaultMessage: 'Compte',
    description: 'Header link to the root path, shown when signed in',
  },
  notFoundTitle: {
    id: 'shell.notFound.title',
    defaultMessage: 'Page introuvable',
    description: 'Heading of the page shown for an unknown address',
  },
  notFoundBody: {
    id: 'shell.notFound.body',
    defaultMessage: 'La page demandée n’existe pas ou a été déplacée.',
    description: 'Text of the page shown for an unknown address',
  },
  notFoundHome: {
    id: 'shell.notFound.home',
    defaultMessage: 'Retour à l’accueil',
    description: 'Link from the not-found page to the home page',
  },
});
