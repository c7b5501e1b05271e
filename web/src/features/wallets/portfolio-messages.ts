import { defineMessages } from 'react-intl';

export const portfolio = defineMessages({
  allocation: {
    id: 'wallets.portfolio.allocation',
    defaultMessage: 'Répartition par actif (USD)',
    description: 'Heading and accessible name of the allocation chart and table',
  },
  share: { id: 'wallets.portfolio.share', defaultMessage: 'Part', description: 'Column header: share of the total' },
  holdings: { id: 'wallets.portfolio.holdings', defaultMessage: 'Mes actifs', description: 'Heading' },
  nothing: {
    id: 'wallets.portfolio.nothing',
    defaultMessage: 'Vos portefeuilles sont vides : rien à répartir.',
    description: 'The total is zero',
  },
});
