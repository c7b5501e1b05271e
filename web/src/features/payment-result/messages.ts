import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  errorTitle: {
    id: 'payment.error.title',
    defaultMessage: 'Le paiement n’a pas abouti',
    description: 'Heading of /payment-error, where the payment provider sends the member back after a failure',
  },
  errorBody: {
    id: 'payment.error.body',
    defaultMessage: 'Aucun montant n’a été prélevé. Vous pouvez réessayer depuis votre espace.',
    description: 'Text of /payment-error',
  },
  thanksTitle: {
    id: 'payment.thanks.title',
    defaultMessage: 'Merci pour votre paiement',
    description: 'Heading of /thank-you, where the payment provider sends the member back after a payment',
  },
  thanksBody: {
    id: 'payment.thanks.body',
    defaultMessage: 'Votre paiement a bien été reçu. Votre commande apparaîtra dans votre espace.',
    description: 'Text of /thank-you',
  },
  back: {
    id: 'payment.back',
    defaultMessage: 'Retour à mes portefeuilles',
    description: 'Link from a payment result page back to the wallets',
  },
});
