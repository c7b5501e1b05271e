import { defineMessages } from 'react-intl';

export const dashboard = defineMessages({
  title: {
    id: 'wallets.dashboard.title',
    defaultMessage: 'Mes portefeuilles',
    description: 'Dashboard section heading',
  },
  largest: {
    id: 'wallets.dashboard.largest',
    defaultMessage: 'Principaux avoirs',
    description: 'Label of the three largest holdings',
  },
  open: {
    id: 'wallets.dashboard.open',
    defaultMessage: 'Voir mes portefeuilles',
    description: 'Link to My wallets',
  },
});
