import { defineMessages, useIntl } from 'react-intl';
import { AdminTwoFactorNotice } from './admin-two-factor.tsx';
import { chromeMessages } from './chrome-messages.ts';
import type { MenuEntry } from './menu.ts';
import { MenuNav } from './menu-nav.tsx';
import type { PagePath } from './pages.ts';
import * as styles from './shell.css.ts';

// Ids are adminMenu.<key>: browser tests find the entries by them.
const adminLabels = defineMessages({
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

  dashboard: { id: 'adminMenu.dashboard', defaultMessage: 'Tableau de bord', description: 'Admin menu link' },
  user: { id: 'adminMenu.user', defaultMessage: 'Utilisateurs', description: 'Admin menu link' },
  assets: { id: 'adminMenu.assets', defaultMessage: 'Actifs', description: 'Admin menu link' },
  withdrawalRequest: {
    id: 'adminMenu.withdrawalRequest',
    defaultMessage: 'Demandes de retrait',
    description: 'Admin menu link',
  },
  packBooster: { id: 'adminMenu.packBooster', defaultMessage: 'Packs Booster', description: 'Admin menu link' },
  packBoosterOrder: {
    id: 'adminMenu.packBoosterOrder',
    defaultMessage: 'Commandes Booster',
    description: 'Admin menu link',
  },
  packArbitrage: { id: 'adminMenu.packArbitrage', defaultMessage: 'Packs arbitrage', description: 'Admin menu link' },
  service: { id: 'adminMenu.service', defaultMessage: 'Services', description: 'Admin menu link' },
  pools: { id: 'adminMenu.pools', defaultMessage: 'Pools', description: 'Admin menu link' },
  stakingRoi: { id: 'adminMenu.stakingRoi', defaultMessage: 'Staking', description: 'Admin menu link' },
  rank: { id: 'adminMenu.rank', defaultMessage: 'Rangs', description: 'Admin menu link' },
  settings: { id: 'adminMenu.settings', defaultMessage: 'Paramètres', description: 'Admin menu group' },
  soon: {
    id: 'adminMenu.soon',
    defaultMessage: 'Bientôt disponible',
    description: 'Admin menu group of the pages whose area is not built yet',
  },
  settingAsset: { id: 'adminMenu.setting.asset', defaultMessage: 'Actifs et swap', description: 'Admin menu link' },
  settingKyc: { id: 'adminMenu.setting.kyc', defaultMessage: 'KYC', description: 'Admin menu link' },
  settingPayment: { id: 'adminMenu.setting.payment', defaultMessage: 'Paiements', description: 'Admin menu link' },
  settingVisa: { id: 'adminMenu.setting.visa', defaultMessage: 'Carte Visa', description: 'Admin menu link' },
  settingColdWallet: {
    id: 'adminMenu.setting.coldWallet',
    defaultMessage: 'Cold wallet',
    description: 'Admin menu link',
  },
  settingTransaction: {
    id: 'adminMenu.setting.transaction',
    defaultMessage: 'Transactions',
    description: 'Admin menu link',
  },
  settingAudit: {
    id: 'adminMenu.setting.audit',
    defaultMessage: 'Historique des modifications',
    description: 'Admin menu link to the audit trail of configuration changes',
  },
  settingJobs: {
    id: 'adminMenu.setting.jobs',
    defaultMessage: 'Tâches planifiées',
    description: 'Admin menu link to the periodic jobs and their runs',
  },
});

const adminLink = (key: keyof typeof adminLabels, path: PagePath): MenuEntry => ({
  key,
  label: adminLabels[key],
  path,
});

/**
 * The admin menu: the admin pages with the ledger's beside the withdrawal requests, then the settings
 * (product spec, section 2), then what is not built yet. A chunk of its own: members never load it.
 */
export const adminEntries: MenuEntry[] = [
  adminLink('dashboard', '/admin/dashboard'),
  adminLink('user', '/admin/user'),
  adminLink('assets', '/admin/assets'),
  adminLink('withdrawalRequest', '/admin/withdrawal-request'),
  adminLink('deposit', '/admin/deposit'),
  adminLink('allTransactions', '/admin/all-transactions'),
  adminLink('walletDetail', '/admin/wallet-detail'),
  adminLink('accounting', '/admin/accounting'),
  adminLink('packBooster', '/admin/pack-booster'),
  adminLink('packBoosterOrder', '/admin/pack-booster-order'),
  adminLink('packArbitrage', '/admin/pack-arbitrage'),
  adminLink('service', '/admin/service'),
  adminLink('stakingRoi', '/admin/staking-roi'),
  {
    key: 'settings',
    label: adminLabels.settings,
    children: [
      adminLink('settingAsset', '/admin/setting/asset'),
      adminLink('settingKyc', '/admin/setting/kyc'),
      adminLink('settingPayment', '/admin/setting/payment'),
      adminLink('settingVisa', '/admin/setting/visa'),
      adminLink('settingColdWallet', '/admin/setting/cold-wallet'),
      adminLink('settingTransaction', '/admin/setting/transaction'),
      adminLink('settingAudit', '/admin/setting/audit'),
      adminLink('settingJobs', '/admin/setting/jobs'),
    ],
  },
  {
    key: 'soon',
    label: adminLabels.soon,
    children: [adminLink('pools', '/admin/pools'), adminLink('rank', '/admin/rank')],
    muted: true,
  },
];

/** The admin shell's own menu, beside the admin pages (in the drawer on narrow screens). */
export function AdminMenu() {
  const intl = useIntl();
  return (
    <aside className={styles.adminMenu}>
      <AdminTwoFactorNotice className={styles.menuNotice} />
      <MenuNav entries={adminEntries} label={intl.formatMessage(chromeMessages.adminMenuLabel)} />
    </aside>
  );
}
