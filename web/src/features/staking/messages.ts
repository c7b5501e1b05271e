import { defineMessage, defineMessages } from 'react-intl';
import type { StakeStatus } from '../../api/generated/model/stakeStatus.ts';

export const messages = defineMessages({
  notice: {
    id: 'staking.notice',
    defaultMessage: 'Les taux de staking affichés sont des objectifs qui peuvent évoluer avec le marché.',
    description: 'The spec’s staking notice, shown before every subscription',
  },
  product: { id: 'staking.product', defaultMessage: 'Produit', description: 'Field: the staking product' },
  amount: { id: 'staking.amount', defaultMessage: 'Montant', description: 'Field: the amount to stake' },
  projected: {
    id: 'staking.projected',
    defaultMessage: 'Récompense projetée',
    description: 'The reward at the target rate over the whole duration',
  },
  duration: { id: 'staking.duration', defaultMessage: 'Durée', description: 'Term: the duration of a stake' },
  targetRate: { id: 'staking.targetRate', defaultMessage: 'Taux cible annuel', description: 'Term' },
  maturity: { id: 'staking.maturity', defaultMessage: 'Échéance', description: 'Term: the maturity day' },
  review: { id: 'staking.review', defaultMessage: 'Vérifier', description: 'Button: go to the review step' },
  reviewTitle: { id: 'staking.reviewTitle', defaultMessage: 'Vérifiez votre staking', description: 'Heading' },
  reviewNote: {
    id: 'staking.reviewNote',
    defaultMessage: 'Le montant sera bloqué dans votre portefeuille jusqu’à l’échéance, sans sortie anticipée.',
    description: 'Review step: what subscribing does',
  },
  authorize: {
    id: 'staking.authorize',
    defaultMessage: 'Saisissez votre mot de passe de transaction pour bloquer le montant.',
    description: 'Above the transaction password field',
  },
  submit: { id: 'staking.submit', defaultMessage: 'Staker', description: 'Button: subscribe the stake' },
  back: { id: 'staking.back', defaultMessage: 'Modifier', description: 'Button: back to the first step' },
  done: { id: 'staking.done', defaultMessage: 'Votre staking est actif.', description: 'Toast after subscribing' },
  required: { id: 'staking.required', defaultMessage: 'Ce champ est requis.', description: 'Field error' },
  noProduct: {
    id: 'staking.noProduct',
    defaultMessage: 'Aucun produit de staking n’est ouvert pour le moment.',
    description: 'Empty state of the subscription form',
  },
  newStake: { id: 'staking.newStake', defaultMessage: 'Nouveau staking', description: 'Link to /staking/new' },
  myStakes: { id: 'staking.myStakes', defaultMessage: 'Mes stakings', description: 'Section heading' },
  empty: {
    id: 'staking.empty',
    defaultMessage: 'Vous n’avez pas encore de staking.',
    description: 'Empty state of the stakes list',
  },
  paid: { id: 'staking.paid', defaultMessage: 'Récompenses versées', description: 'Term' },
  accrued: { id: 'staking.accrued', defaultMessage: 'Récompenses acquises', description: 'Term' },
  started: { id: 'staking.started', defaultMessage: 'Début', description: 'Term: first day of rewards' },
  progress: { id: 'staking.progress', defaultMessage: 'Progression', description: 'Label of the progress bar' },
  cancel: { id: 'staking.cancel', defaultMessage: 'Annuler ce staking', description: 'Admin button' },
  cancelTitle: { id: 'staking.cancelTitle', defaultMessage: 'Annuler ce staking ?', description: 'Dialog title' },
  keep: { id: 'staking.keep', defaultMessage: 'Garder', description: 'Dialog: do not cancel' },
  cancelled: { id: 'staking.cancelled', defaultMessage: 'Le staking est annulé.', description: 'Toast' },
  products: { id: 'staking.products', defaultMessage: 'Produits', description: 'Admin section heading' },
  active: { id: 'staking.active', defaultMessage: 'Ouvert aux souscriptions', description: 'Switch' },
  minimum: { id: 'staking.minimum', defaultMessage: 'Montant minimum', description: 'Field' },
  targetRateInvalid: {
    id: 'staking.targetRateInvalid',
    defaultMessage: 'Un taux de 0 à 100 %, deux décimales au plus.',
    description: 'Field error: the annual target rate',
  },
  minimumInvalid: {
    id: 'staking.minimumInvalid',
    defaultMessage: 'Un montant positif ou nul.',
    description: 'Field error: the minimum amount',
  },
  dailyRateInvalid: {
    id: 'staking.dailyRateInvalid',
    defaultMessage: 'Un taux de 0 à 9,99999999 %, huit décimales au plus.',
    description: 'Field error: the daily rate',
  },
  maxDailyRate: { id: 'staking.maxDailyRate', defaultMessage: 'Taux du jour maximal', description: 'Field' },
  maxDailyRateHint: {
    id: 'staking.maxDailyRateHint',
    defaultMessage: 'Le plus haut taux réalisé qu’un jour de ce produit peut recevoir.',
    description: 'Under the highest daily rate of a product',
  },
  save: { id: 'staking.save', defaultMessage: 'Enregistrer', description: 'Button' },
  saved: { id: 'staking.saved', defaultMessage: 'Le produit est enregistré.', description: 'Toast' },
  days_: { id: 'staking.daysHeading', defaultMessage: 'Taux réalisés et distributions', description: 'Heading' },
  day: { id: 'staking.day', defaultMessage: 'Jour', description: 'Column / field' },
  dailyRate: { id: 'staking.dailyRate', defaultMessage: 'Taux du jour (%)', description: 'Column / field' },
  setBy: { id: 'staking.setBy', defaultMessage: 'Fixé par', description: 'Column' },
  target: { id: 'staking.targetSource', defaultMessage: 'objectif ÷ 365', description: 'Rate source' },
  stakesPaid: { id: 'staking.stakesPaid', defaultMessage: 'Stakings payés', description: 'Column' },
  totalPaid: { id: 'staking.totalPaid', defaultMessage: 'Total versé', description: 'Column' },
  noDay: { id: 'staking.noDay', defaultMessage: 'Aucune distribution pour le moment.', description: 'Empty' },
  setRate: { id: 'staking.setRate', defaultMessage: 'Fixer le taux', description: 'Button' },
  rateSet: { id: 'staking.rateSet', defaultMessage: 'Le taux du jour est fixé.', description: 'Toast' },
  setRateTitle: {
    id: 'staking.setRateTitle',
    defaultMessage: 'Fixer le taux réalisé d’un jour',
    description: 'Admin section heading',
  },
  daysLabel: { id: 'staking.daysLabel', defaultMessage: 'Distributions par jour', description: 'Table name' },
  pages: { id: 'staking.pages', defaultMessage: 'Pages des distributions', description: 'Pager name' },
  stake: { id: 'staking.stake', defaultMessage: 'Staking', description: 'Column of the stakes list' },
  stakePages: { id: 'staking.stakePages', defaultMessage: 'Pages des stakings', description: 'Pager name' },
});

export const statusNames = defineMessages({
  active: { id: 'staking.status.active', defaultMessage: 'Actif', description: 'Stake status' },
  matured: { id: 'staking.status.matured', defaultMessage: 'Échu', description: 'Stake status' },
  cancelled: { id: 'staking.status.cancelled', defaultMessage: 'Annulé', description: 'Stake status' },
}) satisfies Record<StakeStatus, unknown>;

export const dailyRateHint = defineMessage<{ max: string }>({
  id: 'staking.dailyRateHint',
  defaultMessage: 'Au plus {max} % pour ce produit.',
  description: 'Under the daily rate: the chosen product’s highest rate',
});

export const productOption = defineMessage<{ asset: string; days: number; rate: string }>({
  id: 'staking.productOption',
  defaultMessage: '{asset} · {days} jours · {rate} par an',
  description: 'A staking product in the list: asset, duration, target yearly rate',
});

export const available = defineMessage<{ amount: string; minimum: string }>({
  id: 'staking.available',
  defaultMessage: 'Disponible : {amount} · minimum : {minimum}',
  description: 'Under the amount: the available balance and the product minimum',
});

export const days = defineMessage<{ days: number }>({
  id: 'staking.days',
  defaultMessage: '{days} jours',
  description: 'A duration in days',
});

export const belowMinimum = defineMessage<{ minimum: string }>({
  id: 'staking.belowMinimumField',
  defaultMessage: 'Le minimum de ce produit est {minimum}.',
  description: 'Field error: amount under the product minimum',
});

export const aboveAvailable = defineMessage<{ amount: string }>({
  id: 'staking.aboveAvailable',
  defaultMessage: 'Solde insuffisant : {amount} disponible.',
  description: 'Field error: amount above the available balance',
});

export const stakeTitle = defineMessage<{ amount: string; days: number }>({
  id: 'staking.stakeTitle',
  defaultMessage: '{amount} · {days} jours',
  description: 'Heading of a stake: principal and duration',
});

export const cancelBody = defineMessage<{ amount: string }>({
  id: 'staking.cancelBody',
  defaultMessage:
    'Le capital de {amount} revient au solde disponible du membre ; aucune récompense ne sera plus versée.',
  description: 'Dialog body',
});

export const memberStakes = defineMessage<{ name: string; uid: string }>({
  id: 'staking.memberStakes',
  defaultMessage: 'Stakings de {name} ({uid})',
  description: 'Admin: heading of a member’s stakes',
});

export const count = defineMessage<{ count: number }>({
  id: 'staking.count',
  defaultMessage: '{count, plural, =0 {Aucun jour} one {# jour} other {# jours}}',
  description: 'How many product days',
});

/** A stake's drawer. */
export const drawerLines = defineMessages({
  member: { id: 'staking.drawer.member', defaultMessage: 'Membre', description: 'Field: whose stake it is' },
  subscribedAt: { id: 'staking.drawer.subscribedAt', defaultMessage: 'Souscrit le', description: 'Field: when' },
  endedAt: {
    id: 'staking.drawer.endedAt',
    defaultMessage: 'Clôturé le',
    description: 'Field: when the stake matured or was cancelled',
  },
});

export const stakeDrawerTitle = defineMessage<{ amount: string; days: number }>({
  id: 'staking.drawer.title',
  defaultMessage: 'Staking de {amount} sur {days} jours',
  description: 'Title of a stake’s detail panel: principal and duration',
});

export const productName = defineMessage<{ asset: string; days: number }>({
  id: 'staking.productName',
  defaultMessage: '{asset} · {days} jours',
  description: 'A stake’s product: asset and duration',
});

export const stakeCount = defineMessage<{ count: number }>({
  id: 'staking.stakeCount',
  defaultMessage: '{count, plural, =0 {Aucun staking} one {# staking} other {# stakings}}',
  description: 'How many stakes the list has in all',
});
