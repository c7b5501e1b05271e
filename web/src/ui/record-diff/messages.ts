import { defineMessage, defineMessages } from 'react-intl';

export const messages = defineMessages({
  yes: { id: 'recordDiff.yes', defaultMessage: 'oui', description: 'A changed value: on' },
  no: { id: 'recordDiff.no', defaultMessage: 'non', description: 'A changed value: off' },
  none: { id: 'recordDiff.none', defaultMessage: '(vide)', description: 'A changed value: empty' },
  noChange: {
    id: 'recordDiff.noChange',
    defaultMessage: 'Aucun champ modifié',
    description: 'A change whose record before and after are the same',
  },
});

export const changeLine = defineMessage<{ field: string; before: string; after: string }>({
  id: 'recordDiff.changeLine',
  defaultMessage: '{field} : {before} → {after}',
  description: 'One changed field: its value before and after',
});
