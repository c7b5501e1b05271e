import { defineMessage, defineMessages } from 'react-intl';
import type { TransactionStatus } from '../../../api/generated/model/transactionStatus.ts';
import type { TransactionType } from '../../../api/generated/model/transactionType.ts';

export const messages = defineMessages({
  filters: {
    id: 'wallets.transactions.filters',
    defaultMessage: 'Filtres des transactions',
    description: 'Accessible name of the group of transaction filters',
  },
  type: { id: 'wallets.transactions.type', defaultMessage: 'Type', description: 'Filter label and column header' },
  asset: { id: 'wallets.transactions.asset', defaultMessage: 'Actif', description: 'Filter label and column header' },
  status: {
    id: 'wallets.transactions.status',
    defaultMessage: 'Statut',
    description: 'Filter label and column header',
  },
  user: {
    id: 'wallets.transactions.user',
    defaultMessage: 'Membre (nom d’utilisateur)',
    description: 'Admin filter label: only this member',
  },
  q: {
    id: 'wallets.transactions.q',
    defaultMessage: 'Référence ou hash',
    description: 'Admin filter label: free text searched in the reference and the transaction hash',
  },
  all: { id: 'wallets.transactions.all', defaultMessage: 'Tous', description: 'Filter option: no filter' },
  table: {
    id: 'wallets.transactions.table',
    defaultMessage: 'Transactions',
    description: 'Accessible name of the transactions table',
  },
  date: { id: 'wallets.transactions.date', defaultMessage: 'Date', description: 'Column header' },
  reference: { id: 'wallets.transactions.reference', defaultMessage: 'Référence', description: 'Column header' },
  username: { id: 'wallets.transactions.username', defaultMessage: 'Membre', description: 'Column header' },
  amount: { id: 'wallets.transactions.amount', defaultMessage: 'Montant', description: 'Column header' },
  fee: { id: 'wallets.transactions.fee', defaultMessage: 'Frais', description: 'Column header' },
  counter: {
    id: 'wallets.transactions.counter',
    defaultMessage: 'Reçu',
    description: 'Column header: what a swap brought into the other wallet',
  },
  none: { id: 'wallets.transactions.none', defaultMessage: '—', description: 'An empty cell' },
  direction: { id: 'wallets.transactions.direction', defaultMessage: 'Sens', description: 'Field: in or out' },
  directionIn: { id: 'wallets.transactions.direction.in', defaultMessage: 'Entrée', description: 'Money came in' },
  directionOut: { id: 'wallets.transactions.direction.out', defaultMessage: 'Sortie', description: 'Money went out' },
  hash: { id: 'wallets.transactions.hashField', defaultMessage: 'Hash', description: 'Field: on-chain hash' },
  addressField: {
    id: 'wallets.transactions.addressField',
    defaultMessage: 'Adresse',
    description: 'Field: destination address',
  },
  updatedAt: {
    id: 'wallets.transactions.updatedAt',
    defaultMessage: 'Dernier changement',
    description: 'Field: when the status last changed',
  },
  eventCreated: {
    id: 'wallets.transactions.event.created',
    defaultMessage: 'Enregistrée',
    description: 'Timeline step: the transaction was recorded',
  },
  loading: {
    id: 'wallets.transactions.loading',
    defaultMessage: 'Chargement des transactions…',
    description: 'Shown while the transactions load',
  },
  empty: {
    id: 'wallets.transactions.empty',
    defaultMessage: 'Aucune transaction ne correspond.',
    description: 'Shown when no transaction matches the filters',
  },
  loadFailed: {
    id: 'wallets.transactions.loadFailed',
    defaultMessage: 'Les transactions n’ont pas pu être chargées.',
    description: 'Shown when the list failed without a server message',
  },
  retry: { id: 'wallets.transactions.retry', defaultMessage: 'Réessayer', description: 'Button: load again' },
  pages: {
    id: 'wallets.transactions.pages',
    defaultMessage: 'Pages des transactions',
    description: 'Accessible name of the pager under the transactions',
  },
  exportCsv: {
    id: 'wallets.transactions.exportCsv',
    defaultMessage: 'Exporter en CSV',
    description: 'Button: download the filtered transactions as transactions.csv',
  },
  exported: {
    id: 'wallets.transactions.exported',
    defaultMessage: 'Le fichier transactions.csv est téléchargé.',
    description: 'Toast after the CSV export',
  },
  exportFailed: {
    id: 'wallets.transactions.exportFailed',
    defaultMessage: 'L’export n’a pas pu être fait.',
    description: 'Toast when the export failed without a server message',
  },
});

export const typeNames = defineMessages({
  swap: { id: 'wallets.transactions.type.swap', defaultMessage: 'Échange', description: 'Transaction type' },
  deposit: { id: 'wallets.transactions.type.deposit', defaultMessage: 'Dépôt', description: 'Transaction type' },
  withdrawal: {
    id: 'wallets.transactions.type.withdrawal',
    defaultMessage: 'Retrait',
    description: 'Transaction type',
  },
  fee: { id: 'wallets.transactions.type.fee', defaultMessage: 'Frais', description: 'Transaction type' },
  commission: {
    id: 'wallets.transactions.type.commission',
    defaultMessage: 'Commission',
    description: 'Transaction type',
  },
  staking: {
    id: 'wallets.transactions.type.staking',
    defaultMessage: 'Staking : blocage',
    description: 'Transaction type: the principal of a stake, locked',
  },
  staking_reward: {
    id: 'wallets.transactions.type.stakingReward',
    defaultMessage: 'Staking : récompense',
    description: 'Transaction type: a daily reward of a stake',
  },
  staking_return: {
    id: 'wallets.transactions.type.stakingReturn',
    defaultMessage: 'Staking : restitution',
    description: 'Transaction type: the principal of a stake returned at maturity or on cancellation',
  },
  pack: { id: 'wallets.transactions.type.pack', defaultMessage: 'Pack', description: 'Transaction type' },
  arbitrage_subscription: {
    id: 'wallets.transactions.type.arbitrageSubscription',
    defaultMessage: 'Pack arbitrage : souscription',
    description: 'Transaction type: the price of an arbitrage pack, locked',
  },
  arbitrage_return: {
    id: 'wallets.transactions.type.arbitrageReturn',
    defaultMessage: 'Pack arbitrage : rendement',
    description: 'Transaction type: a daily return of an arbitrage pack',
  },
  arbitrage_release: {
    id: 'wallets.transactions.type.arbitrageRelease',
    defaultMessage: 'Pack arbitrage : restitution',
    description: 'Transaction type: the price of an arbitrage pack returned at the end of its term',
  },
}) satisfies Record<TransactionType, unknown>;

export const statusNames = defineMessages({
  pending: {
    id: 'wallets.transactions.status.pending',
    defaultMessage: 'En attente',
    description: 'Transaction status',
  },
  completed: {
    id: 'wallets.transactions.status.completed',
    defaultMessage: 'Terminée',
    description: 'Transaction status',
  },
  rejected: {
    id: 'wallets.transactions.status.rejected',
    defaultMessage: 'Rejetée',
    description: 'Transaction status',
  },
}) satisfies Record<TransactionStatus, unknown>;

export const incomingAmount = defineMessage<{ amount: string; asset: string }>({
  id: 'wallets.transactions.incoming',
  defaultMessage: '+{amount} {asset}',
  description: 'An amount that entered the wallet',
});

export const outgoingAmount = defineMessage<{ amount: string; asset: string }>({
  id: 'wallets.transactions.outgoing',
  defaultMessage: '−{amount} {asset}',
  description: 'An amount that left the wallet',
});

export const amountWithAsset = defineMessage<{ amount: string; asset: string }>({
  id: 'wallets.transactions.amountOf',
  defaultMessage: '{amount} {asset}',
  description: 'An amount and its asset code',
});

export const hashLine = defineMessage<{ hash: string }>({
  id: 'wallets.transactions.hash',
  defaultMessage: 'Hash : {hash}',
  description: 'A transaction hash',
});

export const addressLine = defineMessage<{ address: string }>({
  id: 'wallets.transactions.address',
  defaultMessage: 'Adresse : {address}',
  description: 'The destination address of a withdrawal',
});

export const transactionCount = defineMessage<{ total: number }>({
  id: 'wallets.transactions.total',
  defaultMessage: '{total, plural, =0 {Aucune transaction} one {# transaction} other {# transactions}}',
  description: 'How many transactions match the filters',
});

export const transactionTitle = defineMessage<{ reference: string }>({
  id: 'wallets.transactions.drawerTitle',
  defaultMessage: 'Transaction {reference}',
  description: 'Title of the detail panel of a transaction',
});
