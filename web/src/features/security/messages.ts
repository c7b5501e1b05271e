import { defineMessage, defineMessages } from 'react-intl';

export const messages = defineMessages({
  required: { id: 'security.required', defaultMessage: 'Champ obligatoire.', description: 'Field error' },
  saving: { id: 'security.saving', defaultMessage: 'Enregistrement…', description: 'Pending toast' },
  passwordTitle: { id: 'security.password.title', defaultMessage: 'Mot de passe', description: 'Section title' },
  passwordIntro: {
    id: 'security.password.intro',
    defaultMessage: 'Après le changement, vos autres connexions sont fermées ; celle-ci reste ouverte.',
    description: 'Password section: what a change does',
  },
  currentPassword: {
    id: 'security.password.current',
    defaultMessage: 'Mot de passe actuel',
    description: 'Field label',
  },
  newPassword: { id: 'security.password.new', defaultMessage: 'Nouveau mot de passe', description: 'Field label' },
  newPasswordHint: {
    id: 'security.password.newHint',
    defaultMessage: 'Au moins 10 caractères, ni un mot de passe courant, ni votre nom d’utilisateur ou votre e-mail.',
    description: 'Field description: the password rule',
  },
  repeatPassword: {
    id: 'security.password.repeat',
    defaultMessage: 'Répétez le nouveau mot de passe',
    description: 'Field label',
  },
  mismatch: {
    id: 'security.password.mismatch',
    defaultMessage: 'Password and repeat password does not match',
    description: 'Field error: the repetition differs (the product fixes this text)',
  },
  changePassword: {
    id: 'security.password.submit',
    defaultMessage: 'Changer le mot de passe',
    description: 'Button',
  },
  passwordChanged: {
    id: 'security.password.changed',
    defaultMessage: 'Mot de passe changé. Vos autres connexions sont fermées.',
    description: 'Success toast',
  },
  txTitle: {
    id: 'security.tx.title',
    defaultMessage: 'Mot de passe de transaction',
    description: 'Section title',
  },
  txIntro: {
    id: 'security.tx.intro',
    defaultMessage:
      'Il confirme vos retraits et les opérations de carte. Il est distinct du mot de passe de connexion.',
    description: 'Transaction password section intro',
  },
  txNotSet: {
    id: 'security.tx.notSet',
    defaultMessage: 'Aucun mot de passe de transaction n’est défini.',
    description: 'Status line',
  },
  txSet: {
    id: 'security.tx.set',
    defaultMessage: 'Un mot de passe de transaction est défini.',
    description: 'Status line',
  },
  currentTx: {
    id: 'security.tx.current',
    defaultMessage: 'Mot de passe de transaction actuel',
    description: 'Field label',
  },
  forgotTx: {
    id: 'security.tx.forgot',
    defaultMessage: 'Je l’ai oublié',
    description: 'Switch: use the login password (and 2FA) instead of the current transaction password',
  },
  loginPassword: {
    id: 'security.tx.loginPassword',
    defaultMessage: 'Mot de passe de connexion',
    description: 'Field label',
  },
  twoFactorCode: {
    id: 'security.code',
    defaultMessage: 'Code de l’application d’authentification',
    description: 'Field label: a 2FA code',
  },
  twoFactorCodeOrRecovery: {
    id: 'security.codeOrRecovery',
    defaultMessage: 'Code de l’application ou code de secours',
    description: 'Field label: a 2FA code or a recovery code',
  },
  codeInvalid: {
    id: 'security.codeInvalid',
    defaultMessage: 'Six chiffres, ou un code de secours (xxxxx-xxxxx-xxxxx).',
    description: 'Field error',
  },
  newTx: {
    id: 'security.tx.new',
    defaultMessage: 'Nouveau mot de passe de transaction',
    description: 'Field label',
  },
  repeatTx: {
    id: 'security.tx.repeat',
    defaultMessage: 'Répétez le mot de passe de transaction',
    description: 'Field label',
  },
  saveTx: { id: 'security.tx.submit', defaultMessage: 'Enregistrer', description: 'Button' },
  txSaved: {
    id: 'security.tx.saved',
    defaultMessage: 'Mot de passe de transaction enregistré.',
    description: 'Success toast',
  },
  twoFactorTitle: {
    id: 'security.2fa.title',
    defaultMessage: 'Double authentification',
    description: 'Section title',
  },
  twoFactorOff: {
    id: 'security.2fa.off',
    defaultMessage: 'La double authentification est désactivée.',
    description: 'Status line',
  },
  enableProof: {
    id: 'security.2fa.enableProof',
    defaultMessage: 'Votre mot de passe de connexion confirme que c’est bien vous.',
    description: 'Field help: the login password asked before turning 2FA on',
  },
  enable: { id: 'security.2fa.enable', defaultMessage: 'Activer la double authentification', description: 'Button' },
  scan: {
    id: 'security.2fa.scan',
    defaultMessage:
      'Scannez ce QR code avec votre application d’authentification, ou saisissez la clé, puis le premier code affiché.',
    description: 'Setup instructions',
  },
  qrLabel: {
    id: 'security.2fa.qrLabel',
    defaultMessage: 'QR code de la clé de double authentification',
    description: 'Accessible name of the QR code',
  },
  secretLabel: { id: 'security.2fa.secret', defaultMessage: 'Clé', description: 'Label of the secret as text' },
  confirm: { id: 'security.2fa.confirm', defaultMessage: 'Confirmer', description: 'Button' },
  cancel: { id: 'security.cancel', defaultMessage: 'Annuler', description: 'Button' },
  enabled: {
    id: 'security.2fa.enabled',
    defaultMessage: 'Double authentification activée.',
    description: 'Success toast',
  },
  recoveryTitle: {
    id: 'security.2fa.recoveryTitle',
    defaultMessage: 'Vos codes de secours',
    description: 'Title above the recovery codes',
  },
  recoveryIntro: {
    id: 'security.2fa.recoveryIntro',
    defaultMessage:
      'Gardez-les en lieu sûr : ils ne seront plus affichés. Chacun remplace une fois un code de l’application.',
    description: 'Recovery codes: shown once',
  },
  copyCodes: { id: 'security.2fa.copyCodes', defaultMessage: 'Copier les codes', description: 'Button' },
  done: { id: 'security.2fa.done', defaultMessage: 'J’ai noté mes codes', description: 'Button' },
  regenerate: {
    id: 'security.2fa.regenerate',
    defaultMessage: 'Générer de nouveaux codes de secours',
    description: 'Button',
  },
  disable: {
    id: 'security.2fa.disable',
    defaultMessage: 'Désactiver la double authentification',
    description: 'Button',
  },
  disabled: {
    id: 'security.2fa.disabled',
    defaultMessage: 'Double authentification désactivée.',
    description: 'Success toast',
  },
  signInsTitle: { id: 'security.sessions.title', defaultMessage: 'Connexions actives', description: 'Section title' },
  signInsLabel: {
    id: 'security.sessions.label',
    defaultMessage: 'Connexions actives du compte',
    description: 'Table name',
  },
  signInsEmpty: { id: 'security.sessions.empty', defaultMessage: 'Aucune connexion.', description: 'Empty list' },
  signInsPages: {
    id: 'security.sessions.pages',
    defaultMessage: 'Pages des connexions',
    description: 'Pager landmark name',
  },
  device: { id: 'security.sessions.device', defaultMessage: 'Appareil', description: 'Column' },
  address: { id: 'security.sessions.address', defaultMessage: 'Adresse', description: 'Column: IP address' },
  signedInAt: { id: 'security.sessions.signedInAt', defaultMessage: 'Connexion', description: 'Column' },
  lastUsed: { id: 'security.sessions.lastUsed', defaultMessage: 'Dernière activité', description: 'Column' },
  action: { id: 'security.sessions.action', defaultMessage: 'Action', description: 'Column' },
  thisOne: {
    id: 'security.sessions.current',
    defaultMessage: 'Cette connexion',
    description: 'Marks the sign-in in use',
  },
  signOut: { id: 'security.sessions.signOut', defaultMessage: 'Déconnecter', description: 'Button' },
  signOutOthers: {
    id: 'security.sessions.signOutOthers',
    defaultMessage: 'Déconnecter toutes les autres',
    description: 'Button',
  },
  signedOut: { id: 'security.sessions.signedOut', defaultMessage: 'Connexion fermée.', description: 'Toast' },
  unknown: { id: 'security.sessions.unknown', defaultMessage: 'inconnue', description: 'No address' },
});

export const tooShort = defineMessage<{ count: number }>({
  id: 'security.password.tooShort',
  defaultMessage: 'Au moins {count} caractères.',
  description: 'Field error: a password too short',
});

export const twoFactorOn = defineMessage<{ count: number }>({
  id: 'security.2fa.on',
  defaultMessage: 'La double authentification est activée. Codes de secours restants : {count}.',
  description: 'Status line',
});

export const signInsCount = defineMessage<{ count: number }>({
  id: 'security.sessions.count',
  defaultMessage: '{count, plural, one {# connexion active} other {# connexions actives}}',
  description: 'Count above the list',
});

export const signOutLabel = defineMessage<{ device: string }>({
  id: 'security.sessions.signOutLabel',
  defaultMessage: 'Déconnecter {device}',
  description: 'Accessible name of a row button',
});

export const othersSignedOut = defineMessage<{ count: number }>({
  id: 'security.sessions.othersSignedOut',
  defaultMessage:
    '{count, plural, =0 {Aucune autre connexion.} one {# autre connexion fermée.} other {# autres connexions fermées.}}',
  description: 'Toast',
});
