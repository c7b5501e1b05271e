import { defineMessage, defineMessages } from 'react-intl';

export const messages = defineMessages({
  loginTitle: { id: 'auth.login.title', defaultMessage: 'Connexion', description: 'Heading of the sign-in page' },
  loginSubmit: { id: 'auth.login.submit', defaultMessage: 'Se connecter', description: 'Sign-in button' },
  loginRegisterPrompt: {
    id: 'auth.login.registerLink',
    defaultMessage: 'Pas encore de compte ? Créer un compte',
    description: 'Link from the sign-in page to the register page',
  },
  fieldLogin: {
    id: 'auth.field.login',
    defaultMessage: 'Nom d’utilisateur ou e-mail',
    description: 'Sign-in field: username or email',
  },
  fieldPassword: { id: 'auth.field.password', defaultMessage: 'Mot de passe', description: 'Password field' },
  twoFactorTitle: {
    id: 'auth.twoFactor.title',
    defaultMessage: 'Vérification en deux étapes',
    description: 'Heading of the step that asks for the 2FA code',
  },
  twoFactorIntro: {
    id: 'auth.twoFactor.intro',
    defaultMessage: 'Saisissez le code à six chiffres de votre application d’authentification.',
    description: 'Text of the 2FA step',
  },
  twoFactorCode: { id: 'auth.twoFactor.code', defaultMessage: 'Code à six chiffres', description: '2FA code field' },
  twoFactorSubmit: { id: 'auth.twoFactor.submit', defaultMessage: 'Vérifier', description: '2FA submit button' },
  twoFactorCancel: {
    id: 'auth.twoFactor.cancel',
    defaultMessage: 'Se connecter avec un autre compte',
    description: 'Leaves the 2FA step and goes back to the sign-in form',
  },
  twoFactorInvalid: {
    id: 'auth.twoFactor.invalid',
    defaultMessage: 'Le code comporte exactement six chiffres.',
    description: 'Error of the 2FA code field when it is not six digits',
  },
  errorRequired: {
    id: 'auth.error.required',
    defaultMessage: 'Ce champ est obligatoire.',
    description: 'A required field is empty',
  },
  errorEmail: {
    id: 'auth.error.email',
    defaultMessage: 'Adresse e-mail invalide.',
    description: 'Not an email address',
  },
  errorUsername: {
    id: 'auth.error.username',
    defaultMessage: 'Lettres, chiffres, points, tirets et tirets bas uniquement.',
    description: 'Username with characters that are not allowed',
  },
  errorCountry: {
    id: 'auth.error.country',
    defaultMessage: 'Choisissez un pays dans la liste.',
    description: 'No country chosen',
  },
  errorInvalid: {
    id: 'auth.error.invalid',
    defaultMessage: 'Valeur invalide.',
    description: 'Any other invalid value',
  },
  captchaMissing: {
    id: 'auth.captcha.missing',
    defaultMessage: 'Confirmez que vous n’êtes pas un robot pour continuer.',
    description: 'Under the captcha, when the form is sent before the captcha is solved',
  },
  captchaUnavailable: {
    id: 'auth.captcha.unavailable',
    defaultMessage: 'La vérification anti-robot n’a pas pu être chargée. Rechargez la page pour réessayer.',
    description: 'In place of the captcha, when it cannot be shown',
  },
  forgotLink: {
    id: 'auth.forgot.link',
    defaultMessage: 'Mot de passe oublié ?',
    description: 'Link from the sign-in page to the forgot-password page',
  },
  signingOut: { id: 'auth.logout.pending', defaultMessage: 'Déconnexion…', description: 'Shown while signing out' },
});

export const tooShort = defineMessage<{ minimum: number }>({
  id: 'auth.error.tooShort',
  defaultMessage: 'Au moins {minimum} caractères.',
  description: 'A text is shorter than allowed',
});

export const tooLong = defineMessage<{ maximum: number }>({
  id: 'auth.error.tooLong',
  defaultMessage: 'Au plus {maximum} caractères.',
  description: 'A text is longer than allowed',
});
