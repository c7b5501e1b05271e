import { defineMessage, defineMessages, type MessageTag } from 'react-intl';

/** The member's page: the pack, the tiers, the payment and the history. */
export const pack = defineMessages({
  current: { id: 'booster.current', defaultMessage: 'Mon pack', description: 'Section title: the member’s pack' },
  none: {
    id: 'booster.none',
    defaultMessage: 'Vous n’avez pas encore de pack booster. Choisissez-en un ci-dessous.',
    description: 'The member has never bought a booster pack',
  },
  active: { id: 'booster.active', defaultMessage: 'Actif', description: 'Status of a booster pack' },
  ended: { id: 'booster.ended', defaultMessage: 'Terminé', description: 'Status of a booster pack past its end date' },
  tier: { id: 'booster.tier', defaultMessage: 'Pack', description: 'Label: the tier of a booster pack' },
  status: { id: 'booster.status', defaultMessage: 'Statut', description: 'Label: active or ended' },
  startedAt: { id: 'booster.startedAt', defaultMessage: 'Début', description: 'Label: when a pack started' },
  endsAt: { id: 'booster.endsAt', defaultMessage: 'Fin', description: 'Label: a pack’s end date' },
  paid: { id: 'booster.paid', defaultMessage: 'Payé', description: 'Label: what the pack’s payments cost' },
  tiers: { id: 'booster.tiers', defaultMessage: 'Les packs', description: 'Section title: the tiers to buy' },
  tiersNote: {
    id: 'booster.tiersNote',
    defaultMessage:
      'Un pack est actif dès le paiement, pour la durée indiquée. Passer à un pack supérieur coûte la différence de prix et garde la date de fin.',
    description: 'How booster packs work, above the tiers',
  },
  yours: { id: 'booster.yours', defaultMessage: 'Votre pack', description: 'Marks the tier the member has' },
  below: {
    id: 'booster.below',
    defaultMessage: 'Inférieur à votre pack',
    description: 'A tier below the member’s active pack: no downgrade',
  },
  deposit: { id: 'booster.deposit', defaultMessage: 'Déposer des USDT', description: 'Link to the USDT deposit' },
  price: { id: 'booster.price', defaultMessage: 'Prix', description: 'Label: a tier’s price' },
  toPay: { id: 'booster.toPay', defaultMessage: 'À payer', description: 'Label: what the member pays now' },
  authorize: {
    id: 'booster.authorize',
    defaultMessage: 'Saisissez votre mot de passe de transaction pour payer.',
    description: 'Asks for the transaction password',
  },
  cancel: { id: 'booster.cancel', defaultMessage: 'Annuler', description: 'Leaves the payment' },
  history: { id: 'booster.history', defaultMessage: 'Mes commandes', description: 'Section title: my orders' },
});

/** The pack texts that take values. */
export const packText = {
  validity: defineMessage<{ days: number }>({
    id: 'booster.validity',
    defaultMessage: '{days, plural, one {# jour} other {# jours}}',
    description: 'How long a pack bought now lasts',
  }),
  buy: defineMessage<{ name: string }>({
    id: 'booster.buy',
    defaultMessage: 'Acheter {name}',
    description: 'Button: buy this tier',
  }),
  upgrade: defineMessage<{ name: string }>({
    id: 'booster.upgrade',
    defaultMessage: 'Passer à {name}',
    description: 'Button: upgrade to this tier',
  }),
  difference: defineMessage<{ amount: string }>({
    id: 'booster.difference',
    defaultMessage: 'Différence à payer : {amount}',
    description: 'What an upgrade to this tier costs',
  }),
  available: defineMessage<{ amount: string }>({
    id: 'booster.available',
    defaultMessage: 'Disponible : {amount}',
    description: 'The member’s available USDT',
  }),
  short: defineMessage<{ amount: string }>({
    id: 'booster.short',
    defaultMessage: 'Solde insuffisant : il manque {amount}.',
    description: 'The member’s available USDT is below the price, shown before any call',
  }),
  reviewPurchase: defineMessage<{ name: string }>({
    id: 'booster.reviewPurchase',
    defaultMessage: 'Commande du pack {name}',
    description: 'Title of the review of a booster purchase',
  }),
  reviewUpgrade: defineMessage<{ name: string }>({
    id: 'booster.reviewUpgrade',
    defaultMessage: 'Passage au pack {name}',
    description: 'Title of the review of a booster upgrade',
  }),
  purchaseNote: defineMessage<{ date: string }>({
    id: 'booster.purchaseNote',
    defaultMessage: 'Le prix est prélevé sur votre portefeuille USDT. Le pack est actif jusqu’au {date}.',
    description: 'What a purchase does, in its review',
  }),
  upgradeNote: defineMessage<{ date: string; from: string; to: string }>({
    id: 'booster.upgradeNote',
    defaultMessage:
      'Vous payez la différence entre le pack {from} et le pack {to}. Votre pack garde sa date de fin, le {date}.',
    description: 'What an upgrade does, in its review',
  }),
  pay: defineMessage<{ amount: string }>({
    id: 'booster.pay',
    defaultMessage: 'Payer {amount}',
    description: 'Button: sends the payment',
  }),
  bought: defineMessage<{ name: string }>({
    id: 'booster.bought',
    defaultMessage: 'Votre pack {name} est actif.',
    description: 'Success toast',
  }),
  upgraded: defineMessage<{ name: string }>({
    id: 'booster.upgraded',
    defaultMessage: 'Votre pack est passé à {name}.',
    description: 'Success toast of an upgrade',
  }),
};

/** The orders, wherever they are listed. */
export const orders = defineMessages({
  table: { id: 'booster.orders.table', defaultMessage: 'Commandes de packs booster', description: 'Table name' },
  date: { id: 'booster.orders.date', defaultMessage: 'Date', description: 'Column' },
  reference: { id: 'booster.orders.reference', defaultMessage: 'Référence', description: 'Column' },
  member: { id: 'booster.orders.member', defaultMessage: 'Membre', description: 'Column' },
  kind: { id: 'booster.orders.kind', defaultMessage: 'Type', description: 'Column: purchase or upgrade' },
  tier: { id: 'booster.orders.tier', defaultMessage: 'Pack', description: 'Column' },
  amount: { id: 'booster.orders.amount', defaultMessage: 'Montant', description: 'Column' },
  endsAt: { id: 'booster.orders.endsAt', defaultMessage: 'Fin du pack', description: 'Column' },
  empty: { id: 'booster.orders.empty', defaultMessage: 'Aucune commande.', description: 'An empty list of orders' },
  pages: { id: 'booster.orders.pages', defaultMessage: 'Pages des commandes', description: 'Pager name' },
  purchase: { id: 'booster.orders.purchase', defaultMessage: 'Achat', description: 'Order kind' },
  upgrade: { id: 'booster.orders.upgrade', defaultMessage: 'Montée en gamme', description: 'Order kind' },
  allKinds: { id: 'booster.orders.allKinds', defaultMessage: 'Tous les types', description: 'Filter option' },
  allTiers: { id: 'booster.orders.allTiers', defaultMessage: 'Tous les packs', description: 'Filter option' },
  user: { id: 'booster.orders.user', defaultMessage: 'Membre (identifiant)', description: 'Filter: username' },
  filters: { id: 'booster.orders.filters', defaultMessage: 'Filtres', description: 'Name of the filters group' },
  exportCsv: { id: 'booster.orders.exportCsv', defaultMessage: 'Exporter en CSV', description: 'Button' },
  exported: { id: 'booster.orders.exported', defaultMessage: 'Fichier CSV téléchargé.', description: 'Toast' },
  paid: { id: 'booster.orders.paid', defaultMessage: 'Payée', description: 'Status of an order: it is paid' },
  paidAt: { id: 'booster.orders.paidAt', defaultMessage: 'Payée le', description: 'Field: when an order was paid' },
  exportFailed: {
    id: 'booster.orders.exportFailed',
    defaultMessage: 'L’export CSV a échoué.',
    description: 'Toast when the CSV export fails without a message',
  },
});

/** The orders texts that take values. */
export const ordersText = {
  upgradeFrom: defineMessage<{ from: string; to: string }>({
    id: 'booster.orders.upgradeFrom',
    defaultMessage: '{from} → {to}',
    description: 'The tiers of an upgrade',
  }),
};

export const orderTitle = defineMessage<{ reference: string }>({
  id: 'booster.orders.title',
  defaultMessage: 'Commande {reference}',
  description: 'Title of an order’s detail panel',
});

export const resultCount = defineMessage<{ total: number }>({
  id: 'booster.results',
  defaultMessage: '{total, plural, =0 {Aucun résultat} one {# résultat} other {# résultats}}',
  description: 'How many rows match',
});

/** The catalogue of the back-office. */
export const tiers = defineMessages({
  table: { id: 'booster.tiers.table', defaultMessage: 'Packs booster', description: 'Table name' },
  name: { id: 'booster.tiers.name', defaultMessage: 'Nom', description: 'Column and field' },
  price: { id: 'booster.tiers.price', defaultMessage: 'Prix (USDT)', description: 'Column and field' },
  validity: { id: 'booster.tiers.validity', defaultMessage: 'Validité (jours)', description: 'Column and field' },
  rank: { id: 'booster.tiers.rank', defaultMessage: 'Rang', description: 'Column and field: the order of tiers' },
  rankHint: {
    id: 'booster.tiers.rankHint',
    defaultMessage: 'Un pack se met à niveau vers un rang supérieur.',
    description: 'Hint of the rank field',
  },
  active: { id: 'booster.tiers.active', defaultMessage: 'En vente', description: 'Column and switch' },
  actions: { id: 'booster.tiers.actions', defaultMessage: 'Actions', description: 'Column' },
  yes: { id: 'booster.tiers.yes', defaultMessage: 'Oui', description: 'A flag that is on' },
  no: { id: 'booster.tiers.no', defaultMessage: 'Non', description: 'A flag that is off' },
  newTier: { id: 'booster.tiers.new', defaultMessage: 'Nouveau pack', description: 'Link to the new tier form' },
  orders: { id: 'booster.tiers.orders', defaultMessage: 'Voir les commandes', description: 'Link to the orders' },
  empty: { id: 'booster.tiers.empty', defaultMessage: 'Aucun pack.', description: 'Empty catalogue' },
  save: { id: 'booster.tiers.save', defaultMessage: 'Enregistrer', description: 'Button' },
  saving: { id: 'booster.tiers.saving', defaultMessage: 'Enregistrement…', description: 'Button while saving' },
  backToList: { id: 'booster.tiers.back', defaultMessage: 'Retour à la liste', description: 'Link' },
  nameInvalid: { id: 'booster.tiers.nameInvalid', defaultMessage: 'Donnez un nom au pack.', description: 'Error' },
  priceInvalid: {
    id: 'booster.tiers.priceInvalid',
    defaultMessage: 'Saisissez un prix supérieur à zéro.',
    description: 'Error',
  },
  validityInvalid: {
    id: 'booster.tiers.validityInvalid',
    defaultMessage: 'Entre 1 et 3 650 jours.',
    description: 'Error',
  },
  rankInvalid: { id: 'booster.tiers.rankInvalid', defaultMessage: 'Un entier de 1 à 1 000.', description: 'Error' },
});

/** The tiers texts that take values. */
export const tiersText = {
  edit: defineMessage<{ name: string; hidden: MessageTag }>({
    id: 'booster.tiers.edit',
    defaultMessage: 'Modifier <hidden>{name}</hidden>',
    description: 'Link to a tier’s form',
  }),
  created: defineMessage<{ name: string }>({
    id: 'booster.tiers.created',
    defaultMessage: 'Pack {name} créé.',
    description: 'Toast',
  }),
  saved: defineMessage<{ name: string }>({
    id: 'booster.tiers.saved',
    defaultMessage: 'Pack {name} enregistré.',
    description: 'Toast',
  }),
};

/** One member's booster page, for administrators. */
export const member = defineMessages({
  noPack: { id: 'booster.member.noPack', defaultMessage: 'Aucun pack booster.', description: 'No pack yet' },
  profile: { id: 'booster.member.profile', defaultMessage: 'Voir le profil', description: 'Link to the profile' },
});

/** The member texts that take values. */
export const memberText = {
  title: defineMessage<{ uid: string; username: string }>({
    id: 'booster.member.title',
    defaultMessage: '{username} ({uid})',
    description: 'Who the page is about',
  }),
};

/** The platform's refusals, by the `code` of the error body. */
