import { defineMessage, defineMessages } from 'react-intl';

export const greeting = defineMessage<{ name: string; uid: string }>({
  id: 'wallets.myWallets.greeting',
  defaultMessage: 'Bonjour {name} ({uid}).',
  description: 'Greeting on the my-wallets page: the user name and the user uid',
});

export const messages = defineMessages({
  loading: {
    id: 'wallets.loading',
    defaultMessage: 'Chargement des portefeuilles…',
    description: 'Shown while the wallets load',
  },
  requestFailed: {
    id: 'wallets.requestFailed',
    defaultMessage: 'An error was occured',
    description: 'A failed call without a server message: the product fixes this exact text in every language',
  },
  retry: { id: 'wallets.retry', defaultMessage: 'Réessayer', description: 'Button: load again' },
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
  max: { id: 'wallets.max', defaultMessage: 'Max', description: 'Button: use the largest possible amount' },
  maxLabel: {
    id: 'wallets.maxLabel',
    defaultMessage: 'Max : utiliser le montant maximal',
    description: 'Accessible name of the Max button',
  },
  amount: { id: 'wallets.amount', defaultMessage: 'Montant', description: 'Field label' },
  amountRequired: {
    id: 'wallets.amountRequired',
    defaultMessage: 'Saisissez un montant supérieur à zéro.',
    description: 'Amount field error',
  },
  required: { id: 'wallets.required', defaultMessage: 'Ce champ est obligatoire.', description: 'Field error' },
});

export const amountTooSmall = defineMessage<{ minimum: string }>({
  id: 'wallets.amountTooSmall',
  defaultMessage: 'Le minimum est {minimum}.',
  description: 'Amount field error: below the minimum (the minimum with its asset)',
});

export const amountTooBig = defineMessage<{ maximum: string }>({
  id: 'wallets.amountTooBig',
  defaultMessage: 'Le maximum est {maximum}.',
  description: 'Amount field error: above the maximum (the maximum with its asset)',
});

export const amountAboveAvailable = defineMessage<{ available: string }>({
  id: 'wallets.amountAboveAvailable',
  defaultMessage: 'Solde disponible insuffisant : {available}.',
  description: 'Amount field error: more than the available balance',
});

export const amountWithAsset = defineMessage<{ amount: string; asset: string }>({
  id: 'wallets.amountWithAsset',
  defaultMessage: '{amount} {asset}',
  description: 'An amount followed by its asset code',
});

export const availableLine = defineMessage<{ amount: string }>({
  id: 'wallets.availableLine',
  defaultMessage: 'Disponible : {amount}',
  description: 'The available balance above an amount field',
});

export const actionFor = defineMessage<{ action: string; asset: string }>({
  id: 'wallets.actionFor',
  defaultMessage: '{action} {asset}',
  description: 'Accessible name of an action link of one wallet: "Échanger USDT"',
});

/** The platform's error codes the wallet pages explain in the interface's words. */
export const errorCodes = defineMessages({
  INSUFFICIENT_FUNDS: {
    id: 'wallets.error.insufficientFunds',
    defaultMessage: 'Solde disponible insuffisant (montant et frais compris).',
    description: 'Error INSUFFICIENT_FUNDS',
  },
  QUOTE_EXPIRED: {
    id: 'wallets.error.quoteExpired',
    defaultMessage: 'Ce devis a expiré. Demandez-en un nouveau.',
    description: 'Error QUOTE_EXPIRED',
  },
  QUOTE_CHANGED: {
    id: 'wallets.error.quoteChanged',
    defaultMessage: 'Le taux ou les frais ont changé depuis ce devis. Demandez-en un nouveau.',
    description: 'Error QUOTE_CHANGED',
  },
  QUOTE_USED: {
    id: 'wallets.error.quoteUsed',
    defaultMessage: 'Ce devis a déjà été exécuté.',
    description: 'Error QUOTE_USED',
  },
  AMOUNT_OUT_OF_RANGE: {
    id: 'wallets.error.amountOutOfRange',
    defaultMessage: 'Le montant est hors des limites autorisées.',
    description: 'Error AMOUNT_OUT_OF_RANGE',
  },
  SWAP_PAIR_DISABLED: {
    id: 'wallets.error.swapPairDisabled',
    defaultMessage: 'Cet échange n’est pas disponible pour le moment.',
    description: 'Error SWAP_PAIR_DISABLED',
  },
  DEPOSIT_DISABLED: {
    id: 'wallets.error.depositDisabled',
    defaultMessage: 'Les dépôts de cet actif ne sont pas possibles.',
    description: 'Error DEPOSIT_DISABLED',
  },
  WITHDRAWAL_NOT_CONFIGURED: {
    id: 'wallets.error.withdrawalNotConfigured',
    defaultMessage: 'Les retraits de cet actif ne sont pas ouverts.',
    description: 'Error WITHDRAWAL_NOT_CONFIGURED',
  },
  KYC_REQUIRED: {
    id: 'wallets.error.kycRequired',
    defaultMessage: 'Vérifiez votre identité (KYC) pour continuer.',
    description: 'Error KYC_REQUIRED',
  },
  TRANSACTION_PASSWORD_NOT_SET: {
    id: 'wallets.error.transactionPasswordNotSet',
    defaultMessage: 'Définissez d’abord votre mot de passe de transaction.',
    description: 'Error TRANSACTION_PASSWORD_NOT_SET',
  },
  TRANSACTION_PASSWORD_INVALID: {
    id: 'wallets.error.transactionPasswordInvalid',
    defaultMessage: 'Mot de passe de transaction incorrect.',
    description: 'Error TRANSACTION_PASSWORD_INVALID',
  },
  TWO_FACTOR_REQUIRED: {
    id: 'wallets.error.twoFactorRequired',
    defaultMessage: 'Saisissez le code à 6 chiffres de votre application d’authentification.',
    description: 'Error TWO_FACTOR_REQUIRED',
  },
  TWO_FACTOR_INVALID: {
    id: 'wallets.error.twoFactorInvalid',
    defaultMessage: 'Code de vérification incorrect.',
    description: 'Error TWO_FACTOR_INVALID',
  },
  RATE_LIMITED: {
    id: 'wallets.error.rateLimited',
    defaultMessage: 'Trop de tentatives. Réessayez plus tard.',
    description: 'Error RATE_LIMITED',
  },
  IDEMPOTENCY_IN_PROGRESS: {
    id: 'wallets.error.idempotencyInProgress',
    defaultMessage: 'Votre demande précédente est encore en cours. Réessayez dans un instant.',
    description: 'Error IDEMPOTENCY_IN_PROGRESS',
  },
});

export const walletsPage = defineMessages({
  walletActions: {
    id: 'wallets.myWallets.links',
    defaultMessage: 'Historique',
    description: 'Accessible name of the links under the wallets table',
  },
});

export const swap = defineMessages({
  from: { id: 'wallets.swap.from', defaultMessage: 'De', description: 'Label: the asset given' },
  to: { id: 'wallets.swap.to', defaultMessage: 'Vers', description: 'Select label: the asset received' },
  noPair: {
    id: 'wallets.swap.noPair',
    defaultMessage: 'Aucun échange n’est ouvert depuis cet actif.',
    description: 'No enabled pair from this asset',
  },
  getQuote: { id: 'wallets.swap.getQuote', defaultMessage: 'Obtenir un devis', description: 'Button' },
  newQuote: { id: 'wallets.swap.newQuote', defaultMessage: 'Nouveau devis', description: 'Button' },
  quote: { id: 'wallets.swap.quote', defaultMessage: 'Devis', description: 'Heading of the quote' },
  rate: { id: 'wallets.swap.rate', defaultMessage: 'Taux', description: 'Quote line' },
  fee: { id: 'wallets.swap.fee', defaultMessage: 'Frais', description: 'Quote line' },
  given: { id: 'wallets.swap.given', defaultMessage: 'Vous donnez', description: 'Quote line' },
  received: { id: 'wallets.swap.received', defaultMessage: 'Vous recevez', description: 'Quote line' },
  confirm: { id: 'wallets.swap.confirm', defaultMessage: 'Confirmer l’échange', description: 'Button' },
  expired: {
    id: 'wallets.swap.expired',
    defaultMessage: 'Ce devis a expiré.',
    description: 'Shown when the quote has expired',
  },
  limits: {
    id: 'wallets.swap.limits',
    defaultMessage: 'Limites',
    description: 'Label of the minimum and maximum of the pair',
  },
});

export const rateLine = defineMessage<{ from: string; rate: string; to: string }>({
  id: 'wallets.swap.rateLine',
  defaultMessage: '1 {from} = {rate} {to}',
  description: 'The rate of a quote',
});

export const feeLine = defineMessage<{ fee: string; percent: string }>({
  id: 'wallets.swap.feeLine',
  defaultMessage: '{fee} ({percent})',
  description: 'The fee of a quote and its percentage',
});

export const limitsLine = defineMessage<{ minimum: string; maximum: string }>({
  id: 'wallets.swap.limitsLine',
  defaultMessage: 'de {minimum} à {maximum}',
  description: 'The minimum and maximum of a swap or a withdrawal',
});

export const expiresIn = defineMessage<{ seconds: number }>({
  id: 'wallets.swap.expiresIn',
  defaultMessage: 'Expire dans {seconds, plural, one {# seconde} other {# secondes}}',
  description: 'Countdown to the expiry of a quote',
});

export const swapped = defineMessage<{ given: string; received: string }>({
  id: 'wallets.swap.done',
  defaultMessage: 'Échange effectué : {given} → {received}.',
  description: 'Toast after a swap',
});

export const deposit = defineMessages({
  address: { id: 'wallets.deposit.address', defaultMessage: 'Adresse de dépôt', description: 'Field label' },
  copy: { id: 'wallets.deposit.copy', defaultMessage: 'Copier l’adresse', description: 'Copy button' },
  network: { id: 'wallets.deposit.network', defaultMessage: 'Réseau', description: 'Label' },
  loading: {
    id: 'wallets.deposit.loading',
    defaultMessage: 'Chargement de l’adresse…',
    description: 'While the deposit address loads',
  },
});

export const depositWarning = defineMessage<{ asset: string; network: string }>({
  id: 'wallets.deposit.warning',
  defaultMessage:
    'Envoyez uniquement du {asset} sur le réseau {network}. Tout autre actif, ou un envoi depuis un autre réseau, serait perdu.',
  description: 'Warning on the deposit page',
});

export const depositConfirmations = defineMessage<{ count: number }>({
  id: 'wallets.deposit.confirmations',
  defaultMessage:
    'Le dépôt est crédité après {count, plural, =0 {son arrivée} one {# confirmation} other {# confirmations}} sur le réseau.',
  description: 'How many confirmations a deposit needs',
});

export const depositQr = defineMessage<{ asset: string }>({
  id: 'wallets.deposit.qr',
  defaultMessage: 'QR code de l’adresse de dépôt {asset}',
  description: 'Accessible name of the QR code',
});

export const networkNames = defineMessages({
  bitcoin: { id: 'wallets.network.bitcoin', defaultMessage: 'Bitcoin', description: 'Network name' },
  ethereum: { id: 'wallets.network.ethereum', defaultMessage: 'Ethereum (ERC-20)', description: 'Network name' },
  tron: { id: 'wallets.network.tron', defaultMessage: 'Tron (TRC-20)', description: 'Network name' },
  fiat: { id: 'wallets.network.fiat', defaultMessage: 'Monnaie fiduciaire', description: 'Network name' },
});

export const withdraw = defineMessages({
  address: {
    id: 'wallets.withdraw.address',
    defaultMessage: 'Adresse de destination',
    description: 'Field label',
  },
  addressInvalid: {
    id: 'wallets.withdraw.addressInvalid',
    defaultMessage: 'Adresse invalide : 14 à 100 lettres et chiffres.',
    description: 'Address field error',
  },
  password: {
    id: 'wallets.withdraw.password',
    defaultMessage: 'Mot de passe de transaction',
    description: 'Field label',
  },
  code: {
    id: 'wallets.withdraw.code',
    defaultMessage: 'Code de vérification (6 chiffres)',
    description: 'Field label: the 2FA code',
  },
  codeInvalid: {
    id: 'wallets.withdraw.codeInvalid',
    defaultMessage: 'Le code comporte 6 chiffres.',
    description: '2FA code field error',
  },
  fee: { id: 'wallets.withdraw.fee', defaultMessage: 'Frais de retrait', description: 'Label' },
  total: { id: 'wallets.withdraw.total', defaultMessage: 'Total débité', description: 'Label: amount plus fee' },
  submit: { id: 'wallets.withdraw.submit', defaultMessage: 'Demander le retrait', description: 'Button' },
  requested: {
    id: 'wallets.withdraw.requested',
    defaultMessage: 'Demande de retrait enregistrée.',
    description: 'Toast after a withdrawal request',
  },
  requests: {
    id: 'wallets.withdraw.requests',
    defaultMessage: 'Mes demandes de retrait',
    description: 'Heading of the member’s withdrawal requests',
  },
  noRequest: {
    id: 'wallets.withdraw.noRequest',
    defaultMessage: 'Aucune demande de retrait.',
    description: 'No withdrawal request yet',
  },
  setPassword: {
    id: 'wallets.withdraw.setPassword',
    defaultMessage: 'Définir mon mot de passe de transaction',
    description: 'Link to the security page',
  },
  verifyIdentity: {
    id: 'wallets.withdraw.verifyIdentity',
    defaultMessage: 'Vérifier mon identité',
    description: 'Link to the KYC page',
  },
  timeline: { id: 'wallets.withdraw.timeline', defaultMessage: 'Étapes', description: 'Label of a request timeline' },
});

export const withdrawalStatusNames = defineMessages({
  pending: { id: 'wallets.withdraw.status.pending', defaultMessage: 'En attente', description: 'Withdrawal status' },
  awaiting_second_approval: {
    id: 'wallets.withdraw.status.awaitingSecondApproval',
    defaultMessage: 'En attente d’une seconde validation',
    description: 'Withdrawal status',
  },
  sent: { id: 'wallets.withdraw.status.sent', defaultMessage: 'Envoyé', description: 'Withdrawal status' },
  rejected: { id: 'wallets.withdraw.status.rejected', defaultMessage: 'Rejeté', description: 'Withdrawal status' },
});

export const timelineRequested = defineMessage<{ at: string; by: string }>({
  id: 'wallets.withdraw.event.requested',
  defaultMessage: 'Demandé le {at} par {by}',
  description: 'Timeline step',
});

export const timelineApproved = defineMessage<{ at: string; by: string }>({
  id: 'wallets.withdraw.event.approved',
  defaultMessage: 'Approuvé le {at} par {by}',
  description: 'Timeline step',
});

export const timelineSent = defineMessage<{ at: string; hash: string }>({
  id: 'wallets.withdraw.event.sent',
  defaultMessage: 'Envoyé le {at}, transaction {hash}',
  description: 'Timeline step with the transaction hash',
});

export const timelineRejected = defineMessage<{ at: string; reason: string }>({
  id: 'wallets.withdraw.event.rejected',
  defaultMessage: 'Rejeté le {at} : {reason}',
  description: 'Timeline step with the reason',
});

export const requestSummary = defineMessage<{ reference: string; amount: string; status: string }>({
  id: 'wallets.withdraw.summary',
  defaultMessage: '{reference} — {amount} — {status}',
  description: 'One withdrawal request: reference, amount and status',
});

export const toAddress = defineMessage<{ address: string }>({
  id: 'wallets.withdraw.toAddress',
  defaultMessage: 'Vers {address}',
  description: 'Destination of a withdrawal request',
});

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
