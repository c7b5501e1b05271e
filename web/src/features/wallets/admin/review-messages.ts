import { defineMessage, defineMessages } from 'react-intl';

/** The detail drawers of the admin money lists: what a decision is checked against. */
export const review = defineMessages({
  loading: {
    id: 'walletsAdmin.review.loading',
    defaultMessage: 'Chargement de la vérification…',
    description: 'While the review of a withdrawal request loads',
  },
  loadFailed: {
    id: 'walletsAdmin.review.loadFailed',
    defaultMessage: 'La vérification n’a pas pu être chargée.',
    description: 'The review of a withdrawal request failed to load',
  },
  checks: { id: 'walletsAdmin.review.checks', defaultMessage: 'Vérification', description: 'Drawer section title' },
  details: { id: 'walletsAdmin.review.details', defaultMessage: 'Détails', description: 'Drawer section title' },
  kyc: { id: 'walletsAdmin.review.kyc', defaultMessage: 'Niveau KYC', description: 'Field: identity verification' },
  balance: { id: 'walletsAdmin.review.balance', defaultMessage: 'Solde', description: 'Field: the member’s balance' },
  network: { id: 'walletsAdmin.review.network', defaultMessage: 'Réseau', description: 'Field: the network' },
  addressUse: {
    id: 'walletsAdmin.review.addressUse',
    defaultMessage: 'Adresse déjà utilisée',
    description: 'Field: whether the address was used before',
  },
  firstUse: {
    id: 'walletsAdmin.review.firstUse',
    defaultMessage: 'Non : première demande vers cette adresse',
    description: 'The address was never used before',
  },
  total: { id: 'walletsAdmin.review.total', defaultMessage: 'Total retenu', description: 'Field: amount plus fee' },
  requestedAt: { id: 'walletsAdmin.review.requestedAt', defaultMessage: 'Demandée le', description: 'Field' },
  txHash: { id: 'walletsAdmin.review.txHash', defaultMessage: 'Hash sortant', description: 'Field' },
  rejectionReason: {
    id: 'walletsAdmin.review.rejectionReason',
    defaultMessage: 'Motif du rejet',
    description: 'Field',
  },
  approveTitle: {
    id: 'walletsAdmin.review.approveTitle',
    defaultMessage: 'Approuver',
    description: 'Drawer section: approving the request',
  },
  rejectTitle: {
    id: 'walletsAdmin.review.rejectTitle',
    defaultMessage: 'Rejeter',
    description: 'Drawer section, apart and marked: refusing the request',
  },
  approveHint: {
    id: 'walletsAdmin.review.approveHint',
    defaultMessage: 'Vous confirmerez à l’étape suivante ; rien n’est envoyé avant.',
    description: 'Under the approve button of a drawer',
  },
  rejectHint: {
    id: 'walletsAdmin.review.rejectHint',
    defaultMessage: 'Le motif est demandé et confirmé à l’étape suivante.',
    description: 'Under the reject button of a drawer',
  },
  usdValue: { id: 'walletsAdmin.review.usdValue', defaultMessage: 'Valeur USD', description: 'Field' },
  approvalReason: {
    id: 'walletsAdmin.review.approvalReason',
    defaultMessage: 'Second administrateur requis car',
    description: 'Field: why a deposit needs a second administrator',
  },
  decidedBy: { id: 'walletsAdmin.review.decidedBy', defaultMessage: 'Décidé par', description: 'Field' },
  eventCredited: { id: 'walletsAdmin.review.eventCredited', defaultMessage: 'Crédité', description: 'Timeline step' },
});

export const addressUsedBefore = defineMessage<{ byMember: number; byOthers: number; since: string }>({
  id: 'walletsAdmin.review.usedBefore',
  defaultMessage:
    'Oui, depuis le {since} : {byMember, plural, =0 {aucune autre demande de ce membre} one {# autre demande de ce membre} other {# autres demandes de ce membre}}, {byOthers, plural, =0 {aucun autre membre} one {# autre membre} other {# autres membres}}',
  description: 'The address was used before: by this member, by other members',
});

export const requestTitle = defineMessage<{ reference: string }>({
  id: 'walletsAdmin.review.requestTitle',
  defaultMessage: 'Demande {reference}',
  description: 'Title of the detail drawer of a withdrawal request',
});

export const depositTitle = defineMessage<{ reference: string }>({
  id: 'walletsAdmin.review.depositTitle',
  defaultMessage: 'Dépôt {reference}',
  description: 'Title of the detail drawer of a deposit',
});

export const balanceOf = defineMessage<{ balance: string; held: string; available: string; asset: string }>({
  id: 'walletsAdmin.review.balanceOf',
  defaultMessage: '{balance} {asset} (retenu {held}, disponible {available})',
  description: 'The member’s balance of the asset, what is held and what is available',
});

export const depositEvents = {
  recorded: defineMessage<{ by: string }>({
    id: 'walletsAdmin.review.eventRecorded',
    defaultMessage: 'Enregistré par {by}',
    description: 'Timeline step of a deposit',
  }),
  approved: defineMessage<{ by: string }>({
    id: 'walletsAdmin.review.eventApproved',
    defaultMessage: 'Approuvé par {by}',
    description: 'Timeline step of a deposit: the second administrator approved it',
  }),
  rejected: defineMessage<{ by: string }>({
    id: 'walletsAdmin.review.eventRejected',
    defaultMessage: 'Rejeté par {by}',
    description: 'Timeline step of a deposit: the second administrator rejected it',
  }),
};
