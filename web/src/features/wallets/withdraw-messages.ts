import { defineMessage, defineMessages, type MessageValue } from 'react-intl';

export const withdraw = defineMessages({
  address: {
    id: 'wallets.withdraw.address',
    defaultMessage: 'Adresse de destination',
    description: 'Field label',
  },
  closed: {
    id: 'wallets.withdraw.closed',
    defaultMessage: 'Les retraits de cet actif ne sont pas ouverts.',
    description: 'The asset takes no withdrawals, or has no limits configured yet',
  },
  addressInvalid: {
    id: 'wallets.withdraw.addressInvalid',
    defaultMessage: 'Adresse invalide : 14 à 100 lettres et chiffres.',
    description: 'Address field error',
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
  verifyIdentity: {
    id: 'wallets.withdraw.verifyIdentity',
    defaultMessage: 'Vérifier mon identité',
    description: 'Link to the KYC page',
  },
  timeline: { id: 'wallets.withdraw.timeline', defaultMessage: 'Étapes', description: 'Label of a request timeline' },
  review: {
    id: 'wallets.withdraw.review',
    defaultMessage: 'Vérifier le retrait',
    description: 'Button: to the review step',
  },
  reviewTitle: {
    id: 'wallets.withdraw.reviewTitle',
    defaultMessage: 'Vérifiez votre retrait',
    description: 'Heading of the review step, before the transaction password',
  },
  reviewNote: {
    id: 'wallets.withdraw.reviewNote',
    defaultMessage:
      'Vérifiez l’adresse caractère par caractère : un retrait envoyé vers une mauvaise adresse ne peut pas être récupéré.',
    description: 'Under the review heading',
  },
  recipient: {
    id: 'wallets.withdraw.recipient',
    defaultMessage: 'Adresse du destinataire',
    description: 'Review step: the destination address',
  },
  network: { id: 'wallets.withdraw.network', defaultMessage: 'Réseau', description: 'Review step: the network' },
  usdValue: {
    id: 'wallets.withdraw.usdValue',
    defaultMessage: 'Valeur en dollars',
    description: 'Review step: the amount in USD at the current price',
  },
  back: { id: 'wallets.withdraw.back', defaultMessage: 'Retour', description: 'Button: back to the form to edit it' },
  authorize: {
    id: 'wallets.withdraw.authorize',
    defaultMessage: 'Saisissez votre mot de passe de transaction pour envoyer la demande.',
    description: 'After the review is confirmed',
  },
});

export const withdrawTitle = defineMessage<{ asset: string; network: string }>({
  id: 'wallets.withdraw.title',
  defaultMessage: 'Retirer {asset} · {network}',
  description: 'Page title: the asset withdrawn and its network',
});

export const networkShortNames = defineMessages({
  bitcoin: { id: 'wallets.withdraw.network.bitcoin', defaultMessage: 'Bitcoin', description: 'Network name' },
  ethereum: { id: 'wallets.withdraw.network.ethereum', defaultMessage: 'Ethereum', description: 'Network name' },
  tron: { id: 'wallets.withdraw.network.tron', defaultMessage: 'Tron', description: 'Network name' },
  fiat: { id: 'wallets.withdraw.network.fiat', defaultMessage: 'Monnaie fiduciaire', description: 'Network name' },
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

export const timelineSent = defineMessage<{ at: string; hash: MessageValue }>({
  id: 'wallets.withdraw.event.sent',
  defaultMessage: 'Envoyé le {at}, transaction {hash}',
  description: 'Timeline step with the transaction hash',
});

export const timelineRejected = defineMessage<{ at: string; reason: string }>({
  id: 'wallets.withdraw.event.rejected',
  defaultMessage: 'Rejeté le {at} : {reason}',
  description: 'Timeline step with the reason',
});

export const requestSummary = defineMessage<{ reference: string; amount: string }>({
  id: 'wallets.withdraw.summary',
  defaultMessage: '{reference} — {amount}',
  description: 'One withdrawal request: reference and amount, its status beside',
});

export const toAddress = defineMessage<{ address: MessageValue }>({
  id: 'wallets.withdraw.toAddress',
  defaultMessage: 'Vers {address}',
  description: 'Destination of a withdrawal request',
});
