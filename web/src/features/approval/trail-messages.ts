import { defineMessage, defineMessages } from 'react-intl';
import type { AdminAuditAction } from '../../api/generated/model/adminAuditAction.ts';

export const trail = defineMessages({
  tab: {
    id: 'approval.trail.tab',
    defaultMessage: 'Actions des administrateurs',
    description: 'Tab of setting/audit: every admin action on money or powers',
  },
  table: {
    id: 'approval.trail.table',
    defaultMessage: 'Actions des administrateurs',
    description: 'Accessible name of the table of admin actions',
  },
  pages: {
    id: 'approval.trail.pages',
    defaultMessage: 'Pages des actions',
    description: 'Name of the pager of admin actions',
  },
  empty: { id: 'approval.trail.empty', defaultMessage: 'Aucune action.', description: 'Empty table of admin actions' },
  action: { id: 'approval.trail.action', defaultMessage: 'Action', description: 'Column and filter: what was done' },
  allActions: { id: 'approval.trail.allActions', defaultMessage: 'Toutes', description: 'Action filter: every action' },
  actor: { id: 'approval.trail.actor', defaultMessage: 'Par', description: 'Column: the admin who initiated it' },
  secondApprover: {
    id: 'approval.trail.secondApprover',
    defaultMessage: 'Second approbateur',
    description: 'Column: the second admin whose approval let it take effect',
  },
  member: { id: 'approval.trail.member', defaultMessage: 'Membre', description: 'Column: the member it concerns' },
  subject: { id: 'approval.trail.subject', defaultMessage: 'Objet', description: 'Column: the record it changed' },
  when: { id: 'approval.trail.when', defaultMessage: 'Date', description: 'Column: when it was done' },
  none: { id: 'approval.trail.none', defaultMessage: '—', description: 'An empty cell: no member, no second admin' },
});

export const trailCount = defineMessage<{ total: number }>({
  id: 'approval.trail.count',
  defaultMessage: '{total, plural, =0 {Aucune action} one {# action} other {# actions}}',
  description: 'How many admin actions the list holds',
});

/** What an administrator did, in words: every action of the trail. */
export const actionNames = defineMessages({
  'asset.create': { id: 'approval.action.assetCreate', defaultMessage: 'Actif créé', description: 'Admin action' },
  'asset.update': { id: 'approval.action.assetUpdate', defaultMessage: 'Actif modifié', description: 'Admin action' },
  'arbitrage-pack.create': {
    id: 'approval.action.arbitragePackCreate',
    defaultMessage: 'Pack d’arbitrage créé',
    description: 'Admin action',
  },
  'arbitrage-pack.update': {
    id: 'approval.action.arbitragePackUpdate',
    defaultMessage: 'Pack d’arbitrage modifié',
    description: 'Admin action',
  },
  'deposit.record': {
    id: 'approval.action.depositRecord',
    defaultMessage: 'Dépôt enregistré',
    description: 'Admin action',
  },
  'deposit.approve': {
    id: 'approval.action.depositApprove',
    defaultMessage: 'Dépôt validé',
    description: 'Admin action',
  },
  'deposit.reject': {
    id: 'approval.action.depositReject',
    defaultMessage: 'Dépôt refusé',
    description: 'Admin action',
  },
  'withdrawal.approve': {
    id: 'approval.action.withdrawalApprove',
    defaultMessage: 'Retrait validé (première approbation)',
    description: 'Admin action: a first approval that waits for a second',
  },
  'withdrawal.send': {
    id: 'approval.action.withdrawalSend',
    defaultMessage: 'Retrait envoyé',
    description: 'Admin action',
  },
  'withdrawal.reject': {
    id: 'approval.action.withdrawalReject',
    defaultMessage: 'Retrait refusé',
    description: 'Admin action',
  },
  'configuration.update': {
    id: 'approval.action.configurationUpdate',
    defaultMessage: 'Configuration modifiée',
    description: 'Admin action',
  },
  'kyc.approve': { id: 'approval.action.kycApprove', defaultMessage: 'KYC validé', description: 'Admin action' },
  'kyc.reject': { id: 'approval.action.kycReject', defaultMessage: 'KYC refusé', description: 'Admin action' },
  'setting.update': {
    id: 'approval.action.settingUpdate',
    defaultMessage: 'Réglage modifié',
    description: 'Admin action',
  },
  'user.activate': { id: 'approval.action.userActivate', defaultMessage: 'Compte activé', description: 'Admin action' },
  'user.deactivate': {
    id: 'approval.action.userDeactivate',
    defaultMessage: 'Compte désactivé',
    description: 'Admin action',
  },
  'user.grant-admin': {
    id: 'approval.action.userGrantAdmin',
    defaultMessage: 'Droits d’administrateur accordés',
    description: 'Admin action',
  },
  'user.revoke-admin': {
    id: 'approval.action.userRevokeAdmin',
    defaultMessage: 'Droits d’administrateur retirés',
    description: 'Admin action',
  },
  'user.reset-2fa': {
    id: 'approval.action.userReset2fa',
    defaultMessage: 'Double authentification désactivée',
    description: 'Admin action',
  },
  'user.resend-kyc': {
    id: 'approval.action.userResendKyc',
    defaultMessage: 'KYC redemandé',
    description: 'Admin action',
  },
  'staking-product.update': {
    id: 'approval.action.stakingProductUpdate',
    defaultMessage: 'Produit de staking modifié',
    description: 'Admin action',
  },
  'staking-rate.set': {
    id: 'approval.action.stakingRateSet',
    defaultMessage: 'Taux de staking fixé',
    description: 'Admin action',
  },
  'stake.cancel': { id: 'approval.action.stakeCancel', defaultMessage: 'Stake annulé', description: 'Admin action' },
  'booster-tier.create': {
    id: 'approval.action.boosterTierCreate',
    defaultMessage: 'Palier booster créé',
    description: 'Admin action',
  },
  'booster-tier.update': {
    id: 'approval.action.boosterTierUpdate',
    defaultMessage: 'Palier booster modifié',
    description: 'Admin action',
  },
  'job.start': { id: 'approval.action.jobStart', defaultMessage: 'Tâche lancée', description: 'Admin action' },
  'request.propose': {
    id: 'approval.action.requestPropose',
    defaultMessage: 'Demande proposée',
    description: 'Admin action',
  },
  'request.approve': {
    id: 'approval.action.requestApprove',
    defaultMessage: 'Demande validée',
    description: 'Admin action',
  },
  'request.reject': {
    id: 'approval.action.requestReject',
    defaultMessage: 'Demande refusée',
    description: 'Admin action',
  },
  'request.cancel': {
    id: 'approval.action.requestCancel',
    defaultMessage: 'Demande annulée',
    description: 'Admin action',
  },
} satisfies Record<AdminAuditAction, unknown>);
