import { defineMessage, defineMessages } from 'react-intl';

export const greeting = defineMessage<{ name: string; uid: string }>({
  id: 'wallets.myWallets.greeting',
  defaultMessage: 'Bonjour {name} ({uid}).',
  description: 'Greeting on the my-wallets page: the user name and the user uid',
});

export const messages = defineMessages({
  empty: { id: 'wallets.empty', defaultMessage: 'Aucun portefeuille pour le moment.', description: 'No wallet' },
  total: {
    id: 'wallets.total',
    defaultMessage: 'Valeur totale',
    description: 'Label of the total value of the wallets in dollars',
  },
  table: {
    id: 'wallets.table',
    defaultMessage: 'Mes portefeuilles',
    description: 'Accessible name of the wallets table',
  },
  asset: { id: 'wallets.asset', defaultMessage: 'Actif', description: 'Column header' },
  balance: { id: 'wallets.balance', defaultMessage: 'Solde', description: 'Column header: balance' },
  held: {
    id: 'wallets.held',
    defaultMessage: 'Bloqué',
    description: 'Column header: amount held by pending withdrawals',
  },
  locked: {
    id: 'wallets.locked',
    defaultMessage: 'Immobilisé',
    description: 'Column header: amount locked in a product until it returns (a stake’s principal)',
  },
  available: { id: 'wallets.available', defaultMessage: 'Disponible', description: 'Column header' },
  usdValue: { id: 'wallets.usdValue', defaultMessage: 'Valeur (USD)', description: 'Column header' },
  actions: { id: 'wallets.actions', defaultMessage: 'Actions', description: 'Column header' },
  swap: { id: 'wallets.action.swap', defaultMessage: 'Échanger', description: 'Link to swap from a wallet' },
  deposit: { id: 'wallets.action.deposit', defaultMessage: 'Déposer', description: 'Link to deposit to a wallet' },
  withdraw: { id: 'wallets.action.withdraw', defaultMessage: 'Retirer', description: 'Link to withdraw' },
  swapHistory: {
    id: 'wallets.swapHistory',
    defaultMessage: 'Historique des échanges',
    description: 'Link to the swap history',
  },
  allTransactions: {
    id: 'wallets.allTransactions',
    defaultMessage: 'Toutes mes transactions',
    description: 'Link to my transactions',
  },
  backToWallets: {
    id: 'wallets.backToWallets',
    defaultMessage: 'Retour à mes portefeuilles',
    description: 'Link back to the wallets',
  },
  unknownAsset: {
    id: 'wallets.unknownAsset',
    defaultMessage: 'Vous n’avez pas de portefeuille pour cet actif.',
    description: 'The address names an asset the member has no wallet of',
  },
  amount: { id: 'wallets.amount', defaultMessage: 'Montant', description: 'Field label' },
  amountRequired: {
    id: 'wallets.amountRequired',
    defaultMessage: 'Saisissez un montant supérieur à zéro.',
    description: 'Amount field error',
  },
  required: { id: 'wallets.required', defaultMessage: 'Ce champ est obligatoire.', description: 'Field error' },
});

export const actionFor = defineMessage<{ action: string; asset: string }>({
  id: 'wallets.actionFor',
  defaultMessage: '{action} {asset}',
  description: 'Accessible name of an action link of one wallet: "Échanger USDT"',
});

export const walletsPage = defineMessages({
  walletActions: {
    id: 'wallets.myWallets.links',
    defaultMessage: 'Historique',
    description: 'Accessible name of the links under the wallets table',
  },
});
