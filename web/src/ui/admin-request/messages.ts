import { defineMessage, defineMessages } from 'react-intl';
import type { AdminRequestKind } from '../../api/generated/model/adminRequestKind.ts';
import type { AdminRequestStatus } from '../../api/generated/model/adminRequestStatus.ts';

/** What a request changes, in words. */
export const kindNames = defineMessages({
  'user.grant-admin': {
    id: 'adminRequest.kind.grantAdmin',
    defaultMessage: 'Accorder les droits d’administrateur',
    description: 'Kind of a four-eyes request: make a member an administrator',
  },
  'user.revoke-admin': {
    id: 'adminRequest.kind.revokeAdmin',
    defaultMessage: 'Retirer les droits d’administrateur',
    description: 'Kind of a four-eyes request: take the administrator rights away',
  },
  'user.deactivate-admin': {
    id: 'adminRequest.kind.deactivateAdmin',
    defaultMessage: 'Désactiver un administrateur',
    description: 'Kind of a four-eyes request: deactivate the account of an administrator',
  },
  'user.reset-admin-2fa': {
    id: 'adminRequest.kind.resetAdmin2fa',
    defaultMessage: 'Désactiver la double authentification d’un administrateur',
    description: 'Kind of a four-eyes request: turn off the 2FA of an administrator',
  },
  'setting.deposit-approval': {
    id: 'adminRequest.kind.depositApproval',
    defaultMessage: 'Seuil d’approbation des dépôts',
    description: 'Kind of a four-eyes request: the deposit approval threshold',
  },
  'setting.related-parties': {
    id: 'adminRequest.kind.relatedParties',
    defaultMessage: 'Délai des parties liées',
    description: 'Kind of a four-eyes request: the related-parties window',
  },
  'setting.admin-two-factor': {
    id: 'adminRequest.kind.adminTwoFactor',
    defaultMessage: 'Double authentification exigée des administrateurs',
    description: 'Kind of a four-eyes request: whether administrators must have 2FA on',
  },
  'configuration.transaction': {
    id: 'adminRequest.kind.transaction',
    defaultMessage: 'Configuration des transactions',
    description: 'Kind of a four-eyes request: the transaction configuration',
  },
  'configuration.kyc': {
    id: 'adminRequest.kind.kyc',
    defaultMessage: 'Configuration KYC',
    description: 'Kind of a four-eyes request: the KYC configuration',
  },
} satisfies Record<AdminRequestKind, unknown>);

export const statusNames = defineMessages({
  pending: { id: 'adminRequest.status.pending', defaultMessage: 'En attente', description: 'Request status' },
  approved: { id: 'adminRequest.status.approved', defaultMessage: 'Validée', description: 'Request status' },
  rejected: { id: 'adminRequest.status.rejected', defaultMessage: 'Refusée', description: 'Request status' },
  cancelled: { id: 'adminRequest.status.cancelled', defaultMessage: 'Annulée', description: 'Request status' },
} satisfies Record<AdminRequestStatus, unknown>);

/** The fields a request changes, as the settings pages and the member page name them. */
export const fieldNames = defineMessages({
  admin: { id: 'adminRequest.field.admin', defaultMessage: 'Administrateur', description: 'Changed field' },
  is_active: { id: 'adminRequest.field.isActive', defaultMessage: 'Compte actif', description: 'Changed field' },
  two_factor_enabled: {
    id: 'adminRequest.field.twoFactor',
    defaultMessage: 'Double authentification',
    description: 'Changed field',
  },
  threshold_usd: {
    id: 'adminRequest.field.thresholdUsd',
    defaultMessage: 'Seuil d’approbation des dépôts (USD)',
    description: 'Changed field',
  },
  window_days: {
    id: 'adminRequest.field.windowDays',
    defaultMessage: 'Délai des parties liées (jours)',
    description: 'Changed field',
  },
  second_approval_threshold_usd: {
    id: 'adminRequest.field.secondApprovalThresholdUsd',
    defaultMessage: 'Seuil de seconde approbation des retraits (USD)',
    description: 'Changed field',
  },
  daily_withdrawal_limit_usd: {
    id: 'adminRequest.field.dailyWithdrawalLimitUsd',
    defaultMessage: 'Plafond quotidien de retrait (USD)',
    description: 'Changed field',
  },
  limits: { id: 'adminRequest.field.limits', defaultMessage: 'Limites par actif', description: 'Changed field' },
  asset: { id: 'adminRequest.field.asset', defaultMessage: 'Actif', description: 'Changed field' },
  max_withdrawal: {
    id: 'adminRequest.field.maxWithdrawal',
    defaultMessage: 'Retrait maximum',
    description: 'Changed field',
  },
  min_withdrawal: {
    id: 'adminRequest.field.minWithdrawal',
    defaultMessage: 'Retrait minimum',
    description: 'Changed field',
  },
  confirmations: {
    id: 'adminRequest.field.confirmations',
    defaultMessage: 'Confirmations',
    description: 'Changed field',
  },
  required_for_withdrawal: {
    id: 'adminRequest.field.requiredForWithdrawal',
    defaultMessage: 'KYC requis pour retirer',
    description: 'Changed field',
  },
  withdrawal_threshold_usd: {
    id: 'adminRequest.field.withdrawalThresholdUsd',
    defaultMessage: 'Seuil KYC des retraits (USD)',
    description: 'Changed field',
  },
  required_for_card: {
    id: 'adminRequest.field.requiredForCard',
    defaultMessage: 'KYC requis pour la carte',
    description: 'Changed field',
  },
  enterprise_allowed: {
    id: 'adminRequest.field.enterpriseAllowed',
    defaultMessage: 'Comptes entreprise autorisés',
    description: 'Changed field',
  },
  required: {
    id: 'adminRequest.field.adminTwoFactorRequired',
    defaultMessage: 'Double authentification exigée des administrateurs',
    description: 'Changed field',
  },
  provider: { id: 'adminRequest.field.provider', defaultMessage: 'Fournisseur KYC', description: 'Changed field' },
});

export const messages = defineMessages({
  proposed: {
    id: 'adminRequest.proposed',
    defaultMessage: 'Changement proposé : un autre administrateur doit le valider.',
    description: 'Toast: a change now waits for a second administrator',
  },
  seeRequests: {
    id: 'adminRequest.seeRequests',
    defaultMessage: 'Voir les demandes',
    description: 'Link from the toast or the pending notice to the requests page',
  },
  pendingTitle: {
    id: 'adminRequest.pendingTitle',
    defaultMessage: 'En attente d’un second administrateur',
    description: 'Heading of the pending requests shown on the page they change',
  },
});

export const proposedBy = defineMessage<{ who: string; when: string }>({
  id: 'adminRequest.proposedBy',
  defaultMessage: 'Proposé par {who} le {when}',
  description: 'Who proposed a pending request, and when',
});
