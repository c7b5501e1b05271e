import { defineMessage, defineMessages } from 'react-intl';

export const serviceNames = defineMessages({
  staking: { id: 'service.name.staking', defaultMessage: 'Staking', description: 'Service card title' },
  booster: { id: 'service.name.booster', defaultMessage: 'Packs Booster', description: 'Service card title' },
  arbitrage: { id: 'service.name.arbitrage', defaultMessage: 'Pack arbitrage', description: 'Service card title' },
  card: { id: 'service.name.card', defaultMessage: 'Carte Visa', description: 'Service card title' },
  cold_wallet: { id: 'service.name.coldWallet', defaultMessage: 'Cold wallet', description: 'Service card title' },
});

export const statusNames = defineMessages({
  active: { id: 'service.status.active', defaultMessage: 'Actif', description: 'Service status' },
  inactive: { id: 'service.status.inactive', defaultMessage: 'Aucune souscription', description: 'Service status' },
  unavailable: {
    id: 'service.status.unavailable',
    defaultMessage: 'Bientôt disponible',
    description: 'Service status: not offered yet',
  },
});

export const service = defineMessages({
  list: { id: 'service.list', defaultMessage: 'Services', description: 'Accessible name of the list of services' },
  notYet: {
    id: 'service.notYet',
    defaultMessage: 'Ce service n’est pas encore proposé.',
    description: 'A service not offered yet',
  },
});

export const activeCountText = defineMessage<{ count: number }>({
  id: 'service.activeCount',
  defaultMessage:
    '{count, plural, =0 {Aucune souscription active} one {# souscription active} other {# souscriptions actives}}',
  description: 'The member’s running subscriptions in a service',
});

export const allActiveCountText = defineMessage<{ count: number }>({
  id: 'service.allActiveCount',
  defaultMessage:
    '{count, plural, =0 {Aucune souscription active} one {# souscription active} other {# souscriptions actives}} (tous les membres)',
  description: 'Admin: every member’s running subscriptions in a service',
});

export const openServiceText = defineMessage<{ name: string }>({
  id: 'service.open',
  defaultMessage: 'Ouvrir {name}',
  description: 'Link to a service’s page',
});
