import { defineMessage, defineMessages } from 'react-intl';

export const messages = defineMessages({
  save: {
    id: 'configuration.save',
    defaultMessage: 'Enregistrer',
    description: 'Button that saves a configuration form',
  },
});

/** What the server's success message says, for the English interface (the French one shows the server's). */
export const saved = defineMessages({
  depositApproval: {
    id: 'configuration.saved.depositApproval',
    defaultMessage: 'Seuil d’approbation des dépôts enregistré',
    description: 'Toast after saving the deposit approval threshold',
  },
  swap: {
    id: 'configuration.saved.swap',
    defaultMessage: 'Configuration de swap avec succès',
    description: 'Toast after saving the swap configuration',
  },
  kyc: {
    id: 'configuration.saved.kyc',
    defaultMessage: 'Configuration de kyc effectuée avec succès',
    description: 'Toast after saving the KYC configuration',
  },
  transaction: {
    id: 'configuration.saved.transaction',
    defaultMessage: 'Configuration de la transaction effectuée avec succès',
    description: 'Toast after saving the transaction configuration',
  },
  visa: {
    id: 'configuration.saved.visa',
    defaultMessage: 'Configuration de Visa avec succès',
    description: 'Toast after saving the Visa configuration',
  },
  coldWallet: {
    id: 'configuration.saved.coldWallet',
    defaultMessage: 'Configuration de Cold Wallet avec succès',
    description: 'Toast after saving the cold wallet configuration or its price and status',
  },
  coldWalletPending: {
    id: 'configuration.coldWallet.pending',
    defaultMessage: 'Mise à jour encours ...',
    description: 'Toast while the cold wallet price and status are being saved',
  },
});

export const errors = defineMessages({
  required: {
    id: 'configuration.error.required',
    defaultMessage: 'Ce champ est obligatoire.',
    description: 'An empty required field',
  },
  invalid: {
    id: 'configuration.error.invalid',
    defaultMessage: 'Valeur invalide.',
    description: 'A field whose value is refused',
  },
  decimal: {
    id: 'configuration.error.decimal',
    defaultMessage: 'Saisissez un nombre positif.',
    description: 'An amount field that does not hold a non-negative number',
  },
  usd: {
    id: 'configuration.error.usd',
    defaultMessage: 'Saisissez un montant positif avec deux décimales au plus.',
    description: 'A dollar amount that is negative, not a number or has more than two decimals',
  },
  negative: {
    id: 'configuration.error.negative',
    defaultMessage: 'Le montant ne peut pas être négatif.',
    description: 'An amount below 0',
  },
  twoDecimals: {
    id: 'configuration.error.twoDecimals',
    defaultMessage: 'Deux décimales au plus.',
    description: 'An amount with more than two decimals',
  },
  percent: {
    id: 'configuration.error.percent',
    defaultMessage: 'Saisissez un pourcentage entre 0 et 100, avec deux décimales au plus.',
    description: 'A percent field out of range or with too many decimals',
  },
  asset: {
    id: 'configuration.error.asset',
    defaultMessage: 'De 2 à 10 lettres majuscules ou chiffres (ex. USDT).',
    description: 'An asset code that is not 2 to 10 capitals or digits',
  },
  minAboveMax: {
    id: 'configuration.error.minAboveMax',
    defaultMessage: 'Le minimum ne peut pas dépasser le maximum.',
    description: 'A minimum above the maximum of the same row or form',
  },
  freeAboveMax: {
    id: 'configuration.error.freeAboveMax',
    defaultMessage: 'Le retrait gratuit ne peut pas dépasser le retrait maximal.',
    description: 'A Visa tier whose free ATM amount is above its maximum ATM amount',
  },
  sameAsset: {
    id: 'configuration.error.sameAsset',
    defaultMessage: 'L’actif reçu doit différer de l’actif donné.',
    description: 'A swap pair from an asset to the same asset',
  },
  duplicatePair: {
    id: 'configuration.error.duplicatePair',
    defaultMessage: 'Cette paire existe déjà.',
    description: 'A swap direction that appears twice',
  },
  duplicateAsset: {
    id: 'configuration.error.duplicateAsset',
    defaultMessage: 'Cet actif a déjà ses limites.',
    description: 'An asset that appears twice in the transaction limits',
  },
  duplicateTier: {
    id: 'configuration.error.duplicateTier',
    defaultMessage: 'Ce nom est déjà utilisé par une autre carte.',
    description: 'A Visa tier name used twice, whatever the case',
  },
});

/** Labels of the fields, shared by the forms and the audit trail. */
export const fields = defineMessages({
  fee_percent: {
    id: 'configuration.field.feePercent',
    defaultMessage: 'Frais de swap (%)',
    description: 'Swap fee field',
  },
  quote_ttl_seconds: {
    id: 'configuration.field.quoteTtlSeconds',
    defaultMessage: 'Validité d’une cotation (secondes)',
    description: 'How long a quoted swap rate holds',
  },
  pairs: { id: 'configuration.field.pairs', defaultMessage: 'Paires', description: 'The swap pairs' },
  from: {
    id: 'configuration.field.from',
    defaultMessage: 'Actif donné',
    description: 'The asset given in a swap pair',
  },
  to: { id: 'configuration.field.to', defaultMessage: 'Actif reçu', description: 'The asset received in a swap pair' },
  min_amount: {
    id: 'configuration.field.minAmount',
    defaultMessage: 'Minimum',
    description: 'Smallest swap of a pair',
  },
  max_amount: { id: 'configuration.field.maxAmount', defaultMessage: 'Maximum', description: 'Largest swap of a pair' },
  enabled: {
    id: 'configuration.field.enabled',
    defaultMessage: 'Activée',
    description: 'Whether a swap pair or the Visa programme is on',
  },
  provider: {
    id: 'configuration.field.provider',
    defaultMessage: 'Prestataire de vérification',
    description: 'KYC provider',
  },
  required_for_withdrawal: {
    id: 'configuration.field.requiredForWithdrawal',
    defaultMessage: 'Exigée pour les retraits',
    description: 'Whether KYC is required for withdrawals',
  },
  withdrawal_threshold_usd: {
    id: 'configuration.field.withdrawalThresholdUsd',
    defaultMessage: 'Seuil de retrait (USD)',
    description: 'Withdrawals above this amount need KYC',
  },
  required_for_card: {
    id: 'configuration.field.requiredForCard',
    defaultMessage: 'Exigée pour commander une carte',
    description: 'Whether KYC is required for card orders',
  },
  enterprise_allowed: {
    id: 'configuration.field.enterpriseAllowed',
    defaultMessage: 'Vérification des entreprises autorisée',
    description: 'Whether companies may verify as enterprises',
  },
  second_approval_threshold_usd: {
    id: 'configuration.field.secondApprovalThresholdUsd',
    defaultMessage: 'Seuil de double validation (USD)',
    description: 'A withdrawal above this amount waits for a second administrator',
  },
  daily_withdrawal_limit_usd: {
    id: 'configuration.field.dailyWithdrawalLimitUsd',
    defaultMessage: 'Plafond de retrait quotidien (USD)',
    description: 'Withdrawal limit per member and day',
  },
  limits: {
    id: 'configuration.field.limits',
    defaultMessage: 'Limites par actif',
    description: 'The per-asset limits table',
  },
  asset: { id: 'configuration.field.asset', defaultMessage: 'Actif', description: 'Asset code of a limits row' },
  min_withdrawal: {
    id: 'configuration.field.minWithdrawal',
    defaultMessage: 'Retrait minimum',
    description: 'Smallest withdrawal of an asset',
  },
  max_withdrawal: {
    id: 'configuration.field.maxWithdrawal',
    defaultMessage: 'Retrait maximum',
    description: 'Largest withdrawal of an asset',
  },
  withdrawal_fee: {
    id: 'configuration.field.withdrawalFee',
    defaultMessage: 'Frais de retrait',
    description: 'Flat withdrawal fee of an asset',
  },
  deposit_fee_percent: {
    id: 'configuration.field.depositFeePercent',
    defaultMessage: 'Frais de dépôt (%)',
    description: 'Deposit fee of an asset',
  },
  confirmations: {
    id: 'configuration.field.confirmations',
    defaultMessage: 'Confirmations',
    description: 'Blocks before a deposit counts',
  },
  atm_fee_percent: {
    id: 'configuration.field.atmFeePercent',
    defaultMessage: 'Frais de retrait DAB (%)',
    description: 'Charged above the free monthly ATM amount',
  },
  delivery_days_min: {
    id: 'configuration.field.deliveryDaysMin',
    defaultMessage: 'Délai minimum (jours)',
    description: 'Shortest delivery time',
  },
  delivery_days_max: {
    id: 'configuration.field.deliveryDaysMax',
    defaultMessage: 'Délai maximum (jours)',
    description: 'Longest delivery time',
  },
  tiers: { id: 'configuration.field.tiers', defaultMessage: 'Cartes', description: 'The Visa card tiers table' },
  name: { id: 'configuration.field.name', defaultMessage: 'Nom', description: 'Name of a Visa card tier' },
  price: { id: 'configuration.field.price', defaultMessage: 'Prix (USD)', description: 'Price in dollars' },
  min_staking_usd: {
    id: 'configuration.field.minStakingUsd',
    defaultMessage: 'Staking minimum (USD)',
    description: 'Minimum staking of a Visa tier',
  },
  cashback_percent: {
    id: 'configuration.field.cashbackPercent',
    defaultMessage: 'Cashback (%)',
    description: 'Cashback of a Visa tier',
  },
  free_atm_monthly_usd: {
    id: 'configuration.field.freeAtmMonthlyUsd',
    defaultMessage: 'Retrait DAB gratuit par mois (USD)',
    description: 'Free monthly ATM withdrawals of a Visa tier',
  },
  max_atm_monthly_usd: {
    id: 'configuration.field.maxAtmMonthlyUsd',
    defaultMessage: 'Retrait DAB maximum par mois (USD)',
    description: 'Maximum monthly ATM withdrawals of a Visa tier',
  },
  max_payments_monthly_usd: {
    id: 'configuration.field.maxPaymentsMonthlyUsd',
    defaultMessage: 'Paiements maximum par mois (USD)',
    description: 'Maximum monthly card payments of a Visa tier',
  },
  max_quantity_per_order: {
    id: 'configuration.field.maxQuantityPerOrder',
    defaultMessage: 'Quantité maximale par commande',
    description: 'Cold wallets per order',
  },
  shipping_countries: {
    id: 'configuration.field.shippingCountries',
    defaultMessage: 'Pays de livraison',
    description: 'Countries cold wallets ship to',
  },
  status: {
    id: 'configuration.field.status',
    defaultMessage: 'Commandes ouvertes',
    description: 'Whether members may order a cold wallet',
  },
});

export const providers = defineMessages({
  manual: { id: 'configuration.kyc.provider.manual', defaultMessage: 'Revue manuelle', description: 'KYC by the team' },
  sumsub: { id: 'configuration.kyc.provider.sumsub', defaultMessage: 'Sumsub', description: 'The Sumsub KYC provider' },
  onfido: { id: 'configuration.kyc.provider.onfido', defaultMessage: 'Onfido', description: 'The Onfido KYC provider' },
});

export const asset = defineMessages({
  tabs: {
    id: 'configuration.asset.tabs',
    defaultMessage: 'Catégories de paires',
    description: 'Accessible name of the tabs of setting/asset',
  },
  knt: { id: 'configuration.asset.tab.knt', defaultMessage: 'KNT', description: 'Tab of the swap pairs involving KNT' },
  fiat: {
    id: 'configuration.asset.tab.fiat',
    defaultMessage: 'Fiat',
    description: 'Tab of the swap pairs involving USD or EUR',
  },
  swap: {
    id: 'configuration.asset.tab.swap',
    defaultMessage: 'Swap',
    description: 'Tab of the swap fee, quote validity and other pairs',
  },
  kntIntro: {
    id: 'configuration.asset.knt.intro',
    defaultMessage: 'Les paires de swap dont KNT est l’actif donné ou reçu.',
    description: 'Text of the KNT tab',
  },
  fiatIntro: {
    id: 'configuration.asset.fiat.intro',
    defaultMessage: 'Les paires de swap avec USD ou EUR (hors KNT).',
    description: 'Text of the Fiat tab',
  },
  swapIntro: {
    id: 'configuration.asset.swap.intro',
    defaultMessage: 'Les frais et la validité des cotations de tous les swaps, et les autres paires.',
    description: 'Text of the Swap tab',
  },
  empty: {
    id: 'configuration.asset.empty',
    defaultMessage: 'Aucune paire dans cette catégorie.',
    description: 'A tab of setting/asset without pairs',
  },
  addPair: { id: 'configuration.asset.addPair', defaultMessage: 'Ajouter une paire', description: 'Adds a swap pair' },
  newPair: {
    id: 'configuration.asset.newPair',
    defaultMessage: 'Nouvelle paire',
    description: 'Name of a swap pair row whose assets are not filled in yet',
  },
});

export const transaction = defineMessages({
  empty: {
    id: 'configuration.transaction.empty',
    defaultMessage: 'Aucune limite par actif.',
    description: 'No per-asset limit row',
  },
  addLimit: {
    id: 'configuration.transaction.addLimit',
    defaultMessage: 'Ajouter un actif',
    description: 'Adds a per-asset limits row',
  },
  newRow: {
    id: 'configuration.transaction.newRow',
    defaultMessage: 'Nouvel actif',
    description: 'Name of a limits row whose asset is not filled in yet',
  },
});

export const visa = defineMessages({
  empty: { id: 'configuration.visa.empty', defaultMessage: 'Aucune carte.', description: 'No Visa tier' },
  addTier: { id: 'configuration.visa.addTier', defaultMessage: 'Ajouter une carte', description: 'Adds a Visa tier' },
  newTier: {
    id: 'configuration.visa.newTier',
    defaultMessage: 'Nouvelle carte',
    description: 'Name of a Visa tier row without a name yet',
  },
  programme: {
    id: 'configuration.visa.programme',
    defaultMessage: 'Programme Visa activé',
    description: 'Switch of the Visa programme',
  },
});

export const duration = defineMessages({
  visa: {
    id: 'configuration.duration.visa',
    defaultMessage: 'Livraison de la carte Visa',
    description: 'Heading of the Visa delivery days form',
  },
  visaHint: {
    id: 'configuration.duration.visaHint',
    defaultMessage: 'En jours ouvrés.',
    description: 'The Visa delivery days are working days',
  },
  coldWallet: {
    id: 'configuration.duration.coldWallet',
    defaultMessage: 'Livraison du Cold Wallet',
    description: 'Heading of the cold wallet delivery days form',
  },
});

export const payment = defineMessages({
  tabs: {
    id: 'configuration.payment.tabs',
    defaultMessage: 'Moyens de paiement',
    description: 'Accessible name of the tabs of setting/payment',
  },
  provider: {
    id: 'configuration.payment.tab.provider',
    defaultMessage: 'Prestataire de paiement',
    description: 'Tab of the second payment provider',
  },
  visa: {
    id: 'configuration.payment.tab.visa',
    defaultMessage: 'Visa',
    description: 'Tab of the Visa programme switch and ATM fee',
  },
  crypto: {
    id: 'configuration.payment.tab.crypto',
    defaultMessage: 'Crypto',
    description: 'Tab of the deposit fee and confirmations per asset',
  },
  providerNone: {
    id: 'configuration.payment.provider.none',
    defaultMessage:
      'Aucun second prestataire de paiement n’est connecté à la plateforme : il n’y a rien à configurer ici.',
    description: 'The second payment provider tab: no such provider exists in this product',
  },
  providerHint: {
    id: 'configuration.payment.provider.hint',
    defaultMessage:
      'Les paiements par carte passent par le programme Visa et les dépôts par les réseaux crypto : voyez les onglets Visa et Crypto.',
    description: 'Where payments are configured instead',
  },
  cryptoEmpty: {
    id: 'configuration.payment.crypto.empty',
    defaultMessage: 'Aucun actif : ajoutez-en dans la configuration des transactions.',
    description: 'The crypto tab when the transaction configuration has no asset',
  },
});

export const coldWallet = defineMessages({
  price: {
    id: 'configuration.coldWallet.price',
    defaultMessage: 'Prix (USD)',
    description: 'Price of the cold wallet in dollars',
  },
  status: {
    id: 'configuration.coldWallet.status',
    defaultMessage: 'Commandes ouvertes',
    description: 'Switch: whether members may order a cold wallet',
  },
});

export const audit = defineMessages({
  section: {
    id: 'configuration.audit.section',
    defaultMessage: 'Configuration',
    description: 'Section filter and column of the audit trail',
  },
  allSections: {
    id: 'configuration.audit.allSections',
    defaultMessage: 'Toutes',
    description: 'Filter option: every section',
  },
  table: {
    id: 'configuration.audit.table',
    defaultMessage: 'Modifications',
    description: 'Accessible name of the audit table',
  },
  who: { id: 'configuration.audit.who', defaultMessage: 'Par', description: 'Column: who saved the change' },
  when: { id: 'configuration.audit.when', defaultMessage: 'Date', description: 'Column: when the change was saved' },
  changes: { id: 'configuration.audit.changes', defaultMessage: 'Changements', description: 'Column: what changed' },
  empty: {
    id: 'configuration.audit.empty',
    defaultMessage: 'Aucune modification enregistrée.',
    description: 'No change in the audit trail',
  },
  pagination: {
    id: 'configuration.audit.pagination',
    defaultMessage: 'Pages des modifications',
    description: 'Accessible name of the pager',
  },
  swap: { id: 'configuration.audit.section.swap', defaultMessage: 'Swap', description: 'The swap configuration' },
  kyc: { id: 'configuration.audit.section.kyc', defaultMessage: 'KYC', description: 'The KYC configuration' },
  transaction: {
    id: 'configuration.audit.section.transaction',
    defaultMessage: 'Transactions',
    description: 'The transaction configuration',
  },
  visa: { id: 'configuration.audit.section.visa', defaultMessage: 'Visa', description: 'The Visa configuration' },
  coldWallet: {
    id: 'configuration.audit.section.coldWallet',
    defaultMessage: 'Cold Wallet',
    description: 'The cold wallet configuration',
  },
});

// The messages with arguments, each typed with the values it needs.
export const removeRow = defineMessage<{ row: string }>({
  id: 'configuration.remove',
  defaultMessage: 'Supprimer {row}',
  description: 'Removes a row of a configuration table; {row} names the row',
});

export const tooLong = defineMessage<{ maximum: number }>({
  id: 'configuration.error.tooLong',
  defaultMessage: '{maximum, plural, one {# caractère} other {# caractères}} au plus.',
  description: 'A text longer than allowed',
});

export const tooSmall = defineMessage<{ minimum: number }>({
  id: 'configuration.error.minimum',
  defaultMessage: 'La valeur minimale est {minimum}.',
  description: 'A number below its minimum',
});

export const tooBig = defineMessage<{ maximum: number }>({
  id: 'configuration.error.maximum',
  defaultMessage: 'La valeur maximale est {maximum}.',
  description: 'A number above its maximum',
});

export const pairName = defineMessage<{ from: string; to: string }>({
  id: 'configuration.asset.pair',
  defaultMessage: 'Paire {from} → {to}',
  description: 'Name of a swap pair row; {from} and {to} are asset codes',
});

export const limitName = defineMessage<{ asset: string }>({
  id: 'configuration.transaction.row',
  defaultMessage: 'Limites {asset}',
  description: 'Name of a per-asset limits row',
});

export const tierName = defineMessage<{ name: string }>({
  id: 'configuration.visa.tier',
  defaultMessage: 'Carte {name}',
  description: 'Name of a Visa tier row',
});

export const depositName = defineMessage<{ asset: string }>({
  id: 'configuration.payment.crypto.row',
  defaultMessage: 'Dépôts {asset}',
  description: 'Name of a per-asset deposit row',
});

export const auditCount = defineMessage<{ total: number }>({
  id: 'configuration.audit.count',
  defaultMessage: '{total, plural, =0 {Aucune modification} one {# modification} other {# modifications}}',
  description: 'How many changes the audit trail holds for the filter',
});

export const danger = defineMessages({
  zone: { id: 'configuration.danger.zone', defaultMessage: 'Zone sensible', description: 'Title of a danger zone' },
  pairNote: {
    id: 'configuration.danger.pairNote',
    defaultMessage: 'Supprimer cette paire arrête ses swaps dès l’enregistrement.',
    description: 'What removing a saved swap pair does',
  },
  confirmTitle: {
    id: 'configuration.danger.confirmTitle',
    defaultMessage: 'Enregistrer ces changements ?',
    description: 'Title of the dialog that confirms destructive changes before saving',
  },
  confirmIntro: {
    id: 'configuration.danger.confirmIntro',
    defaultMessage: 'Cet enregistrement change ce qui suit :',
    description: 'Before the list of what a save removes or stops',
  },
  confirm: {
    id: 'configuration.danger.confirm',
    defaultMessage: 'Enregistrer les changements',
    description: 'Button: save despite what it removes or stops',
  },
  cancel: { id: 'configuration.danger.cancel', defaultMessage: 'Annuler', description: 'Button: do not save' },
});

export const assetOption = defineMessage<{ code: string; name: string }>({
  id: 'configuration.asset.option',
  defaultMessage: '{code} — {name}',
  description: 'An asset in the list a swap pair picks from',
});

export const pairRemoved = defineMessage<{ from: string; to: string }>({
  id: 'configuration.danger.pairRemoved',
  defaultMessage: 'La paire {from} → {to} est supprimée : les membres ne pourront plus échanger {from} contre {to}.',
  description: 'A change a save makes: a swap pair removed',
});

export const pairDisabled = defineMessage<{ from: string; to: string }>({
  id: 'configuration.danger.pairDisabled',
  defaultMessage: 'La paire {from} → {to} est désactivée : ses swaps s’arrêtent.',
  description: 'A change a save makes: a swap pair switched off',
});

export const depositApproval = defineMessages({
  title: {
    id: 'configuration.depositApproval.title',
    defaultMessage: 'Dépôts : seconde approbation',
    description: 'Heading of the deposit approval section of setting/transaction',
  },
  threshold: {
    id: 'configuration.depositApproval.threshold',
    defaultMessage: 'Seuil d’approbation des dépôts (USD)',
    description: 'Field: above this total of a member’s deposits in 24 hours, a second administrator approves',
  },
  hint: {
    id: 'configuration.depositApproval.hint',
    defaultMessage:
      'Au-delà de ce total des dépôts d’un membre sur 24 heures, un second administrateur doit approuver le dépôt.',
    description: 'What the deposit approval threshold does',
  },
  save: {
    id: 'configuration.depositApproval.save',
    defaultMessage: 'Enregistrer le seuil',
    description: 'Button: save the deposit approval threshold, apart from the transaction configuration',
  },
});
