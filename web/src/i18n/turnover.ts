import { defineMessages } from 'react-intl';

// The two turnover figures of a member (product spec: cap and cag), named the same on every page.
export const turnover = defineMessages({
  cap: {
    id: 'turnover.cap',
    defaultMessage: 'Chiffre d’affaires personnel (CAP)',
    description: 'cap: the member’s own qualifying purchases of the month',
  },
  cag: {
    id: 'turnover.cag',
    defaultMessage: 'Chiffre d’affaires global (CAG)',
    description: 'cag: the qualifying purchases of the month of the member’s whole downline',
  },
});
