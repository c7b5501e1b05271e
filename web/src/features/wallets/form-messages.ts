import { defineMessage, defineMessages } from 'react-intl';
import { sharedCodes } from '../../ui/money-action/messages.ts';

// Apart from messages.ts, so that the wallets page does not load what only the forms say.
export const amountTooSmall = defineMessage<{ minimum: string }>({
  id: 'wallets.amountTooSmall',
  defaultMessage: 'Le minimum est {minimum}.',
  description: 'Amount field error: below the minimum (the minimum with its asset)',
});

export const amountTooBig = defineMessage<{ maximum: string }>({
  id: 'wallets.amountTooBig',
  defaultMessage: 'Le maximum est {maximum}.',
  description: 'Amount field error: above the maximum (the maximum with its asset)',
});

export const amountAboveAvailable = defineMessage<{ available: string }>({
  id: 'wallets.amountAboveAvailable',
  defaultMessage: 'Solde disponible insuffisant : {available}.',
  description: 'Amount field error: more than the available balance',
});

export const amountWithAsset = defineMessage<{ amount: string; asset: string }>({
  id: 'wallets.amountWithAsset',
  defaultMessage: '{amount} {asset}',
  description: 'An amount followed by its asset code',
});

export const availableLine = defineMessage<{ amount: string }>({
  id: 'wallets.availableLine',
  defaultMessage: 'Disponible : {amount}',
  description: 'The available balance above an amount field',
});

export const limitsLine = defineMessage<{ minimum: string; maximum: string }>({
  id: 'wallets.swap.limitsLine',
  defaultMessage: 'Limites : de {minimum} à {maximum}',
  description: 'The minimum and maximum of a swap or a withdrawal, under its amount field',
});

/** The platform's error codes the wallet pages explain in the interface's words, the shared ones in theirs. */
export const errorCodes = {
  ...sharedCodes,
  ...defineMessages({
    QUOTE_EXPIRED: {
      id: 'wallets.error.quoteExpired',
      defaultMessage: 'Ce devis a expiré. Demandez-en un nouveau.',
      description: 'Error QUOTE_EXPIRED',
    },
    QUOTE_CHANGED: {
      id: 'wallets.error.quoteChanged',
      defaultMessage: 'Le taux ou les frais ont changé depuis ce devis. Demandez-en un nouveau.',
      description: 'Error QUOTE_CHANGED',
    },
    QUOTE_USED: {
      id: 'wallets.error.quoteUsed',
      defaultMessage: 'Ce devis a déjà été exécuté.',
      description: 'Error QUOTE_USED',
    },
    AMOUNT_OUT_OF_RANGE: {
      id: 'wallets.error.amountOutOfRange',
      defaultMessage: 'Le montant est hors des limites autorisées.',
      description: 'Error AMOUNT_OUT_OF_RANGE',
    },
    SWAP_PAIR_DISABLED: {
      id: 'wallets.error.swapPairDisabled',
      defaultMessage: 'Cet échange n’est pas disponible pour le moment.',
      description: 'Error SWAP_PAIR_DISABLED',
    },
    DEPOSIT_DISABLED: {
      id: 'wallets.error.depositDisabled',
      defaultMessage: 'Les dépôts de cet actif ne sont pas possibles.',
      description: 'Error DEPOSIT_DISABLED',
    },
    WITHDRAWAL_NOT_CONFIGURED: {
      id: 'wallets.error.withdrawalNotConfigured',
      defaultMessage: 'Les retraits de cet actif ne sont pas ouverts.',
      description: 'Error WITHDRAWAL_NOT_CONFIGURED',
    },
    KYC_REQUIRED: {
      id: 'wallets.error.kycRequired',
      defaultMessage: 'Vérifiez votre identité (KYC) pour continuer.',
      description: 'Error KYC_REQUIRED',
    },
  }),
};
