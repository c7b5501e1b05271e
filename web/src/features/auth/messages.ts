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
  accountDeactivated: {
    id: 'auth.login.deactivated',
    defaultMessage: 'Ce compte a été désactivé. Contactez le support pour le faire réactiver.',
    description: 'Sign-in refused: an administrator deactivated the account (ACCOUNT_DEACTIVATED)',
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
  registerTitle: {
    id: 'auth.register.title',
    defaultMessage: 'Créer un compte',
    description: 'Heading of the register page',
  },
  registerSubmit: { id: 'auth.register.submit', defaultMessage: 'Créer mon compte', description: 'Register button' },
  registerLoginPrompt: {
    id: 'auth.register.loginLink',
    defaultMessage: 'Déjà un compte ? Se connecter',
    description: 'Link from the register page to the sign-in page',
  },
  fieldUsername: { id: 'auth.field.username', defaultMessage: 'Nom d’utilisateur', description: 'Username field' },
  fieldRepeatPassword: {
    id: 'auth.field.repeatPassword',
    defaultMessage: 'Répéter le mot de passe',
    description: 'Field that repeats the password',
  },
  fieldEmail: { id: 'auth.field.email', defaultMessage: 'E-mail', description: 'Email field' },
  fieldFirstName: { id: 'auth.field.firstName', defaultMessage: 'Prénom', description: 'First name field' },
  fieldLastName: { id: 'auth.field.lastName', defaultMessage: 'Nom', description: 'Last name field' },
  fieldParrain: { id: 'auth.field.parrain', defaultMessage: 'Parrain', description: 'Sponsor (referrer) field' },
  fieldCountry: { id: 'auth.field.country', defaultMessage: 'Pays', description: 'Country field' },
  countryShowAll: {
    id: 'auth.field.countryShowAll',
    defaultMessage: 'Afficher les pays',
    description: 'Accessible name of the button that opens the list of countries',
  },
  fieldPrivacy: {
    id: 'auth.field.privacy',
    defaultMessage: 'J’accepte la politique de confidentialité',
    description: 'Checkbox: acceptance of the privacy policy',
  },
  passwordMismatch: {
    id: 'auth.error.passwordMismatch',
    defaultMessage: 'Password and repeat password does not match',
    description: 'Sign-up rule of the product, raised before any call: this exact text in every language',
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
  errorPrivacy: {
    id: 'auth.error.privacy',
    defaultMessage: 'Vous devez accepter la politique de confidentialité.',
    description: 'Privacy policy not accepted',
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
  forgotTitle: {
    id: 'auth.forgot.title',
    defaultMessage: 'Mot de passe oublié',
    description: 'Heading of the page that asks for a reset link',
  },
  forgotIntro: {
    id: 'auth.forgot.intro',
    defaultMessage:
      'Indiquez l’adresse e-mail de votre compte : nous y enverrons un lien pour choisir un nouveau mot de passe.',
    description: 'Text of the forgot-password page',
  },
  forgotSubmit: {
    id: 'auth.forgot.submit',
    defaultMessage: 'Envoyer le lien',
    description: 'Button that asks for a reset link',
  },
  forgotLink: {
    id: 'auth.forgot.link',
    defaultMessage: 'Mot de passe oublié ?',
    description: 'Link from the sign-in page to the forgot-password page',
  },
  resetTitle: {
    id: 'auth.reset.title',
    defaultMessage: 'Nouveau mot de passe',
    description: 'Heading of the page reached from a reset link',
  },
  resetSubmit: {
    id: 'auth.reset.submit',
    defaultMessage: 'Enregistrer le mot de passe',
    description: 'Button that sets the new password',
  },
  resetNoToken: {
    id: 'auth.reset.noToken',
    defaultMessage: 'Ce lien de réinitialisation n’est pas valide. Demandez-en un nouveau.',
    description: 'The reset page was opened without a valid token',
  },
  fieldNewPassword: {
    id: 'auth.field.newPassword',
    defaultMessage: 'Nouveau mot de passe',
    description: 'New password field',
  },
  emailTitle: {
    id: 'auth.email.title',
    defaultMessage: 'Consultez votre boîte de réception',
    description: 'Heading of the page shown after asking for a reset link',
  },
  emailBody: {
    id: 'auth.email.body',
    defaultMessage:
      'Si un compte utilise cette adresse, un lien pour choisir un nouveau mot de passe vient de lui être envoyé. Le lien n’est valable que peu de temps.',
    description: 'Text after asking for a reset link; it never says whether the address has an account',
  },
  backToLogin: {
    id: 'auth.backToLogin',
    defaultMessage: 'Retour à la connexion',
    description: 'Link back to the sign-in page',
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
