import { defineMessages } from 'react-intl';

// The sign-up, forgot and reset pages' words, apart from messages.ts so that /login does not load them.
export const accountMessages = defineMessages({
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
  errorPrivacy: {
    id: 'auth.error.privacy',
    defaultMessage: 'Vous devez accepter la politique de confidentialité.',
    description: 'Privacy policy not accepted',
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
});
