import { defineMessage, defineMessages, type MessageTag } from 'react-intl';

/** What every ledger page of the back-office says around its data. */
export const common = defineMessages({
  yes: { id: 'walletsAdmin.yes', defaultMessage: 'Oui', description: 'A flag that is on, in a table' },
  no: { id: 'walletsAdmin.no', defaultMessage: 'Non', description: 'A flag that is off, in a table' },
  none: { id: 'walletsAdmin.none', defaultMessage: '—', description: 'A missing value in a table' },
  all: { id: 'walletsAdmin.all', defaultMessage: 'Tous', description: 'Filter option: no filter' },
  allAssets: {
    id: 'walletsAdmin.allAssets',
    defaultMessage: 'Tous les actifs',
    description: 'Asset filter option: every asset',
  },
  cancel: { id: 'walletsAdmin.cancel', defaultMessage: 'Annuler', description: 'Closes a dialog without acting' },
  filters: {
    id: 'walletsAdmin.filters',
    defaultMessage: 'Filtres',
    description: 'Accessible name of the group of filters above a list',
  },
});

export const resultCount = defineMessage<{ total: number }>({
  id: 'walletsAdmin.results',
  defaultMessage: '{total, plural, =0 {Aucun résultat} one {# résultat} other {# résultats}}',
  description: 'How many rows match the filters of a list',
});

/** The business rules a ledger call can refuse, by the `code` of the error body. */
export const networkNames = defineMessages({
  bitcoin: { id: 'walletsAdmin.network.bitcoin', defaultMessage: 'Bitcoin', description: 'Network name' },
  ethereum: { id: 'walletsAdmin.network.ethereum', defaultMessage: 'Ethereum', description: 'Network name' },
  tron: { id: 'walletsAdmin.network.tron', defaultMessage: 'Tron', description: 'Network name' },
  fiat: {
    id: 'walletsAdmin.network.fiat',
    defaultMessage: 'Monnaie fiduciaire',
    description: 'Network of an asset that lives off-chain (EUR)',
  },
});

export const priceSourceNames = defineMessages({
  platform: {
    id: 'walletsAdmin.priceSource.platform',
    defaultMessage: 'Plateforme',
    description: 'Price source: the platform prices the product token',
  },
  admin: {
    id: 'walletsAdmin.priceSource.admin',
    defaultMessage: 'Administrateur',
    description: 'Price source: the price entered by an administrator',
  },
});

export const assets = defineMessages({
  newAsset: {
    id: 'walletsAdmin.assets.new',
    defaultMessage: 'Nouvel actif',
    description: 'Link to the new asset form',
  },
  search: {
    id: 'walletsAdmin.assets.search',
    defaultMessage: 'Code ou nom',
    description: 'Search field of the asset list',
  },
  table: {
    id: 'walletsAdmin.assets.table',
    defaultMessage: 'Actifs',
    description: 'Accessible name of the asset table',
  },
  pages: {
    id: 'walletsAdmin.assets.pages',
    defaultMessage: 'Pages des actifs',
    description: 'Accessible name of the pager of the asset list',
  },
  code: { id: 'walletsAdmin.assets.code', defaultMessage: 'Code', description: 'Asset column and field' },
  name: { id: 'walletsAdmin.assets.name', defaultMessage: 'Nom', description: 'Asset column and field' },
  network: { id: 'walletsAdmin.assets.network', defaultMessage: 'Réseau', description: 'Asset column and field' },
  decimals: { id: 'walletsAdmin.assets.decimals', defaultMessage: 'Décimales', description: 'Asset column and field' },
  usdPrice: { id: 'walletsAdmin.assets.usdPrice', defaultMessage: 'Prix USD', description: 'Asset column and field' },
  priceSource: {
    id: 'walletsAdmin.assets.priceSource',
    defaultMessage: 'Source du prix',
    description: 'Asset column and field',
  },
  deposit: { id: 'walletsAdmin.assets.deposit', defaultMessage: 'Dépôts', description: 'Asset column: deposits on' },
  withdraw: { id: 'walletsAdmin.assets.withdraw', defaultMessage: 'Retraits', description: 'Asset column' },
  swap: { id: 'walletsAdmin.assets.swap', defaultMessage: 'Swap', description: 'Asset column: swaps on' },
  actions: { id: 'walletsAdmin.assets.actions', defaultMessage: 'Actions', description: 'Asset column' },
  empty: {
    id: 'walletsAdmin.assets.empty',
    defaultMessage: 'Aucun actif ne correspond à cette recherche.',
    description: 'Empty asset list',
  },
  depositEnabled: {
    id: 'walletsAdmin.assets.depositEnabled',
    defaultMessage: 'Dépôts activés',
    description: 'Switch of the asset form',
  },
  withdrawEnabled: {
    id: 'walletsAdmin.assets.withdrawEnabled',
    defaultMessage: 'Retraits activés',
    description: 'Switch of the asset form',
  },
  swapEnabled: {
    id: 'walletsAdmin.assets.swapEnabled',
    defaultMessage: 'Swap activé',
    description: 'Switch of the asset form',
  },
  icon: {
    id: 'walletsAdmin.assets.icon',
    defaultMessage: 'Icône (adresse, facultative)',
    description: 'Field of the asset form: URL of the icon',
  },
  displayDecimals: {
    id: 'walletsAdmin.assets.displayDecimals',
    defaultMessage: 'Décimales affichées',
    description: 'Field of the asset form: decimals its amounts are shown with',
  },
  displayDecimalsHint: {
    id: 'walletsAdmin.assets.displayDecimalsHint',
    defaultMessage: 'Chaque montant de l’actif s’affiche avec ces décimales, le reste coupé.',
    description: 'Hint under the shown decimals field of the asset form',
  },
  displayDecimalsInvalid: {
    id: 'walletsAdmin.assets.displayDecimalsInvalid',
    defaultMessage: 'Un nombre entier de 0 au nombre de décimales de l’actif.',
    description: 'Error of the shown decimals field',
  },
  decimalsHint: {
    id: 'walletsAdmin.assets.decimalsHint',
    defaultMessage: 'Ne peut plus changer une fois que l’actif a servi.',
    description: 'Hint under the decimals field of the asset form',
  },
  save: { id: 'walletsAdmin.assets.save', defaultMessage: 'Enregistrer', description: 'Saves the asset form' },
  saving: {
    id: 'walletsAdmin.assets.saving',
    defaultMessage: 'Enregistrement…',
    description: 'The save button of the asset form while it saves',
  },
  backToList: {
    id: 'walletsAdmin.assets.backToList',
    defaultMessage: 'Retour à la liste des actifs',
    description: 'Link from the asset form back to the list',
  },
  codeInvalid: {
    id: 'walletsAdmin.assets.codeInvalid',
    defaultMessage: 'De 2 à 10 lettres majuscules ou chiffres, par exemple USDT.',
    description: 'Error of the code field',
  },
  codeTaken: {
    id: 'walletsAdmin.assets.codeTaken',
    defaultMessage: 'Un actif avec ce code existe déjà : modifiez-le depuis la liste.',
    description: 'Error of the code field of a new asset whose code exists',
  },
  nameInvalid: {
    id: 'walletsAdmin.assets.nameInvalid',
    defaultMessage: 'Un nom de 1 à 60 caractères.',
    description: 'Error of the name field',
  },
  networkRequired: {
    id: 'walletsAdmin.assets.networkRequired',
    defaultMessage: 'Choisissez un réseau.',
    description: 'Error of the network field',
  },
  decimalsInvalid: {
    id: 'walletsAdmin.assets.decimalsInvalid',
    defaultMessage: 'Un nombre entier de 0 à 12.',
    description: 'Error of the decimals field',
  },
  priceInvalid: {
    id: 'walletsAdmin.assets.priceInvalid',
    defaultMessage: 'Un prix positif en dollars, 8 décimales au plus.',
    description: 'Error of the USD price field',
  },
  iconInvalid: {
    id: 'walletsAdmin.assets.iconInvalid',
    defaultMessage: 'Une adresse en https:// ou un chemin sous /account/, sans espace, 300 caractères au plus.',
    description: 'Error of the icon field',
  },
});

export const editAsset = defineMessage<{ code: string; hidden: MessageTag }>({
  id: 'walletsAdmin.assets.edit',
  defaultMessage: 'Modifier <hidden>{code}</hidden>',
  description: 'Link of an asset row to its form',
});

export const assetCreated = defineMessage<{ code: string }>({
  id: 'walletsAdmin.assets.created',
  defaultMessage: 'Actif {code} créé.',
  description: 'Toast after creating an asset',
});

export const assetSaved = defineMessage<{ code: string }>({
  id: 'walletsAdmin.assets.saved',
  defaultMessage: 'Actif {code} enregistré.',
  description: 'Toast after saving an asset',
});

export const deposits = defineMessages({
  formOpen: {
    id: 'walletsAdmin.deposits.formOpen',
    defaultMessage: 'Enregistrer un dépôt',
    description: 'Button above the list of deposits that opens the form recording an incoming deposit',
  },
  formClose: {
    id: 'walletsAdmin.deposits.formClose',
    defaultMessage: 'Fermer le formulaire',
    description: 'The same button once the deposit form is open: closes it',
  },
  formTitle: {
    id: 'walletsAdmin.deposits.formTitle',
    defaultMessage: 'Enregistrer un dépôt reçu',
    description: 'Heading of the form that records an incoming deposit',
  },
  formHint: {
    id: 'walletsAdmin.deposits.formHint',
    defaultMessage:
      'Le dépôt est crédité, moins les frais de dépôt, dès que ses confirmations atteignent celles qu’exige l’actif. Déclarer à nouveau un hash en attente met à jour ses confirmations.',
    description: 'Explanation above the deposit form',
  },
  username: {
    id: 'walletsAdmin.deposits.username',
    defaultMessage: 'Membre (nom d’utilisateur)',
    description: 'Field of the deposit form',
  },
  asset: { id: 'walletsAdmin.deposits.asset', defaultMessage: 'Actif', description: 'Field and column' },
  amount: {
    id: 'walletsAdmin.deposits.amount',
    defaultMessage: 'Montant reçu',
    description: 'Field of the deposit form: the amount received on chain',
  },
  txHash: {
    id: 'walletsAdmin.deposits.txHash',
    defaultMessage: 'Hash de la transaction',
    description: 'Field of the deposit form',
  },
  confirmations: {
    id: 'walletsAdmin.deposits.confirmations',
    defaultMessage: 'Confirmations',
    description: 'Field and column',
  },
  submit: {
    id: 'walletsAdmin.deposits.submit',
    defaultMessage: 'Enregistrer le dépôt',
    description: 'Submits the deposit form',
  },
  submitting: {
    id: 'walletsAdmin.deposits.submitting',
    defaultMessage: 'Enregistrement du dépôt…',
    description: 'The deposit form button while the deposit is recorded',
  },
  noAsset: {
    id: 'walletsAdmin.deposits.noAsset',
    defaultMessage: 'Aucun actif n’accepte les dépôts : activez-les d’abord dans la page Actifs.',
    description: 'Shown instead of the deposit form when no asset takes deposits',
  },
  usernameInvalid: {
    id: 'walletsAdmin.deposits.usernameInvalid',
    defaultMessage: 'Le nom d’utilisateur du membre, 64 caractères au plus.',
    description: 'Error of the member field of the deposit form',
  },
  assetRequired: {
    id: 'walletsAdmin.deposits.assetRequired',
    defaultMessage: 'Choisissez un actif.',
    description: 'Error of the asset field of the deposit form',
  },
  amountInvalid: {
    id: 'walletsAdmin.deposits.amountInvalid',
    defaultMessage: 'Un montant supérieur à zéro.',
    description: 'Error of the amount field of the deposit form',
  },
  txHashInvalid: {
    id: 'walletsAdmin.deposits.txHashInvalid',
    defaultMessage: '64 chiffres hexadécimaux, éventuellement précédés de 0x.',
    description: 'Error of a transaction hash field',
  },
  confirmationsInvalid: {
    id: 'walletsAdmin.deposits.confirmationsInvalid',
    defaultMessage: 'Un nombre entier de 0 à 1 000 000.',
    description: 'Error of the confirmations field',
  },
  listTitle: {
    id: 'walletsAdmin.deposits.listTitle',
    defaultMessage: 'Dépôts enregistrés',
    description: 'Heading and accessible name of the list of recorded deposits',
  },
  pages: {
    id: 'walletsAdmin.deposits.pages',
    defaultMessage: 'Pages des dépôts',
    description: 'Accessible name of the pager of the deposit list',
  },
  status: { id: 'walletsAdmin.deposits.status', defaultMessage: 'Statut', description: 'Filter and column' },
  reference: { id: 'walletsAdmin.deposits.reference', defaultMessage: 'Référence', description: 'Column' },
  member: { id: 'walletsAdmin.deposits.member', defaultMessage: 'Membre', description: 'Column' },
  amountColumn: { id: 'walletsAdmin.deposits.amountColumn', defaultMessage: 'Montant', description: 'Column' },
  fee: { id: 'walletsAdmin.deposits.fee', defaultMessage: 'Frais', description: 'Column' },
  hash: { id: 'walletsAdmin.deposits.hash', defaultMessage: 'Hash', description: 'Column: transaction hash' },
  recordedBy: {
    id: 'walletsAdmin.deposits.recordedBy',
    defaultMessage: 'Enregistré par',
    description: 'Column: the administrator who recorded the deposit',
  },
  date: { id: 'walletsAdmin.deposits.date', defaultMessage: 'Date', description: 'Column' },
  empty: {
    id: 'walletsAdmin.deposits.empty',
    defaultMessage: 'Aucun dépôt enregistré.',
    description: 'Empty deposit list',
  },
});

export const depositStatusNames = defineMessages({
  pending: {
    id: 'walletsAdmin.deposits.status.pending',
    defaultMessage: 'En attente de confirmations',
    description: 'Deposit status',
  },
  credited: { id: 'walletsAdmin.deposits.status.credited', defaultMessage: 'Crédité', description: 'Deposit status' },
});

export const confirmationsOf = defineMessage<{ confirmations: number; required: number }>({
  id: 'walletsAdmin.deposits.confirmationsOf',
  defaultMessage: '{confirmations} / {required}',
  description: 'Confirmations of a deposit over those it needs',
});

export const depositCredited = defineMessage<{ reference: string; amount: string; asset: string; username: string }>({
  id: 'walletsAdmin.deposits.credited',
  defaultMessage: 'Dépôt {reference} crédité : {amount} {asset} pour {username}.',
  description: 'Toast after recording a deposit that is credited at once',
});

export const depositPending = defineMessage<{ reference: string; confirmations: number; required: number }>({
  id: 'walletsAdmin.deposits.pending',
  defaultMessage:
    'Dépôt {reference} enregistré, en attente de confirmations ({confirmations} sur {required}) : il sera crédité ensuite.',
  description: 'Toast after recording a deposit that still waits for confirmations',
});

/** The full state of a deposit, where it says more than its status (a second approval, a refusal). */
export const depositStateNames = defineMessages({
  pending_approval: {
    id: 'walletsAdmin.deposits.state.pendingApproval',
    defaultMessage: 'En attente d’un second administrateur',
    description: 'Deposit state: recorded, waiting for the approval of another administrator',
  },
  rejected: { id: 'walletsAdmin.deposits.state.rejected', defaultMessage: 'Rejeté', description: 'Deposit state' },
});

export const depositApprovalReasons = defineMessages({
  own_account: {
    id: 'walletsAdmin.deposits.reason.ownAccount',
    defaultMessage: 'il crédite le compte de l’administrateur qui l’a enregistré',
    description: 'Why a deposit needs a second administrator, inside a sentence',
  },
  threshold: {
    id: 'walletsAdmin.deposits.reason.threshold',
    defaultMessage: 'il dépasse le seuil des dépôts du membre sur 24 heures',
    description: 'Why a deposit needs a second administrator, inside a sentence',
  },
});

export const depositAwaitingApproval = defineMessage<{ reference: string; reason: string }>({
  id: 'walletsAdmin.deposits.awaitingApproval',
  defaultMessage:
    'Dépôt {reference} enregistré, en attente d’un second administrateur : {reason}. Il sera crédité après son approbation.',
  description: 'Toast after recording a deposit that waits for the approval of another administrator',
});

export const depositAwaitingApprovalNoReason = defineMessage<{ reference: string }>({
  id: 'walletsAdmin.deposits.awaitingApprovalNoReason',
  defaultMessage:
    'Dépôt {reference} enregistré, en attente d’un second administrateur : il sera crédité après son approbation.',
  description: 'Toast after recording a deposit that waits for another administrator, when no reason is given',
});

export const depositDecisions = defineMessages({
  approve: { id: 'walletsAdmin.deposits.approve', defaultMessage: 'Approuver', description: 'Row button' },
  reject: { id: 'walletsAdmin.deposits.reject', defaultMessage: 'Rejeter', description: 'Row button' },
  approveNote: {
    id: 'walletsAdmin.deposits.approveNote',
    defaultMessage: 'Le montant, moins ses frais, est crédité au membre. Vous êtes le second administrateur.',
    description: 'What approving a deposit waiting for a second administrator does',
  },
  rejectNote: {
    id: 'walletsAdmin.deposits.rejectNote',
    defaultMessage: 'Le dépôt n’est jamais crédité et son hash ne peut plus être déclaré. Le motif est conservé.',
    description: 'What rejecting a deposit does',
  },
  confirmApprove: {
    id: 'walletsAdmin.deposits.confirmApprove',
    defaultMessage: 'Approuver et créditer',
    description: 'Submit button of the approve dialog',
  },
  approving: { id: 'walletsAdmin.deposits.approving', defaultMessage: 'Approbation…', description: 'Busy button' },
  confirmReject: {
    id: 'walletsAdmin.deposits.confirmReject',
    defaultMessage: 'Rejeter le dépôt',
    description: 'Submit button of the reject dialog',
  },
  rejecting: { id: 'walletsAdmin.deposits.rejecting', defaultMessage: 'Rejet…', description: 'Busy button' },
  reason: { id: 'walletsAdmin.deposits.rejectReason', defaultMessage: 'Motif du rejet', description: 'Field label' },
  reasonInvalid: {
    id: 'walletsAdmin.deposits.rejectReasonInvalid',
    defaultMessage: 'Un motif de 3 à 500 caractères.',
    description: 'Error on the reason of a rejected deposit',
  },
});

export const approveDeposit = defineMessage<{ reference: string }>({
  id: 'walletsAdmin.deposits.approveDeposit',
  defaultMessage: 'Approuver {reference}',
  description: 'Accessible name of the approve button of a deposit row, and title of its dialog',
});

export const rejectDeposit = defineMessage<{ reference: string }>({
  id: 'walletsAdmin.deposits.rejectDeposit',
  defaultMessage: 'Rejeter {reference}',
  description: 'Accessible name of the reject button of a deposit row, and title of its dialog',
});

export const depositSummary = defineMessage<{ amount: string; asset: string; username: string; recordedBy: string }>({
  id: 'walletsAdmin.deposits.summary',
  defaultMessage: '{amount} {asset} pour {username}, enregistré par {recordedBy}.',
  description: 'What a deposit is, in its dialogs',
});

export const depositApproved = defineMessage<{ reference: string }>({
  id: 'walletsAdmin.deposits.approved',
  defaultMessage: 'Dépôt {reference} approuvé et crédité.',
  description: 'Toast after approving a deposit',
});

export const depositRejected = defineMessage<{ reference: string }>({
  id: 'walletsAdmin.deposits.rejected',
  defaultMessage: 'Dépôt {reference} rejeté : rien n’est crédité.',
  description: 'Toast after rejecting a deposit',
});

export const withdrawals = defineMessages({
  status: { id: 'walletsAdmin.withdrawals.status', defaultMessage: 'Statut', description: 'Filter and column' },
  asset: { id: 'walletsAdmin.withdrawals.asset', defaultMessage: 'Actif', description: 'Filter and column' },
  user: {
    id: 'walletsAdmin.withdrawals.user',
    defaultMessage: 'Membre (nom d’utilisateur)',
    description: 'Filter of the withdrawal queue',
  },
  table: {
    id: 'walletsAdmin.withdrawals.table',
    defaultMessage: 'Demandes de retrait',
    description: 'Accessible name of the withdrawal request table',
  },
  pages: {
    id: 'walletsAdmin.withdrawals.pages',
    defaultMessage: 'Pages des demandes de retrait',
    description: 'Accessible name of the pager of the withdrawal queue',
  },
  request: { id: 'walletsAdmin.withdrawals.request', defaultMessage: 'Demande', description: 'Column' },
  member: { id: 'walletsAdmin.withdrawals.member', defaultMessage: 'Membre', description: 'Column' },
  amount: { id: 'walletsAdmin.withdrawals.amount', defaultMessage: 'Montant', description: 'Column' },
  fee: { id: 'walletsAdmin.withdrawals.fee', defaultMessage: 'Frais', description: 'Column' },
  address: { id: 'walletsAdmin.withdrawals.address', defaultMessage: 'Adresse', description: 'Column' },
  usdValue: { id: 'walletsAdmin.withdrawals.usdValue', defaultMessage: 'Valeur USD', description: 'Column' },
  timeline: { id: 'walletsAdmin.withdrawals.timeline', defaultMessage: 'Historique', description: 'Column' },
  actions: { id: 'walletsAdmin.withdrawals.actions', defaultMessage: 'Actions', description: 'Column' },
  secondApproval: {
    id: 'walletsAdmin.withdrawals.secondApproval',
    defaultMessage: 'Double approbation requise',
    description: 'Marker of a request above the second-approval threshold',
  },
  awaitingSecond: {
    id: 'walletsAdmin.withdrawals.awaitingSecond',
    defaultMessage: 'En attente d’une seconde approbation par un autre administrateur',
    description: 'Shown on a request that one administrator approved and another must send',
  },
  empty: {
    id: 'walletsAdmin.withdrawals.empty',
    defaultMessage: 'Aucune demande de retrait ne correspond.',
    description: 'Empty withdrawal queue',
  },
  approve: { id: 'walletsAdmin.withdrawals.approve', defaultMessage: 'Approuver', description: 'Action button' },
  reject: { id: 'walletsAdmin.withdrawals.reject', defaultMessage: 'Rejeter', description: 'Action button' },
  txHash: {
    id: 'walletsAdmin.withdrawals.txHash',
    defaultMessage: 'Hash de la transaction sortante',
    description: 'Field of the approve dialog',
  },
  firstApprovalNote: {
    id: 'walletsAdmin.withdrawals.firstApprovalNote',
    defaultMessage:
      'Cette demande dépasse le seuil de double approbation : votre approbation est la première et n’envoie rien. Un autre administrateur l’enverra ensuite avec le hash de la transaction.',
    description: 'Approve dialog of a request that needs two administrators, on its first approval',
  },
  sendNote: {
    id: 'walletsAdmin.withdrawals.sendNote',
    defaultMessage:
      'Cette approbation envoie le retrait : saisissez le hash de la transaction sortante, que le membre verra.',
    description: 'Approve dialog of the approval that sends the withdrawal',
  },
  confirmFirst: {
    id: 'walletsAdmin.withdrawals.confirmFirst',
    defaultMessage: 'Donner la première approbation',
    description: 'Confirm button of the first of two approvals',
  },
  confirmSend: {
    id: 'walletsAdmin.withdrawals.confirmSend',
    defaultMessage: 'Approuver et envoyer',
    description: 'Confirm button of the approval that sends the withdrawal',
  },
  approving: {
    id: 'walletsAdmin.withdrawals.approving',
    defaultMessage: 'Approbation en cours…',
    description: 'The approve button while the approval runs',
  },
  rejectNote: {
    id: 'walletsAdmin.withdrawals.rejectNote',
    defaultMessage: 'Le montant et les frais sont rendus au membre, qui verra le motif.',
    description: 'Explanation in the reject dialog',
  },
  reason: {
    id: 'walletsAdmin.withdrawals.reason',
    defaultMessage: 'Motif du rejet',
    description: 'Field of the reject dialog',
  },
  reasonInvalid: {
    id: 'walletsAdmin.withdrawals.reasonInvalid',
    defaultMessage: 'Un motif de 3 à 500 caractères.',
    description: 'Error of the reason field',
  },
  confirmReject: {
    id: 'walletsAdmin.withdrawals.confirmReject',
    defaultMessage: 'Rejeter la demande',
    description: 'Confirm button of the reject dialog',
  },
  rejecting: {
    id: 'walletsAdmin.withdrawals.rejecting',
    defaultMessage: 'Rejet en cours…',
    description: 'The reject button while the rejection runs',
  },
});

export const withdrawalStatusNames = defineMessages({
  pending: { id: 'walletsAdmin.withdrawals.status.pending', defaultMessage: 'En attente', description: 'Status' },
  awaiting_second_approval: {
    id: 'walletsAdmin.withdrawals.status.awaitingSecondApproval',
    defaultMessage: 'En attente de seconde approbation',
    description: 'Withdrawal status',
  },
  sent: { id: 'walletsAdmin.withdrawals.status.sent', defaultMessage: 'Envoyé', description: 'Withdrawal status' },
  rejected: { id: 'walletsAdmin.withdrawals.status.rejected', defaultMessage: 'Rejeté', description: 'Status' },
});

export const approveRequest = defineMessage<{ reference: string }>({
  id: 'walletsAdmin.withdrawals.approveRequest',
  defaultMessage: 'Approuver {reference}',
  description: 'Accessible name of the approve button of a row, and title of its dialog',
});

export const rejectRequest = defineMessage<{ reference: string }>({
  id: 'walletsAdmin.withdrawals.rejectRequest',
  defaultMessage: 'Rejeter {reference}',
  description: 'Accessible name of the reject button of a row, and title of its dialog',
});

export const withdrawalSummary = defineMessage<{ amount: string; asset: string; username: string; address: string }>({
  id: 'walletsAdmin.withdrawals.summary',
  defaultMessage: '{amount} {asset} demandés par {username} vers {address}.',
  description: 'What a withdrawal request is, in its dialogs',
});

type EventValues = { at: string; by: string; hash: string; reason: string };

// One type for the four steps, so a step is drawn from its type alone; each uses the values it needs.
export const timelineEvents = {
  requested: defineMessage<EventValues>({
    id: 'walletsAdmin.withdrawals.event.requested',
    defaultMessage: '{at} : demandée par {by}',
    description: 'Timeline step of a withdrawal request',
  }),
  approved: defineMessage<EventValues>({
    id: 'walletsAdmin.withdrawals.event.approved',
    defaultMessage: '{at} : approuvée par {by}',
    description: 'Timeline step of a withdrawal request',
  }),
  sent: defineMessage<EventValues>({
    id: 'walletsAdmin.withdrawals.event.sent',
    defaultMessage: '{at} : envoyée par {by}, hash {hash}',
    description: 'Timeline step of a withdrawal request',
  }),
  rejected: defineMessage<EventValues>({
    id: 'walletsAdmin.withdrawals.event.rejected',
    defaultMessage: '{at} : rejetée par {by}, motif : {reason}',
    description: 'Timeline step of a withdrawal request',
  }),
};

export const withdrawalFirstApproved = defineMessage<{ reference: string }>({
  id: 'walletsAdmin.withdrawals.firstApproved',
  defaultMessage: 'Première approbation de {reference} enregistrée : un autre administrateur doit l’envoyer.',
  description: 'Toast after the first of two approvals',
});

export const withdrawalSent = defineMessage<{ reference: string }>({
  id: 'walletsAdmin.withdrawals.sent',
  defaultMessage: 'Retrait {reference} approuvé et envoyé.',
  description: 'Toast after the approval that sends a withdrawal',
});

export const withdrawalRejected = defineMessage<{ reference: string }>({
  id: 'walletsAdmin.withdrawals.rejected',
  defaultMessage: 'Demande {reference} rejetée : les fonds sont rendus au membre.',
  description: 'Toast after rejecting a withdrawal request',
});

export const walletDetail = defineMessages({
  member: {
    id: 'walletsAdmin.walletDetail.member',
    defaultMessage: 'Membre (nom d’utilisateur, uid, nom ou e-mail)',
    description: 'Member search field of the wallet detail page',
  },
  memberList: {
    id: 'walletsAdmin.walletDetail.memberList',
    defaultMessage: 'Afficher les membres trouvés',
    description: 'Accessible name of the button that opens the list of members found',
  },
  prompt: {
    id: 'walletsAdmin.walletDetail.prompt',
    defaultMessage: 'Cherchez un membre puis choisissez-le pour voir ses portefeuilles.',
    description: 'Shown before a member is chosen',
  },
  identity: {
    id: 'walletsAdmin.walletDetail.identity',
    defaultMessage: 'Membre',
    description: 'Heading of the member identity on the wallet detail page',
  },
  username: {
    id: 'walletsAdmin.walletDetail.username',
    defaultMessage: 'Nom d’utilisateur',
    description: 'Identity field',
  },
  name: { id: 'walletsAdmin.walletDetail.name', defaultMessage: 'Nom', description: 'Identity field' },
  email: { id: 'walletsAdmin.walletDetail.email', defaultMessage: 'E-mail', description: 'Identity field' },
  uidShort: { id: 'walletsAdmin.walletDetail.uidShort', defaultMessage: 'Identifiant', description: 'Identity field' },
  wallets: {
    id: 'walletsAdmin.walletDetail.wallets',
    defaultMessage: 'Portefeuilles',
    description: 'Heading and accessible name of the wallet table',
  },
  asset: { id: 'walletsAdmin.walletDetail.asset', defaultMessage: 'Actif', description: 'Column' },
  network: { id: 'walletsAdmin.walletDetail.network', defaultMessage: 'Réseau', description: 'Column' },
  balance: { id: 'walletsAdmin.walletDetail.balance', defaultMessage: 'Solde', description: 'Column' },
  held: {
    id: 'walletsAdmin.walletDetail.held',
    defaultMessage: 'Retenu',
    description: 'Column: held by pending withdrawals',
  },
  available: { id: 'walletsAdmin.walletDetail.available', defaultMessage: 'Disponible', description: 'Column' },
  usdPrice: { id: 'walletsAdmin.walletDetail.usdPrice', defaultMessage: 'Prix USD', description: 'Column' },
  usdValue: { id: 'walletsAdmin.walletDetail.usdValue', defaultMessage: 'Valeur USD', description: 'Column' },
  empty: {
    id: 'walletsAdmin.walletDetail.empty',
    defaultMessage: 'Ce membre n’a encore aucun portefeuille.',
    description: 'Empty wallet table',
  },
});

export const walletTotal = defineMessage<{ total: string }>({
  id: 'walletsAdmin.walletDetail.total',
  defaultMessage: 'Valeur totale : {total}',
  description: 'Total USD value of a member’s wallets',
});

export const memberTransactions = defineMessage<{ username: string }>({
  id: 'walletsAdmin.walletDetail.transactions',
  defaultMessage: 'Transactions de {username}',
  description: 'Link to the transactions of the member',
});

export const accounting = defineMessages({
  show: {
    id: 'walletsAdmin.accounting.show',
    defaultMessage: 'Afficher la période',
    description: 'Applies the period of the accounting page',
  },
  period: {
    id: 'walletsAdmin.accounting.period',
    defaultMessage: 'Période',
    description: 'Accessible name of the period form',
  },
  balanced: {
    id: 'walletsAdmin.accounting.balanced',
    defaultMessage: 'Registre équilibré',
    description: 'Ledger status: every asset balances',
  },
  notBalanced: {
    id: 'walletsAdmin.accounting.notBalanced',
    defaultMessage: 'Registre NON équilibré',
    description: 'Ledger status: an asset does not balance',
  },
  balancedDetail: {
    id: 'walletsAdmin.accounting.balancedDetail',
    defaultMessage: 'Pour chaque actif, la somme des écritures est nulle et aucun solde de membre n’est négatif.',
    description: 'Explains the balanced ledger status',
  },
  notBalancedDetail: {
    id: 'walletsAdmin.accounting.notBalancedDetail',
    defaultMessage:
      'Au moins un actif a des écritures dont la somme n’est pas nulle ou un solde de membre négatif : voir les lignes « Non équilibré » ci-dessous.',
    description: 'Explains the unbalanced ledger status',
  },
  table: {
    id: 'walletsAdmin.accounting.table',
    defaultMessage: 'Comptes par actif',
    description: 'Accessible name of the accounting table',
  },
  asset: { id: 'walletsAdmin.accounting.asset', defaultMessage: 'Actif', description: 'Column' },
  memberBalances: {
    id: 'walletsAdmin.accounting.memberBalances',
    defaultMessage: 'Soldes des membres',
    description: 'Column: members’ available balances now',
  },
  held: {
    id: 'walletsAdmin.accounting.held',
    defaultMessage: 'Retenu',
    description: 'Column: held by pending withdrawals now',
  },
  feesEarned: {
    id: 'walletsAdmin.accounting.feesEarned',
    defaultMessage: 'Frais perçus',
    description: 'Column: fees earned over the period',
  },
  deposits: {
    id: 'walletsAdmin.accounting.deposits',
    defaultMessage: 'Dépôts',
    description: 'Column: deposits credited over the period',
  },
  withdrawals: {
    id: 'walletsAdmin.accounting.withdrawals',
    defaultMessage: 'Retraits',
    description: 'Column: withdrawals sent over the period',
  },
  postingsSum: {
    id: 'walletsAdmin.accounting.postingsSum',
    defaultMessage: 'Somme des écritures',
    description: 'Column: sum of every posting of the asset, 0 when it balances',
  },
  negativeBalances: {
    id: 'walletsAdmin.accounting.negativeBalances',
    defaultMessage: 'Soldes négatifs',
    description: 'Column: member accounts below zero',
  },
  status: { id: 'walletsAdmin.accounting.status', defaultMessage: 'État', description: 'Column' },
  assetBalanced: {
    id: 'walletsAdmin.accounting.assetBalanced',
    defaultMessage: 'Équilibré',
    description: 'State of one asset',
  },
  assetNotBalanced: {
    id: 'walletsAdmin.accounting.assetNotBalanced',
    defaultMessage: 'Non équilibré',
    description: 'State of one asset',
  },
  empty: { id: 'walletsAdmin.accounting.empty', defaultMessage: 'Aucun actif.', description: 'Empty accounting table' },
});

export const checkedAt = defineMessage<{ at: string }>({
  id: 'walletsAdmin.accounting.checkedAt',
  defaultMessage: 'Vérifié le {at}',
  description: 'When the ledger check ran',
});

export const periodOf = defineMessage<{ from: string; to: string }>({
  id: 'walletsAdmin.accounting.periodOf',
  defaultMessage: 'Du {from} au {to} (jours UTC inclus)',
  description: 'The period the accounting figures cover',
});

export const transactions = defineMessages({
  walletsLink: {
    id: 'walletsAdmin.transactions.walletsLink',
    defaultMessage: 'Portefeuilles des membres',
    description: 'Link from a member’s transactions to the wallet detail page',
  },
});

export const memberOf = defineMessage<{ username: string }>({
  id: 'walletsAdmin.transactions.memberOf',
  defaultMessage: 'Membre : {username}',
  description: 'Whose transactions the page lists',
});

// The asset form's danger zone: closing what members can do with an asset.
export const assetDanger = defineMessages({
  zone: {
    id: 'walletsAdmin.assets.danger.zone',
    defaultMessage: 'Zone sensible',
    description: 'Title of a danger zone',
  },
  note: {
    id: 'walletsAdmin.assets.danger.note',
    defaultMessage:
      'Fermer les dépôts, les retraits ou les swaps d’un actif les arrête pour tous les membres dès l’enregistrement.',
    description: 'What switching off an asset’s deposits, withdrawals or swaps does',
  },
  confirmTitle: {
    id: 'walletsAdmin.assets.danger.confirmTitle',
    defaultMessage: 'Enregistrer ces changements ?',
    description: 'Title of the dialog that confirms closing an asset before saving',
  },
  confirmIntro: {
    id: 'walletsAdmin.assets.danger.confirmIntro',
    defaultMessage: 'Cet enregistrement change ce qui suit :',
    description: 'Before the list of what a save closes',
  },
  confirm: {
    id: 'walletsAdmin.assets.danger.confirm',
    defaultMessage: 'Enregistrer les changements',
    description: 'Button: save despite what it closes',
  },
});

export const assetClosed = defineMessage<{ code: string; what: string }>({
  id: 'walletsAdmin.assets.danger.closed',
  defaultMessage:
    '{what, select, deposit {Les dépôts} withdraw {Les retraits} other {Les swaps}} de {code} seront fermés aux membres.',
  description: 'A change a save makes: deposits, withdrawals or swaps of an asset switched off',
});
