import { defineMessage, defineMessages } from 'react-intl';

export const messages = defineMessages({
  comingSoon: {
    id: 'wallets.myWallets.comingSoon',
    defaultMessage: 'Vos portefeuilles arrivent bientôt ici : soldes, dépôts, retraits et échanges.',
    description: 'Says that the wallets are not shown yet and will be soon',
  },
});

export const greeting = defineMessage<{ name: string; uid: string }>({
  id: 'wallets.myWallets.greeting',
  defaultMessage: 'Bonjour {name} ({uid}).',
  description: 'Greeting on the my-wallets page: the user name and the user uid',
});
