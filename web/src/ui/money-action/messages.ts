import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  confirm: {
    id: 'moneyAction.confirm',
    defaultMessage: 'Confirmer',
    description: 'Button: the review is right, ask for the transaction password',
  },
  required: { id: 'moneyAction.required', defaultMessage: 'Ce champ est obligatoire.', description: 'Field error' },
  codeInvalid: {
    id: 'moneyAction.codeInvalid',
    defaultMessage: 'Le code comporte 6 chiffres.',
    description: 'A two-factor code of the wrong shape',
  },
  setPassword: {
    id: 'moneyAction.setPassword',
    defaultMessage: 'Définir mon mot de passe de transaction',
    description: 'Link to the security page, when no transaction password is set',
  },
});
