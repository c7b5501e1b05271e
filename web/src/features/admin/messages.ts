import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'admin.home.title', defaultMessage: 'Administration', description: 'Heading of the admin home page' },
  intro: {
    id: 'admin.home.intro',
    defaultMessage: 'Espace réservé aux administrateurs.',
    description: 'Text of the admin home page',
  },
});
