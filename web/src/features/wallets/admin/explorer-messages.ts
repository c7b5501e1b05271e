import { defineMessages } from 'react-intl';

/** The asset form's block explorer fields. */
export const explorerFields = defineMessages({
  txUrl: {
    id: 'walletsAdmin.assets.explorerTxUrl',
    defaultMessage: 'Explorateur : page d’une transaction',
    description: 'Field of the asset form: the explorer URL template of a transaction',
  },
  addressUrl: {
    id: 'walletsAdmin.assets.explorerAddressUrl',
    defaultMessage: 'Explorateur : page d’une adresse',
    description: 'Field of the asset form: the explorer URL template of an address',
  },
  txHint: {
    id: 'walletsAdmin.assets.explorerTxHint',
    defaultMessage: "https://…, '{hash}' à la place du hash. Vide : l’explorateur habituel du réseau.",
    description: 'Hint under the transaction explorer field',
  },
  addressHint: {
    id: 'walletsAdmin.assets.explorerAddressHint',
    defaultMessage: "https://…, '{address}' à la place de l’adresse. Vide : l’explorateur habituel du réseau.",
    description: 'Hint under the address explorer field',
  },
  txInvalid: {
    id: 'walletsAdmin.assets.explorerTxInvalid',
    defaultMessage: "Une adresse https:// de 300 caractères au plus, avec '{hash}'.",
    description: 'Error of the transaction explorer field',
  },
  addressInvalid: {
    id: 'walletsAdmin.assets.explorerAddressInvalid',
    defaultMessage: "Une adresse https:// de 300 caractères au plus, avec '{address}'.",
    description: 'Error of the address explorer field',
  },
});
