import { defineMessages } from 'react-intl';

/** The few auth messages every page load may show, apart so that the entry chunk holds only these. */
export const sessionMessages = defineMessages({
  loaderLabel: {
    id: 'auth.loader.label',
    defaultMessage: 'Vérification de votre session…',
    description: 'Full-screen loader at startup, while the app asks who is signed in',
  },
});
