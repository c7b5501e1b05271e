import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: {
    id: 'landing.title',
    defaultMessage: 'Back-office du compte',
    description: 'Heading of the public landing page: the product name',
  },
  tagline: {
    id: 'landing.tagline',
    defaultMessage: 'Gérez vos portefeuilles, vos packs, votre affiliation et vos rémunérations en un seul endroit.',
    description: 'The one sentence of the landing page',
  },
  signIn: {
    id: 'landing.signIn',
    defaultMessage: 'Se connecter',
    description: 'Landing page link to the sign-in page',
  },
  register: {
    id: 'landing.register',
    defaultMessage: 'Créer un compte',
    description: 'Landing page link to the register page',
  },
  myWallets: {
    id: 'landing.myWallets',
    defaultMessage: 'Mes portefeuilles',
    description: 'Landing page link for a signed-in user',
  },
});
