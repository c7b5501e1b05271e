import { defineMessage, defineMessages } from 'react-intl';

export const messages = defineMessages({
  table: {
    id: 'approval.table',
    defaultMessage: 'Demandes des administrateurs, en attente d’abord',
    description: 'Accessible name of the table of four-eyes requests',
  },
  pages: { id: 'approval.pages', defaultMessage: 'Pages des demandes', description: 'Name of the pager of requests' },
  empty: {
    id: 'approval.empty',
    defaultMessage: 'Aucune demande.',
    description: 'Empty state of the table of requests',
  },
  status: { id: 'approval.status', defaultMessage: 'Statut', description: 'Column and filter: the request status' },
  allStatuses: { id: 'approval.allStatuses', defaultMessage: 'Tous', description: 'Status filter: every request' },
  when: { id: 'approval.when', defaultMessage: 'Proposée le', description: 'Column: when a request was proposed' },
  kind: { id: 'approval.kind', defaultMessage: 'Changement', description: 'Column: what a request changes' },
  target: { id: 'approval.target', defaultMessage: 'Cible', description: 'Column: the member or record it changes' },
  changes: { id: 'approval.changes', defaultMessage: 'Avant → après', description: 'Column: the values it changes' },
  proposer: { id: 'approval.proposer', defaultMessage: 'Proposée par', description: 'Column: who proposed it' },
  actions: { id: 'approval.actions', defaultMessage: 'Actions', description: 'Column: approve, reject or cancel' },
  approve: { id: 'approval.approve', defaultMessage: 'Valider', description: 'Button: approve a request' },
  reject: { id: 'approval.reject', defaultMessage: 'Refuser', description: 'Button: reject a request' },
  cancelRequest: {
    id: 'approval.cancelRequest',
    defaultMessage: 'Annuler la demande',
    description: 'Button: the proposer withdraws their request',
  },
  back: { id: 'approval.back', defaultMessage: 'Retour', description: 'Button: close a dialog without deciding' },
  reason: { id: 'approval.reason', defaultMessage: 'Motif du refus', description: 'Field: why a request is rejected' },
  reasonInvalid: {
    id: 'approval.reasonInvalid',
    defaultMessage: 'Indiquez un motif de 3 à 500 caractères.',
    description: 'Error of the reason field',
  },
  approveNote: {
    id: 'approval.approveNote',
    defaultMessage: 'Le changement s’applique dès votre validation.',
    description: 'Approve dialog: what approving does',
  },
  rejectNote: {
    id: 'approval.rejectNote',
    defaultMessage: 'Rien ne sera changé ; le motif est conservé dans l’historique.',
    description: 'Reject dialog: what rejecting does',
  },
  cancelNote: {
    id: 'approval.cancelNote',
    defaultMessage: 'Rien ne sera changé.',
    description: 'Cancel dialog: what cancelling does',
  },
  approved: {
    id: 'approval.approved',
    defaultMessage: 'Demande validée : le changement est appliqué.',
    description: 'Toast',
  },
  rejected: { id: 'approval.rejected', defaultMessage: 'Demande refusée.', description: 'Toast' },
  cancelled: { id: 'approval.cancelled', defaultMessage: 'Demande annulée.', description: 'Toast' },
});

export const decidedBy = defineMessage<{ who: string }>({
  id: 'approval.decidedBy',
  defaultMessage: 'par {who}',
  description: 'Who decided a request, after its status',
});

export const dialogTitles = {
  approve: defineMessage<{ kind: string }>({
    id: 'approval.approveTitle',
    defaultMessage: 'Valider « {kind} » ?',
    description: 'Title of the dialog confirming an approval',
  }),
  reject: defineMessage<{ kind: string }>({
    id: 'approval.rejectTitle',
    defaultMessage: 'Refuser « {kind} » ?',
    description: 'Title of the dialog asking the reason of a rejection',
  }),
  cancel: defineMessage<{ kind: string }>({
    id: 'approval.cancelTitle',
    defaultMessage: 'Annuler « {kind} » ?',
    description: 'Title of the dialog confirming that the proposer withdraws their request',
  }),
};

export const count = defineMessage<{ total: number }>({
  id: 'approval.count',
  defaultMessage: '{total, plural, =0 {Aucune demande} one {# demande} other {# demandes}}',
  description: 'How many requests the list holds',
});

export const summary = defineMessage<{ who: string; target: string }>({
  id: 'approval.summary',
  defaultMessage: 'Proposée par {who}, pour {target}.',
  description: 'Dialogs: who proposed the request, and what it changes',
});

export const tabs = defineMessages({
  label: {
    id: 'approval.tabs',
    defaultMessage: 'Modifications enregistrées ou à valider',
    description: 'Accessible name of the tabs of setting/audit',
  },
  trail: {
    id: 'approval.tabs.trail',
    defaultMessage: 'Modifications enregistrées',
    description: 'Tab of setting/audit: the trail of configuration changes',
  },
  requests: {
    id: 'approval.tabs.requests',
    defaultMessage: 'Demandes à valider',
    description: 'Tab of setting/audit: the changes waiting for a second administrator',
  },
});
