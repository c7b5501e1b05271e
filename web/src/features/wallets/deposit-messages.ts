import { defineMessage, defineMessages } from 'react-intl';

export const deposit = defineMessages({
  address: { id: 'wallets.deposit.address', defaultMessage: 'Adresse de dépôt', description: 'Field label' },
  copy: { id: 'wallets.deposit.copy', defaultMessage: 'Copier l’adresse', description: 'Copy button' },
  network: { id: 'wallets.deposit.network', defaultMessage: 'Réseau', description: 'Label' },
});

export const depositWarning = defineMessage<{ asset: string; network: string }>({
  id: 'wallets.deposit.warning',
  defaultMessage:
    'Envoyez uniquement du {asset} sur le réseau {network}. Tout autre actif, ou un envoi depuis un autre réseau, serait perdu.',
  description: 'Warning on the deposit page',
});

export const depositConfirmations = defineMessage<{ count: number }>({
  id: 'wallets.deposit.confirmations',
  defaultMessage:
    'Le dépôt est crédité après {count, plural, =0 {son arrivée} one {# confirmation} other {# confirmations}} sur le réseau.',
  description: 'How many confirmations a deposit needs',
});

export const depositQr = defineMessage<{ asset: string }>({
  id: 'wallets.deposit.qr',
  defaultMessage: 'QR code de l’adresse de dépôt {asset}',
  description: 'Accessible name of the QR code',
});

export const networkNames = defineMessages({
  bitcoin: { id: 'wallets.network.bitcoin', defaultMessage: 'Bitcoin', description: 'Network name' },
  ethereum: { id: 'wallets.network.ethereum', defaultMessage: 'Ethereum (ERC-20)', description: 'Network name' },
  tron: { id: 'wallets.network.tron', defaultMessage: 'Tron (TRC-20)', description: 'Network name' },
  fiat: { id: 'wallets.network.fiat', defaultMessage: 'Monnaie fiduciaire', description: 'Network name' },
});
