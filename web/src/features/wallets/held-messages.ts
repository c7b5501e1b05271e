import { defineMessage } from 'react-intl';

export const heldTitle = defineMessage({
  id: 'wallets.heldNote.title',
  defaultMessage: 'Montants réservés',
  description: 'Heading of what explains the held amounts of My wallets',
});

export const heldLine = defineMessage<{ amount: string; requests: string }>({
  id: 'wallets.heldNote.line',
  defaultMessage: '{amount} réservés — {requests}',
  description:
    'One asset’s held amount and the withdrawal requests that hold it: "26 USDT réservés — WDR-000012 en attente"',
});

export const heldAmount = defineMessage<{ amount: string }>({
  id: 'wallets.heldNote.amount',
  defaultMessage: '{amount} réservés',
  description: 'A held amount whose requests are not listed',
});

export const heldRequest = defineMessage<{ reference: string; status: string }>({
  id: 'wallets.heldNote.request',
  defaultMessage:
    '{reference} {status, select, awaiting_second_approval {en attente d’une seconde validation} other {en attente}}',
  description: 'A withdrawal request holding money, and its state',
});
