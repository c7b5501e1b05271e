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

/** The words for the refusals every money action may get, whatever it moves: one text each. */
export const sharedCodes = defineMessages({
  INSUFFICIENT_FUNDS: {
    id: 'moneyAction.error.insufficientFunds',
    defaultMessage: 'Votre solde disponible ne suffit pas pour ce montant.',
    description: 'Error INSUFFICIENT_FUNDS',
  },
  TRANSACTION_PASSWORD_NOT_SET: {
    id: 'moneyAction.error.transactionPasswordNotSet',
    defaultMessage: 'Définissez d’abord votre mot de passe de transaction.',
    description: 'Error TRANSACTION_PASSWORD_NOT_SET',
  },
  TRANSACTION_PASSWORD_INVALID: {
    id: 'moneyAction.error.transactionPasswordInvalid',
    defaultMessage: 'Le mot de passe de transaction est incorrect.',
    description: 'Error TRANSACTION_PASSWORD_INVALID',
  },
  TWO_FACTOR_REQUIRED: {
    id: 'moneyAction.error.twoFactorRequired',
    defaultMessage: 'Saisissez le code à 6 chiffres de votre application d’authentification.',
    description: 'Error TWO_FACTOR_REQUIRED',
  },
  TWO_FACTOR_INVALID: {
    id: 'moneyAction.error.twoFactorInvalid',
    defaultMessage: 'Le code est incorrect ou a déjà servi.',
    description: 'Error TWO_FACTOR_INVALID',
  },
  RATE_LIMITED: {
    id: 'moneyAction.error.rateLimited',
    defaultMessage: 'Trop de tentatives. Réessayez plus tard.',
    description: 'Error RATE_LIMITED',
  },
  IDEMPOTENCY_IN_PROGRESS: {
    id: 'moneyAction.error.idempotencyInProgress',
    defaultMessage: 'Votre demande précédente est encore en cours. Réessayez dans un instant.',
    description: 'Error IDEMPOTENCY_IN_PROGRESS',
  },
});
