import { defineMessage, defineMessages } from 'react-intl';

export const messages = defineMessages({
  copy: { id: 'moneyRecord.copy', defaultMessage: 'Copier', description: 'Button that copies a hash or address' },
  explorer: {
    id: 'moneyRecord.explorer',
    defaultMessage: 'Explorateur',
    description: 'Link to the block explorer page of a hash or address',
  },
  close: { id: 'moneyRecord.close', defaultMessage: 'Fermer', description: 'Closes the detail panel' },
  timeline: { id: 'moneyRecord.timeline', defaultMessage: 'Historique', description: 'Title of the steps of a record' },
  details: {
    id: 'moneyRecord.details',
    defaultMessage: 'Détails',
    description: 'Header, for screen readers, of the column of chevrons that open each record’s detail panel',
  },
});

export const copyHash = defineMessage<{ value: string }>({
  id: 'moneyRecord.copyHash',
  defaultMessage: 'Copier le hash {value}',
  description: 'Accessible name of the copy button of a transaction hash',
});

export const copyAddress = defineMessage<{ value: string }>({
  id: 'moneyRecord.copyAddress',
  defaultMessage: 'Copier l’adresse {value}',
  description: 'Accessible name of the copy button of an address',
});

export const explorerHash = defineMessage<{ value: string }>({
  id: 'moneyRecord.explorerHash',
  defaultMessage: 'Explorateur : transaction {value} (nouvel onglet)',
  description: 'Accessible name of the block explorer link of a transaction hash',
});

export const explorerAddress = defineMessage<{ value: string }>({
  id: 'moneyRecord.explorerAddress',
  defaultMessage: 'Explorateur : adresse {value} (nouvel onglet)',
  description: 'Accessible name of the block explorer link of an address',
});

export const openRecord = defineMessage<{ reference: string }>({
  id: 'moneyRecord.open',
  defaultMessage: 'Détails de {reference}',
  description: 'Accessible name of the button that opens a record’s detail panel',
});

/** The names of the fields every money record has, in its drawer. */
export const recordFields = defineMessages({
  reference: { id: 'moneyRecord.reference', defaultMessage: 'Référence', description: 'Field: a record’s reference' },
  amount: { id: 'moneyRecord.amount', defaultMessage: 'Montant', description: 'Field: a record’s amount' },
  status: { id: 'moneyRecord.status', defaultMessage: 'Statut', description: 'Field: a record’s status' },
  daysPaid: {
    id: 'moneyRecord.daysPaid',
    defaultMessage: 'Jours versés',
    description: 'Field: how many days of a stake or a pack were paid',
  },
  transaction: {
    id: 'moneyRecord.transaction',
    defaultMessage: 'Transaction',
    description: 'Field: the link to the member transaction of a record',
  },
  seeTransaction: {
    id: 'moneyRecord.seeTransaction',
    defaultMessage: 'Voir dans les transactions',
    description: 'Link to the transactions list, filtered to a record’s transaction (which has no reference)',
  },
});

export const daysPaidOf = defineMessage<{ paid: number; days: number }>({
  id: 'moneyRecord.daysPaidOf',
  defaultMessage: '{paid} sur {days}',
  description: 'How many of the days of a stake or a pack were paid',
});

export const seeTransactionOf = defineMessage<{ reference: string }>({
  id: 'moneyRecord.seeTransactionOf',
  defaultMessage: 'Voir {reference} dans les transactions',
  description: 'Link to the transactions list, filtered to the record’s transaction',
});
