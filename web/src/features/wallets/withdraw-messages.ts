import { defineMessage, defineMessages } from 'react-intl';

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
