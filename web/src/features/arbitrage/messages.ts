import { defineMessage, defineMessages, type MessageTag } from 'react-intl';

export const arbitrage = defineMessages({
  packs: { id: 'arbitrage.packs', defaultMessage: 'Packs disponibles', description: 'Section title: the packs' },
  noPack: {
    id: 'arbitrage.noPack',
    defaultMessage: 'Aucun pack n’est proposé pour le moment.',
    description: 'Empty state of the packs',
  },
  price: { id: 'arbitrage.price', defaultMessage: 'Prix', description: 'Pack fact' },
  duration: { id: 'arbitrage.duration', defaultMessage: 'Durée', description: 'Pack fact' },
  dailyReturn: { id: 'arbitrage.dailyReturn', defaultMessage: 'Rendement quotidien', description: 'Pack fact' },
  subscribe: { id: 'arbitrage.subscribe', defaultMessage: 'Souscrire', description: 'Button on a pack' },
  reviewTitle: {
    id: 'arbitrage.reviewTitle',
    defaultMessage: 'Confirmation de souscription au pack arbitrage',
    description: 'Title of the review step (spec: arbitrage pack subscription confirmation)',
  },
  reviewNote: {
    id: 'arbitrage.reviewNote',
    defaultMessage:
      'Vérifiez la souscription. Le prix du pack est bloqué sur votre portefeuille USDT pendant toute la durée, puis vous est rendu.',
    description: 'Under the review title',
  },
  pack: { id: 'arbitrage.pack', defaultMessage: 'Pack', description: 'Review row and column' },
  totalReturns: {
    id: 'arbitrage.totalReturns',
    defaultMessage: 'Rendements sur la durée',
    description: 'Review row: the sum of the daily returns over the term',
  },
  locked: { id: 'arbitrage.locked', defaultMessage: 'Montant bloqué', description: 'Review row' },
  available: { id: 'arbitrage.available', defaultMessage: 'Disponible', description: 'Review row: USDT available' },
  targetNote: {
    id: 'arbitrage.targetNote',
    defaultMessage: 'Le rendement quotidien est un objectif, versé chaque jour après sa fin.',
    description: 'Review note on the daily return',
  },
  back: { id: 'arbitrage.back', defaultMessage: 'Annuler', description: 'Leaves the review' },
  authorize: {
    id: 'arbitrage.authorize',
    defaultMessage: 'Saisissez votre mot de passe de transaction pour souscrire.',
    description: 'Above the transaction password field',
  },
  submit: { id: 'arbitrage.submit', defaultMessage: 'Souscrire au pack', description: 'Final button' },
  mine: { id: 'arbitrage.mine', defaultMessage: 'Mes souscriptions actives', description: 'Section title' },
  table: { id: 'arbitrage.table', defaultMessage: 'Mes souscriptions actives', description: 'Table name' },
  none: {
    id: 'arbitrage.none',
    defaultMessage: 'Vous n’avez aucune souscription active.',
    description: 'Empty state of the subscriptions',
  },
  pages: { id: 'arbitrage.pages', defaultMessage: 'Pages des souscriptions', description: 'Pager label' },
  returnsPaid: { id: 'arbitrage.returnsPaid', defaultMessage: 'Rendements versés', description: 'Column' },
  startedAt: { id: 'arbitrage.startedAt', defaultMessage: 'Début', description: 'Column' },
  endsAt: { id: 'arbitrage.endsAt', defaultMessage: 'Fin', description: 'Column: end date' },
  status: { id: 'arbitrage.status', defaultMessage: 'Statut', description: 'Column' },
});

export const statusNames = defineMessages({
  active: { id: 'arbitrage.status.active', defaultMessage: 'Active', description: 'Subscription status' },
  ended: { id: 'arbitrage.status.ended', defaultMessage: 'Terminée', description: 'Subscription status' },
});

export const admin = defineMessages({
  newPack: { id: 'arbitrage.admin.newPack', defaultMessage: 'Nouveau pack', description: 'Link to the form' },
  table: { id: 'arbitrage.admin.table', defaultMessage: 'Packs arbitrage', description: 'Table name' },
  empty: { id: 'arbitrage.admin.empty', defaultMessage: 'Aucun pack.', description: 'Empty list' },
  pages: { id: 'arbitrage.admin.pages', defaultMessage: 'Pages des packs', description: 'Pager label' },
  name: { id: 'arbitrage.admin.name', defaultMessage: 'Nom', description: 'Column and field' },
  priceUsdt: { id: 'arbitrage.admin.price', defaultMessage: 'Prix (USDT)', description: 'Field' },
  durationDays: { id: 'arbitrage.admin.durationDays', defaultMessage: 'Durée (jours)', description: 'Field' },
  dailyPercent: {
    id: 'arbitrage.admin.dailyPercent',
    defaultMessage: 'Rendement quotidien (% du prix)',
    description: 'Field',
  },
  active: { id: 'arbitrage.admin.active', defaultMessage: 'En vente', description: 'Switch and column' },
  subscriptions: {
    id: 'arbitrage.admin.subscriptions',
    defaultMessage: 'Souscriptions actives',
    description: 'Column',
  },
  actions: { id: 'arbitrage.admin.actions', defaultMessage: 'Actions', description: 'Column' },
  yes: { id: 'arbitrage.admin.yes', defaultMessage: 'Oui', description: 'Flag' },
  no: { id: 'arbitrage.admin.no', defaultMessage: 'Non', description: 'Flag' },
  save: { id: 'arbitrage.admin.save', defaultMessage: 'Enregistrer', description: 'Form button' },
  cancel: { id: 'arbitrage.admin.cancel', defaultMessage: 'Retour à la liste', description: 'Form link' },
  invalid: { id: 'arbitrage.admin.invalid', defaultMessage: 'Valeur invalide', description: 'Field error' },
  keepsTerms: {
    id: 'arbitrage.admin.keepsTerms',
    defaultMessage: 'Les souscriptions en cours gardent le prix, la durée et le rendement de leur souscription.',
    description: 'Note on the form',
  },
});

export const daysText = defineMessage<{ days: number }>({
  id: 'arbitrage.days',
  defaultMessage: '{days, plural, one {# jour} other {# jours}}',
  description: 'A duration in days',
});

export const dailyReturnText = defineMessage<{ percent: string; amount: string }>({
  id: 'arbitrage.dailyReturnValue',
  defaultMessage: '{percent} du prix, soit {amount} par jour',
  description: 'The daily return of a pack: a percent of the price and the amount',
});

export const subscribeToText = defineMessage<{ name: string }>({
  id: 'arbitrage.subscribeTo',
  defaultMessage: 'Souscrire à {name}',
  description: 'Accessible name of the subscribe button of one pack',
});

export const lockedText = defineMessage<{ amount: string; date: string }>({
  id: 'arbitrage.lockedValue',
  defaultMessage: '{amount}, rendu le {date}',
  description: 'Review row value: what is locked and when it returns',
});

export const insufficientText = defineMessage<{ amount: string }>({
  id: 'arbitrage.insufficient',
  defaultMessage: 'Solde insuffisant : il manque {amount}. Déposez des USDT avant de souscrire.',
  description: 'Before the call: the member cannot pay the pack',
});

export const subscribedText = defineMessage<{ name: string }>({
  id: 'arbitrage.subscribed',
  defaultMessage: 'Souscription au pack {name} enregistrée.',
  description: 'Toast after subscribing',
});

export const subscriptionCount = defineMessage<{ total: number }>({
  id: 'arbitrage.count',
  defaultMessage: '{total, plural, =0 {Aucune souscription} one {# souscription} other {# souscriptions}}',
  description: 'Count above the subscriptions',
});

export const perDayText = defineMessage<{ amount: string }>({
  id: 'arbitrage.perDay',
  defaultMessage: '{amount} / jour',
  description: 'A daily return amount',
});

export const packCount = defineMessage<{ total: number }>({
  id: 'arbitrage.admin.count',
  defaultMessage: '{total, plural, =0 {Aucun pack} one {# pack} other {# packs}}',
  description: 'Count above the list',
});

export const editPackText = defineMessage<{ name: string; hidden: MessageTag }>({
  id: 'arbitrage.admin.edit',
  defaultMessage: 'Modifier <hidden>{name}</hidden>',
  description: 'Link to a pack’s form',
});

export const packCreated = defineMessage<{ name: string }>({
  id: 'arbitrage.admin.created',
  defaultMessage: 'Pack {name} créé.',
  description: 'Toast',
});

export const packSaved = defineMessage<{ name: string }>({
  id: 'arbitrage.admin.saved',
  defaultMessage: 'Pack {name} enregistré.',
  description: 'Toast',
});

/** A subscription's drawer. */
export const subscription = defineMessages({
  endedAt: { id: 'arbitrage.endedAt', defaultMessage: 'Terminée le', description: 'Field: when the price returned' },
});

export const subscriptionTitle = defineMessage<{ reference: string }>({
  id: 'arbitrage.subscriptionTitle',
  defaultMessage: 'Souscription {reference}',
  description: 'Title of a subscription’s detail panel',
});
