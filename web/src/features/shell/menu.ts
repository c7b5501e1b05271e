import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { PagePath } from './pages.ts';

/** A link, or a group of links under a label. */
export type MenuEntry =
  | { key: string; label: MessageDescriptor; path: PagePath }
  | { key: string; label: MessageDescriptor; children: MenuEntry[]; muted?: true };

// Ids are menu.<key>: browser tests find the entries by them.
const labels = defineMessages({
  wallets: { id: 'menu.wallets', defaultMessage: 'Mes portefeuilles', description: 'Side menu group' },
  myWallets: { id: 'menu.myWallets', defaultMessage: 'Mes portefeuilles', description: 'Side menu link' },
  myTransactions: { id: 'menu.myTransactions', defaultMessage: 'Mes transactions', description: 'Side menu link' },
  services: { id: 'menu.services', defaultMessage: 'Services', description: 'Side menu link' },
  ficheCrypto: { id: 'menu.ficheCrypto', defaultMessage: 'Fiche Crypto', description: 'Side menu link' },
  packBooster: { id: 'menu.packBooster', defaultMessage: 'Packs Booster', description: 'Side menu link' },
  packArbitrage: { id: 'menu.packArbitrage', defaultMessage: 'Pack arbitrage', description: 'Side menu link' },
  affiliation: { id: 'menu.affiliation', defaultMessage: 'Affiliation', description: 'Side menu group' },
  affiliationDashboard: {
    id: 'menu.affiliationDashboard',
    defaultMessage: 'Tableau de bord',
    description: 'Side menu link, in the Affiliation group',
  },
  affiliationTree: {
    id: 'menu.affiliationTree',
    defaultMessage: 'Arbre d’affiliation',
    description: 'Side menu link, in the Affiliation group',
  },
  advantages: { id: 'menu.advantages', defaultMessage: 'Avantages', description: 'Side menu link, in Affiliation' },
  material: { id: 'menu.material', defaultMessage: 'Matériel', description: 'Side menu link' },
  settings: { id: 'menu.settings', defaultMessage: 'Paramètres', description: 'Side menu group' },
  profile: { id: 'menu.profile', defaultMessage: 'Profil', description: 'Side menu link, in the Settings group' },
  editProfile: {
    id: 'menu.editProfile',
    defaultMessage: 'Modifier le profil',
    description: 'Side menu link, in the Settings group',
  },
  settingsAffiliation: {
    id: 'menu.settingsAffiliation',
    defaultMessage: 'Affiliation',
    description: 'Side menu link, in the Settings group: the member’s sponsor and referral link',
  },
  security: { id: 'menu.security', defaultMessage: 'Sécurité', description: 'Side menu link, in the Settings group' },
  kyc: {
    id: 'menu.kyc',
    defaultMessage: 'Vérification d’identité',
    description: 'Side menu link, in the Settings group: KYC',
  },
  staking: { id: 'menu.staking', defaultMessage: 'Staking', description: 'Side menu link' },
  soon: {
    id: 'menu.soon',
    defaultMessage: 'Bientôt disponible',
    description: 'Side menu group of the pages whose area is not built yet',
  },
  marketing: { id: 'menu.marketing', defaultMessage: 'Marketing', description: 'Side menu link' },
  support: { id: 'menu.support', defaultMessage: 'Support', description: 'Side menu link' },
  evenement: { id: 'menu.evenement', defaultMessage: 'Événement', description: 'Side menu link: events' },
});

const link = (key: keyof typeof labels, path: PagePath): MenuEntry => ({ key, label: labels[key], path });
const group = (key: keyof typeof labels, children: MenuEntry[]): MenuEntry => ({ key, label: labels[key], children });

/** The member menu, in the order of the product spec (section 2); areas not built yet wait apart, muted. */
export const memberMenu: MenuEntry[] = [
  group('wallets', [link('myWallets', '/wallets/my-wallets'), link('myTransactions', '/wallets/my-transactions')]),
  link('affiliationDashboard', '/dashboard'),
  link('services', '/service'),
  link('staking', '/staking'),
  link('packBooster', '/pack-booster'),
  link('packArbitrage', '/pack-arbitrage'),
  group('settings', [
    link('profile', '/setting/profile/detail'),
    link('editProfile', '/setting/profile/edit'),
    link('security', '/setting/profile/security'),
    link('kyc', '/setting/verification-identity'),
  ]),
  {
    ...group('soon', [
      link('affiliationTree', '/affiliation/tree'),
      link('advantages', '/avantage/uni-level'),
      link('settingsAffiliation', '/setting/profile/affiliation'),
      link('material', '/material/cold-wallet'),
      link('ficheCrypto', '/fiche-crypto'),
      link('marketing', '/marketing'),
      link('support', '/support'),
      link('evenement', '/evenement'),
    ]),
    muted: true,
  },
];

const adminLabels = defineMessages({
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

/** The admin menu: the admin pages, then the settings (product spec, section 2), then what is not built yet. */
export const adminMenu: MenuEntry[] = [
  adminLink('dashboard', '/admin/dashboard'),
  adminLink('user', '/admin/user'),
  adminLink('assets', '/admin/assets'),
  adminLink('withdrawalRequest', '/admin/withdrawal-request'),
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
