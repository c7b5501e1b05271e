import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: {
    id: 'stepUp.title',
    defaultMessage: 'Confirmez que c’est bien vous',
    description: 'Title of the dialog asking for the password or a 2FA code before a sensitive admin action',
  },
  intro: {
    id: 'stepUp.intro',
    defaultMessage:
      'Cette action est sensible : saisissez de nouveau votre mot de passe ou un code de double authentification. Elle sera ensuite envoyée.',
    description: 'Why the step-up dialog asks again, and that the action is sent once confirmed',
  },
  password: {
    id: 'stepUp.password',
    defaultMessage: 'Mot de passe de connexion',
    description: 'Label of the login password field of the step-up dialog',
  },
  code: {
    id: 'stepUp.code',
    defaultMessage: 'Code de double authentification',
    description: 'Label of the 2FA code field of the step-up dialog (a code of the app or a recovery code)',
  },
  usePassword: {
    id: 'stepUp.usePassword',
    defaultMessage: 'Utiliser mon mot de passe',
    description: 'Button: enter the login password instead of a 2FA code',
  },
  useCode: {
    id: 'stepUp.useCode',
    defaultMessage: 'Utiliser un code de double authentification',
    description: 'Button: enter a 2FA code instead of the password',
  },
  required: {
    id: 'stepUp.required',
    defaultMessage: 'Ce champ est requis.',
    description: 'Step-up dialog: the field is empty',
  },
  confirm: {
    id: 'stepUp.confirm',
    defaultMessage: 'Confirmer',
    description: 'Step-up dialog: confirm the password or code',
  },
  cancel: {
    id: 'stepUp.cancel',
    defaultMessage: 'Annuler',
    description: 'Step-up dialog: give up the action',
  },
});
