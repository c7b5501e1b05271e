import { defineMessage } from 'react-intl';

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
