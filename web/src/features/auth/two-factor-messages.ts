import { defineMessages } from 'react-intl';

// The recovery code's words, apart from messages.ts: only the lazily loaded second step reads them.
export const recoveryMessages = defineMessages({
  recoveryCode: {
    id: 'auth.twoFactor.recoveryCode',
    defaultMessage: 'Code de secours',
    description: '2FA field when a recovery code is used instead',
  },
  useRecovery: {
    id: 'auth.twoFactor.useRecovery',
    defaultMessage: 'Utiliser un code de secours',
    description: 'Switches the 2FA field to a recovery code',
  },
  useApp: {
    id: 'auth.twoFactor.useApp',
    defaultMessage: 'Utiliser le code de l’application',
    description: 'Switches the 2FA field back to the app code',
  },
  recoveryInvalid: {
    id: 'auth.twoFactor.recoveryInvalid',
    defaultMessage: 'Un code de secours s’écrit xxxxx-xxxxx-xxxxx.',
    description: 'Error of the recovery code field',
  },
});
