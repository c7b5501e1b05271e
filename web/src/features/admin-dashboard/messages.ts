import { defineMessage, defineMessages } from 'react-intl';

export const dashboard = defineMessages({
  period: {
    id: 'adminDashboard.period',
    defaultMessage: 'Les 30 derniers jours (UTC)',
    description: 'Under the admin dashboard title: the period of its charts',
  },
  members: { id: 'adminDashboard.members', defaultMessage: 'Membres', description: 'Figure: every member' },
  activeMembers: { id: 'adminDashboard.activeMembers', defaultMessage: 'Membres actifs', description: 'Figure' },
  signUps: { id: 'adminDashboard.signUps', defaultMessage: 'Nouvelles inscriptions', description: 'Figure' },
  turnover: { id: 'adminDashboard.turnover', defaultMessage: 'Chiffre d’affaires', description: 'Figure' },
  pendingWithdrawals: {
    id: 'adminDashboard.pendingWithdrawals',
    defaultMessage: 'Retraits en attente',
    description: 'Figure: withdrawal requests waiting for an administrator',
  },
  pendingKyc: { id: 'adminDashboard.pendingKyc', defaultMessage: 'KYC en attente', description: 'Figure' },
  openTickets: { id: 'adminDashboard.openTickets', defaultMessage: 'Tickets ouverts', description: 'Figure' },
  unavailable: {
    id: 'adminDashboard.unavailable',
    defaultMessage: 'Non disponible',
    description: 'In place of a figure whose area is not built yet',
  },
  ticketsUnavailable: {
    id: 'adminDashboard.ticketsUnavailable',
    defaultMessage: 'Le support par tickets n’existe pas encore : rien n’est compté.',
    description: 'Why open tickets have no figure',
  },
  noPurchase: {
    id: 'adminDashboard.noPurchase',
    defaultMessage: 'Le chiffre d’affaires compte les achats de packs ; aucun pack n’a encore été vendu.',
    description: 'Under a turnover of 0: where turnover comes from, and that none was sold',
  },
  openQueue: { id: 'adminDashboard.openQueue', defaultMessage: 'Ouvrir la file', description: 'Link to the queue' },
  openKycQueue: {
    id: 'adminDashboard.openKycQueue',
    defaultMessage: 'Ouvrir les vérifications',
    description: 'Link to the identity verification review queue',
  },
  openUsers: { id: 'adminDashboard.openUsers', defaultMessage: 'Voir les utilisateurs', description: 'Link' },
  showData: { id: 'adminDashboard.showData', defaultMessage: 'Voir les données', description: 'Opens a chart’s table' },
  day: { id: 'adminDashboard.day', defaultMessage: 'Jour', description: 'Column of a chart’s table' },
  count: { id: 'adminDashboard.count', defaultMessage: 'Nombre', description: 'Column of a chart’s table' },
  amount: { id: 'adminDashboard.amount', defaultMessage: 'Montant', description: 'Column of a chart’s table' },
  membersChart: {
    id: 'adminDashboard.membersChart',
    defaultMessage: 'Membres à la fin de chaque jour',
    description: 'Name of the chart of members over time',
  },
  signUpsChart: {
    id: 'adminDashboard.signUpsChart',
    defaultMessage: 'Inscriptions par jour',
    description: 'Name of the chart of sign-ups per day',
  },
  turnoverChart: {
    id: 'adminDashboard.turnoverChart',
    defaultMessage: 'Achats de packs par jour',
    description: 'Name of the chart of turnover per day',
  },
});

export const membersTrend = defineMessage<{ first: string; last: string }>({
  id: 'adminDashboard.membersTrend',
  defaultMessage: 'de {first} à {last} membres sur la période',
  description: 'Text alternative of the members chart',
});

export const perDayTrend = defineMessage<{ total: string; highest: string; day: string }>({
  id: 'adminDashboard.perDayTrend',
  defaultMessage: '{total} sur la période, au plus {highest} le {day}',
  description: 'Text alternative of a per-day chart',
});

export const activeShare = defineMessage<{ share: string }>({
  id: 'adminDashboard.activeShare',
  defaultMessage: '{share} des membres',
  description: 'Under the active members figure',
});

export const oldestWaiting = defineMessage<{ date: string }>({
  id: 'adminDashboard.oldestWaiting',
  defaultMessage: 'La plus ancienne depuis le {date}',
  description: 'Under the pending withdrawals figure',
});
