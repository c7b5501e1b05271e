import { defineMessage, defineMessages } from 'react-intl';

export const swap = defineMessages({
  from: { id: 'wallets.swap.from', defaultMessage: 'De', description: 'Label: the asset given' },
  to: { id: 'wallets.swap.to', defaultMessage: 'Vers', description: 'Select label: the asset received' },
  noPair: {
    id: 'wallets.swap.noPair',
    defaultMessage: 'Aucun échange n’est ouvert depuis cet actif.',
    description: 'No enabled pair from this asset',
  },
  getQuote: { id: 'wallets.swap.getQuote', defaultMessage: 'Obtenir un devis', description: 'Button' },
  newQuote: { id: 'wallets.swap.newQuote', defaultMessage: 'Nouveau devis', description: 'Button' },
  quote: { id: 'wallets.swap.quote', defaultMessage: 'Devis', description: 'Heading of the quote' },
  rate: { id: 'wallets.swap.rate', defaultMessage: 'Taux', description: 'Quote line' },
  fee: { id: 'wallets.swap.fee', defaultMessage: 'Frais', description: 'Quote line' },
  given: { id: 'wallets.swap.given', defaultMessage: 'Vous donnez', description: 'Quote line' },
  received: { id: 'wallets.swap.received', defaultMessage: 'Vous recevez', description: 'Quote line' },
  confirm: { id: 'wallets.swap.confirm', defaultMessage: 'Confirmer l’échange', description: 'Button' },
  expired: {
    id: 'wallets.swap.expired',
    defaultMessage: 'Ce devis a expiré.',
    description: 'Shown when the quote has expired',
  },
});

export const rateLine = defineMessage<{ from: string; rate: string; to: string }>({
  id: 'wallets.swap.rateLine',
  defaultMessage: '1 {from} = {rate} {to}',
  description: 'The rate of a quote',
});

export const feeLine = defineMessage<{ fee: string; percent: string }>({
  id: 'wallets.swap.feeLine',
  defaultMessage: '{fee} ({percent})',
  description: 'The fee of a quote and its percentage',
});

export const expiresIn = defineMessage<{ seconds: number }>({
  id: 'wallets.swap.expiresIn',
  defaultMessage: 'Expire dans {seconds, plural, one {# seconde} other {# secondes}}',
  description: 'Countdown to the expiry of a quote',
});

export const swapped = defineMessage<{ given: string; received: string }>({
  id: 'wallets.swap.done',
  defaultMessage: 'Échange effectué : {given} → {received}.',
  description: 'Toast after a swap',
});
