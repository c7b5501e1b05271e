import { defineMessages } from 'react-intl';

export const dashboard = defineMessages({
  title: {
    id: 'wallets.dashboard.title',
    defaultMessage: 'Mes portefeuilles',
    description: 'Dashboard section heading',
  },
  holdings: {
    id: 'wallets.dashboard.holdings',
    defaultMessage: 'Avoirs',
    description: 'Label of the list of every holding the total counts',
  },
  open: {
    id: 'wallets.dashboard.open',
    defaultMessage: 'Voir mes portefeuilles',
    description: 'Link to My wallets',
  },
});
