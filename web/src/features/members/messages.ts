import { defineMessage, defineMessages } from 'react-intl';

export const users = defineMessages({
  search: {
    id: 'members.users.search',
    defaultMessage: 'Rechercher (uid, nom d’utilisateur, nom, e-mail)',
    description: 'Search field of the admin user list',
  },
  filters: {
    id: 'members.users.filters',
    defaultMessage: 'Filtres des utilisateurs',
    description: 'Accessible name of the group of filters above the admin user list',
  },
  status: { id: 'members.users.status', defaultMessage: 'Statut', description: 'Filter and column: active or not' },
  role: { id: 'members.users.role', defaultMessage: 'Rôle', description: 'Filter: administrators or members' },
  all: { id: 'members.users.all', defaultMessage: 'Tous', description: 'Filter option: no filter' },
  admins: { id: 'members.users.admins', defaultMessage: 'Administrateurs', description: 'Role filter option' },
  members: { id: 'members.users.members', defaultMessage: 'Membres', description: 'Role filter option' },
  table: { id: 'members.users.table', defaultMessage: 'Utilisateurs', description: 'Accessible name of the table' },
  uid: { id: 'members.users.uid', defaultMessage: 'UID', description: 'Column: the member’s uid' },
  username: { id: 'members.users.username', defaultMessage: 'Nom d’utilisateur', description: 'Column' },
  name: { id: 'members.users.name', defaultMessage: 'Nom', description: 'Column: first and last names' },
  email: { id: 'members.users.email', defaultMessage: 'E-mail', description: 'Column' },
  tel: { id: 'members.users.tel', defaultMessage: 'Téléphone', description: 'Column' },
  empty: {
    id: 'members.users.empty',
    defaultMessage: 'Aucun utilisateur ne correspond à ces filtres.',
    description: 'The user list when nothing matches',
  },
  pages: { id: 'members.users.pages', defaultMessage: 'Pages des utilisateurs', description: 'Pager name' },
  exportCsv: { id: 'members.users.exportCsv', defaultMessage: 'Exporter en CSV', description: 'Downloads the list' },
  exported: { id: 'members.users.exported', defaultMessage: 'Fichier users.csv téléchargé.', description: 'Toast' },
  exportFailed: {
    id: 'members.users.exportFailed',
    defaultMessage: 'L’export n’a pas pu être préparé.',
    description: 'Toast when the export failed without a message',
  },
});

export const userCount = defineMessage<{ total: number }>({
  id: 'members.users.count',
  defaultMessage: '{total, plural, =0 {Aucun utilisateur} one {# utilisateur} other {# utilisateurs}}',
  description: 'How many members match the filters',
});

/** The spec's words for is_active in the list (product spec, section 3), in every language. */
export const activeText = defineMessages({
  active: { id: 'members.status.active', defaultMessage: 'Actif', description: 'A member who may sign in' },
  inactive: { id: 'members.status.inactive', defaultMessage: 'Inactif', description: 'A deactivated member' },
});

export const profile = defineMessages({
  identity: { id: 'members.profile.identity', defaultMessage: 'Identité', description: 'Section title' },
  account: { id: 'members.profile.account', defaultMessage: 'Compte', description: 'Section title' },
  actions: { id: 'members.profile.actions', defaultMessage: 'Actions', description: 'Section title' },
  links: { id: 'members.profile.links', defaultMessage: 'Argent du membre', description: 'Section title' },
  sponsor: { id: 'members.profile.sponsor', defaultMessage: 'Parrain', description: 'Field' },
  country: { id: 'members.profile.country', defaultMessage: 'Pays', description: 'Field' },
  createdAt: { id: 'members.profile.createdAt', defaultMessage: 'Inscrit le', description: 'Field: sign-up date' },
  kyc: { id: 'members.profile.kyc', defaultMessage: 'Vérification d’identité', description: 'Field: KYC' },
  role: { id: 'members.profile.role', defaultMessage: 'Rôle', description: 'Field' },
  twoFactor: { id: 'members.profile.twoFactor', defaultMessage: 'Double authentification', description: 'Field' },
  signIns: { id: 'members.profile.signIns', defaultMessage: 'Connexions ouvertes', description: 'Field' },
  transactionPassword: {
    id: 'members.profile.transactionPassword',
    defaultMessage: 'Mot de passe de transaction',
    description: 'Field: whether the member has one',
  },
  on: { id: 'members.profile.on', defaultMessage: 'Activée', description: '2FA is on' },
  off: { id: 'members.profile.off', defaultMessage: 'Désactivée', description: '2FA is off' },
  set: { id: 'members.profile.set', defaultMessage: 'Défini', description: 'The transaction password is set' },
  unset: { id: 'members.profile.unset', defaultMessage: 'Non défini', description: 'No transaction password' },
  admin: { id: 'members.profile.admin', defaultMessage: 'Administrateur', description: 'Role' },
  member: { id: 'members.profile.member', defaultMessage: 'Membre', description: 'Role' },
  transactions: { id: 'members.profile.transactions', defaultMessage: 'Ses transactions', description: 'Link' },
  wallets: { id: 'members.profile.wallets', defaultMessage: 'Ses portefeuilles', description: 'Link' },
  ownAccount: {
    id: 'members.profile.ownAccount',
    defaultMessage:
      'C’est votre propre compte : un autre administrateur doit le désactiver, retirer son rôle, réinitialiser sa double authentification ou redemander sa vérification.',
    description: 'Shown instead of the actions on the administrator’s own account',
  },
  confirm: { id: 'members.profile.confirm', defaultMessage: 'Confirmer', description: 'Confirms an action' },
  cancel: { id: 'members.profile.cancel', defaultMessage: 'Annuler', description: 'Cancels an action' },
  done: { id: 'members.profile.done', defaultMessage: 'C’est fait.', description: 'Toast after an action' },
});

/** Each action's button. */
export const actionTexts = defineMessages({
  deactivate: { id: 'members.action.deactivate', defaultMessage: 'Désactiver le compte', description: 'Button' },
  activate: { id: 'members.action.activate', defaultMessage: 'Réactiver le compte', description: 'Button' },
  grantAdmin: { id: 'members.action.grantAdmin', defaultMessage: 'Nommer administrateur', description: 'Button' },
  revokeAdmin: {
    id: 'members.action.revokeAdmin',
    defaultMessage: 'Retirer le rôle d’administrateur',
    description: 'Button',
  },
  resetTwoFactor: {
    id: 'members.action.resetTwoFactor',
    defaultMessage: 'Réinitialiser la double authentification',
    description: 'Button',
  },
  resendKyc: {
    id: 'members.action.resendKyc',
    defaultMessage: 'Redemander la vérification d’identité',
    description: 'Button',
  },
});

/** The question that confirms each action. */
export const confirmTexts = {
  deactivate: defineMessage<{ username: string }>({
    id: 'members.action.deactivateConfirm',
    defaultMessage:
      'Désactiver {username} ? Ses connexions en cours prennent fin tout de suite et il ne pourra plus se connecter.',
    description: 'Confirmation of a deactivation',
  }),
  activate: defineMessage<{ username: string }>({
    id: 'members.action.activateConfirm',
    defaultMessage: 'Réactiver {username} ? Il pourra de nouveau se connecter.',
    description: 'Confirmation of an activation',
  }),
  grantAdmin: defineMessage<{ username: string }>({
    id: 'members.action.grantAdminConfirm',
    defaultMessage:
      'Proposer de donner à {username} l’accès à toute l’administration ? Un autre administrateur devra le valider.',
    description: 'Confirmation of an admin grant',
  }),
  revokeAdmin: defineMessage<{ username: string }>({
    id: 'members.action.revokeAdminConfirm',
    defaultMessage:
      'Proposer de retirer à {username} l’accès à l’administration ? Un autre administrateur devra le valider.',
    description: 'Confirmation of an admin revocation',
  }),
  resetTwoFactor: defineMessage<{ username: string }>({
    id: 'members.action.resetTwoFactorConfirm',
    defaultMessage:
      'Désactiver la double authentification de {username} ? Sa prochaine connexion ne demandera plus de code.',
    description: 'Confirmation of a 2FA reset',
  }),
  resendKyc: defineMessage<{ username: string }>({
    id: 'members.action.resendKycConfirm',
    defaultMessage:
      'Remettre la vérification d’identité de {username} à « Non vérifié » et lui demander de la refaire ?',
    description: 'Confirmation of a KYC resend',
  }),
};

export const memberPhoto = defineMessage<{ name: string }>({
  id: 'members.profile.photo',
  defaultMessage: 'Photo de {name}',
  description: 'Alternative text of the member’s photo',
});
