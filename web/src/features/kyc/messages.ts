import { defineMessage, defineMessages } from 'react-intl';

export const stepNames = defineMessages({
  identity: { id: 'kyc.step.identity', defaultMessage: 'Pièce d’identité', description: 'KYC step: identity document' },
  address: { id: 'kyc.step.address', defaultMessage: 'Justificatif de domicile', description: 'KYC step' },
  company: {
    id: 'kyc.step.company',
    defaultMessage: 'Immatriculation de la société',
    description: 'KYC step: company registration',
  },
});

export const stepStatus = defineMessages({
  not_sent: { id: 'kyc.stepStatus.notSent', defaultMessage: 'À envoyer', description: 'KYC step not sent yet' },
  submitted: { id: 'kyc.stepStatus.submitted', defaultMessage: 'En cours de vérification', description: 'KYC step' },
  approved: { id: 'kyc.stepStatus.approved', defaultMessage: 'Validé', description: 'KYC step approved' },
  rejected: { id: 'kyc.stepStatus.rejected', defaultMessage: 'Refusé', description: 'KYC step rejected' },
});

export const types = defineMessages({
  user: { id: 'kyc.type.user', defaultMessage: 'En tant que particulier', description: 'KYC as a person' },
  enterprise: { id: 'kyc.type.enterprise', defaultMessage: 'En tant qu’entreprise', description: 'KYC as a company' },
});

export const member = defineMessages({
  statusLabel: { id: 'kyc.member.statusLabel', defaultMessage: 'Statut', description: 'KYC page: the status' },
  startTitle: {
    id: 'kyc.member.startTitle',
    defaultMessage: 'Commencer la vérification',
    description: 'KYC page: heading of the start form',
  },
  typeLabel: { id: 'kyc.member.typeLabel', defaultMessage: 'Vérifier mon identité', description: 'KYC start' },
  companyName: { id: 'kyc.member.companyName', defaultMessage: 'Nom de la société', description: 'KYC start' },
  start: { id: 'kyc.member.start', defaultMessage: 'Commencer', description: 'KYC start: submit' },
  started: { id: 'kyc.member.started', defaultMessage: 'Vérification commencée', description: 'KYC start: success' },
  stepsTitle: { id: 'kyc.member.stepsTitle', defaultMessage: 'Étapes', description: 'KYC page: the steps' },
  documentLabel: { id: 'kyc.member.documentLabel', defaultMessage: 'Document', description: 'KYC file picker' },
  documentHint: {
    id: 'kyc.member.documentHint',
    defaultMessage: 'PNG, JPEG ou PDF, 10 Mo au plus.',
    description: 'KYC: what may be sent',
  },
  send: { id: 'kyc.member.send', defaultMessage: 'Envoyer', description: 'KYC: send the document' },
  sendAgain: { id: 'kyc.member.sendAgain', defaultMessage: 'Envoyer de nouveau', description: 'KYC: resend' },
  sent: { id: 'kyc.member.sent', defaultMessage: 'Document envoyé', description: 'KYC: the document was sent' },
  done: {
    id: 'kyc.member.done',
    defaultMessage: 'Votre identité est vérifiée.',
    description: 'KYC page: all steps approved',
  },
});

export const review = defineMessages({
  title: { id: 'kyc.review.title', defaultMessage: 'Vérifications à examiner', description: 'Admin KYC queue' },
  table: { id: 'kyc.review.table', defaultMessage: 'Étapes en attente', description: 'Admin KYC queue table name' },
  empty: { id: 'kyc.review.empty', defaultMessage: 'Aucune vérification en attente.', description: 'Admin KYC' },
  pages: { id: 'kyc.review.pages', defaultMessage: 'Pages des vérifications', description: 'Admin KYC pager' },
  memberColumn: { id: 'kyc.review.member', defaultMessage: 'Membre', description: 'Admin KYC column' },
  stepColumn: { id: 'kyc.review.step', defaultMessage: 'Étape', description: 'Admin KYC column' },
  typeColumn: { id: 'kyc.review.type', defaultMessage: 'Type', description: 'Admin KYC column' },
  sentColumn: { id: 'kyc.review.sent', defaultMessage: 'Envoyé le', description: 'Admin KYC column' },
  documentsColumn: { id: 'kyc.review.documents', defaultMessage: 'Documents', description: 'Admin KYC column' },
  actionsColumn: { id: 'kyc.review.actions', defaultMessage: 'Décision', description: 'Admin KYC column' },
  approve: { id: 'kyc.review.approve', defaultMessage: 'Valider', description: 'Admin KYC: approve a step' },
  reject: { id: 'kyc.review.reject', defaultMessage: 'Refuser', description: 'Admin KYC: reject a step' },
  approved: { id: 'kyc.review.approved', defaultMessage: 'Étape validée', description: 'Admin KYC: success' },
  rejected: { id: 'kyc.review.rejected', defaultMessage: 'Étape refusée', description: 'Admin KYC: success' },
  reasonLabel: {
    id: 'kyc.review.reasonLabel',
    defaultMessage: 'Motif (lu par le membre)',
    description: 'Admin KYC: rejection reason field',
  },
  cancel: { id: 'kyc.review.cancel', defaultMessage: 'Annuler', description: 'Admin KYC: close the dialog' },
});

export const rejectTitle = defineMessage<{ step: string; member: string }>({
  id: 'kyc.review.rejectTitle',
  defaultMessage: 'Refuser « {step} » de {member}',
  description: 'Admin KYC: title of the reject dialog',
});

export const documentLink = defineMessage<{ index: number; type: string }>({
  id: 'kyc.review.documentLink',
  defaultMessage: 'Document {index} ({type})',
  description: 'Admin KYC: link that opens a document in a new tab',
});

export const rejectionReason = defineMessage<{ reason: string }>({
  id: 'kyc.member.reason',
  defaultMessage: 'Motif : {reason}',
  description: 'KYC step rejection reason',
});
