import { defineMessages, useIntl } from 'react-intl';
import { adminMenu, type MenuEntry } from './menu.ts';
import { MenuNav } from './menu-nav.tsx';
import { messages } from './messages.ts';
import * as styles from './shell.css.ts';

// Ids are adminMenu.<key>, as the other entries of the admin menu: browser tests find them by these.
const ledgerLabels = defineMessages({
  deposit: { id: 'adminMenu.deposit', defaultMessage: 'Dépôts', description: 'Admin menu link' },
  allTransactions: {
    id: 'adminMenu.allTransactions',
    defaultMessage: 'Toutes les transactions',
    description: 'Admin menu link',
  },
  walletDetail: {
    id: 'adminMenu.walletDetail',
    defaultMessage: 'Portefeuilles des membres',
    description: 'Admin menu link to one member’s wallets',
  },
  accounting: {
    id: 'adminMenu.accounting',
    defaultMessage: 'Comptabilité',
    description: 'Admin menu link to the books per asset and the ledger check',
  },
});

/** The ledger's pages, beside the withdrawal requests they go with. */
const ledgerEntries: MenuEntry[] = [
  { key: 'deposit', label: ledgerLabels.deposit, path: '/admin/deposit' },
  { key: 'allTransactions', label: ledgerLabels.allTransactions, path: '/admin/all-transactions' },
  { key: 'walletDetail', label: ledgerLabels.walletDetail, path: '/admin/wallet-detail' },
  { key: 'accounting', label: ledgerLabels.accounting, path: '/admin/accounting' },
];

/** The admin menu's entries, beside the admin pages and in the drawer on narrow screens. */
export const adminEntries = adminMenu.flatMap((entry) =>
  entry.key === 'withdrawalRequest' ? [entry, ...ledgerEntries] : [entry],
);

/** The admin shell's own menu, beside the admin pages (in the drawer on narrow screens). */
export function AdminMenu() {
  const intl = useIntl();
  return (
    <aside className={styles.adminMenu}>
      <MenuNav entries={adminEntries} label={intl.formatMessage(messages.adminMenuLabel)} />
    </aside>
  );
}
