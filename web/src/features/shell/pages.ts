import type { LinkProps } from '@tanstack/react-router';
import { defineMessages, type MessageDescriptor } from 'react-intl';

export type PagePath = NonNullable<LinkProps['to']>;

/** The title of every page the shell frames: its h1, and its name in the breadcrumb. */
const titles = defineMessages({
  dashboard: { id: 'page.dashboard', defaultMessage: 'Tableau de bord', description: 'Page title: /dashboard' },
  profileDetail: { id: 'page.profileDetail', defaultMessage: 'Mon profil', description: 'Page title' },
  profileEdit: { id: 'page.profileEdit', defaultMessage: 'Modifier le profil', description: 'Page title' },
  profileSecurity: { id: 'page.profileSecurity', defaultMessage: 'Sécurité', description: 'Page title' },
  profileAffiliation: {
    id: 'page.profileAffiliation',
    defaultMessage: 'Mon affiliation',
    description: 'Page title: the member’s sponsor and referral link',
  },
  verificationIdentity: {
    id: 'page.verificationIdentity',
    defaultMessage: 'Vérification d’identité',
    description: 'Page title: KYC',
  },
  uniLevel: { id: 'page.uniLevel', defaultMessage: 'Unilevel', description: 'Page title' },
  rankOrCareer: { id: 'page.rankOrCareer', defaultMessage: 'Rang et carrière', description: 'Page title' },
  pool: { id: 'page.pool', defaultMessage: 'Pools', description: 'Page title' },
  myWallets: { id: 'page.myWallets', defaultMessage: 'Mes portefeuilles', description: 'Page title' },
  swap: { id: 'page.swap', defaultMessage: 'Échanger', description: 'Page title: swap from a wallet' },
  deposit: { id: 'page.deposit', defaultMessage: 'Déposer', description: 'Page title: deposit to a wallet' },
  withdraw: { id: 'page.withdraw', defaultMessage: 'Retirer', description: 'Page title: withdraw from a wallet' },
  swapTransaction: { id: 'page.swapTransaction', defaultMessage: 'Historique des échanges', description: 'Page title' },
  myTransactions: { id: 'page.myTransactions', defaultMessage: 'Mes transactions', description: 'Page title' },
  myCards: { id: 'page.myCards', defaultMessage: 'Mes cartes', description: 'Page title' },
  depositCard: { id: 'page.depositCard', defaultMessage: 'Recharger la carte', description: 'Page title' },
  withdrawCard: { id: 'page.withdrawCard', defaultMessage: 'Retirer de la carte', description: 'Page title' },
  staking: { id: 'page.staking', defaultMessage: 'Staking', description: 'Page title' },
  stakingNew: { id: 'page.stakingNew', defaultMessage: 'Nouveau staking', description: 'Page title' },
  packBooster: { id: 'page.packBooster', defaultMessage: 'Packs Booster', description: 'Page title' },
  packArbitrage: { id: 'page.packArbitrage', defaultMessage: 'Pack arbitrage', description: 'Page title' },
  walletsV2: { id: 'page.walletsV2', defaultMessage: 'Portefeuilles V2', description: 'Page title' },
  commande: { id: 'page.commande', defaultMessage: 'Mes commandes', description: 'Page title' },
  remuneration: { id: 'page.remuneration', defaultMessage: 'Rémunération', description: 'Page title' },
  service: { id: 'page.service', defaultMessage: 'Services', description: 'Page title' },
  affiliation: { id: 'page.affiliation', defaultMessage: 'Affiliation', description: 'Page title' },
  affiliationTree: { id: 'page.affiliationTree', defaultMessage: 'Arbre d’affiliation', description: 'Page title' },
  affiliationGraph: { id: 'page.affiliationGraph', defaultMessage: 'Graphe d’affiliation', description: 'Page title' },
  marketing: { id: 'page.marketing', defaultMessage: 'Marketing', description: 'Page title' },
  evenement: { id: 'page.evenement', defaultMessage: 'Événements', description: 'Page title' },
  ficheCrypto: { id: 'page.ficheCrypto', defaultMessage: 'Fiches crypto', description: 'Page title' },
  support: { id: 'page.support', defaultMessage: 'Support', description: 'Page title' },
  supportNew: { id: 'page.supportNew', defaultMessage: 'Nouvelle demande', description: 'Page title' },
  supportReplay: { id: 'page.supportReplay', defaultMessage: 'Répondre au support', description: 'Page title' },
  materialColdWallet: { id: 'page.materialColdWallet', defaultMessage: 'Cold wallet', description: 'Page title' },
  materialVisa: { id: 'page.materialVisa', defaultMessage: 'Carte Visa', description: 'Page title' },
  coldwallet: { id: 'page.coldwallet', defaultMessage: 'Commander un cold wallet', description: 'Page title' },
  ticket: { id: 'page.ticket', defaultMessage: 'Tickets', description: 'Page title' },
  adminDashboard: {
    id: 'page.admin.dashboard',
    defaultMessage: 'Administration',
    description: 'Page title: the admin dashboard',
  },
  adminUser: { id: 'page.admin.user', defaultMessage: 'Utilisateurs', description: 'Admin page title' },
  adminAssets: { id: 'page.admin.assets', defaultMessage: 'Actifs', description: 'Admin page title' },
  adminWithdrawalRequest: {
    id: 'page.admin.withdrawalRequest',
    defaultMessage: 'Demandes de retrait',
    description: 'Admin page title',
  },
  adminAssetsNew: { id: 'page.admin.assetsNew', defaultMessage: 'Nouvel actif', description: 'Admin page title' },
  adminAssetsEdit: {
    id: 'page.admin.assetsEdit',
    defaultMessage: 'Modifier un actif',
    description: 'Admin page title: the form of an existing asset',
  },
  adminDeposit: { id: 'page.admin.deposit', defaultMessage: 'Dépôts', description: 'Admin page title' },
  adminAllTransactions: {
    id: 'page.admin.allTransactions',
    defaultMessage: 'Toutes les transactions',
    description: 'Admin page title: every member’s transactions',
  },
  adminWalletDetail: {
    id: 'page.admin.walletDetail',
    defaultMessage: 'Portefeuilles d’un membre',
    description: 'Admin page title: one member’s wallets',
  },
  adminUserTransact: {
    id: 'page.admin.userTransact',
    defaultMessage: 'Transactions d’un membre',
    description: 'Admin page title: one member’s transactions',
  },
  adminUserProfil: {
    id: 'page.admin.userProfil',
    defaultMessage: 'Profil d’un membre',
    description: 'Admin page title: one member’s account',
  },
  adminAccounting: {
    id: 'page.admin.accounting',
    defaultMessage: 'Comptabilité',
    description: 'Admin page title: the books per asset and the ledger check',
  },
  adminPackBooster: { id: 'page.admin.packBooster', defaultMessage: 'Packs Booster', description: 'Admin page title' },
  adminPackBoosterNew: {
    id: 'page.admin.packBoosterNew',
    defaultMessage: 'Nouveau pack booster',
    description: 'Admin page title',
  },
  adminPackBoosterEdit: {
    id: 'page.admin.packBoosterEdit',
    defaultMessage: 'Modifier un pack booster',
    description: 'Admin page title',
  },
  adminPackBoosterOrder: {
    id: 'page.admin.packBoosterOrder',
    defaultMessage: 'Commandes de packs booster',
    description: 'Admin page title',
  },
  adminUserBooster: {
    id: 'page.admin.userBooster',
    defaultMessage: 'Pack booster du membre',
    description: 'Admin page title: one member’s booster pack and orders',
  },
  adminPools: { id: 'page.admin.pools', defaultMessage: 'Pools', description: 'Admin page title' },
  adminPackArbitrage: {
    id: 'page.admin.packArbitrage',
    defaultMessage: 'Packs arbitrage',
    description: 'Admin page title',
  },
  adminPackArbitrageNew: {
    id: 'page.admin.packArbitrageNew',
    defaultMessage: 'Nouveau pack arbitrage',
    description: 'Admin page title',
  },
  adminPackArbitrageEdit: {
    id: 'page.admin.packArbitrageEdit',
    defaultMessage: 'Modifier un pack arbitrage',
    description: 'Admin page title: the form of an existing pack',
  },
  adminService: { id: 'page.admin.service', defaultMessage: 'Services', description: 'Admin page title' },
  adminRank: { id: 'page.admin.rank', defaultMessage: 'Rangs', description: 'Admin page title' },
  adminStakingRoi: {
    id: 'page.admin.stakingRoi',
    defaultMessage: 'Staking : taux et distributions',
    description: 'Admin page title',
  },
  adminUserStake: { id: 'page.admin.userStake', defaultMessage: 'Stakings du membre', description: 'Admin page title' },
  // The settings pages keep the ids they had in the configuration feature; browser tests use them.
  adminSettingAsset: {
    id: 'configuration.asset.title',
    defaultMessage: 'Actifs et swap',
    description: 'Heading of setting/asset',
  },
  adminSettingKyc: {
    id: 'configuration.kyc.title',
    defaultMessage: 'Vérification d’identité (KYC)',
    description: 'Heading of setting/kyc',
  },
  adminSettingTransaction: {
    id: 'configuration.transaction.title',
    defaultMessage: 'Transactions',
    description: 'Heading of setting/transaction',
  },
  adminSettingDuration: {
    id: 'configuration.duration.title',
    defaultMessage: 'Délais de livraison',
    description: 'Heading of setting/duration',
  },
  adminSettingPayment: {
    id: 'configuration.payment.title',
    defaultMessage: 'Paiements',
    description: 'Heading of setting/payment',
  },
  adminSettingVisa: {
    id: 'configuration.visa.title',
    defaultMessage: 'Carte Visa',
    description: 'Heading of setting/visa',
  },
  adminSettingColdWallet: {
    id: 'configuration.coldWallet.title',
    defaultMessage: 'Cold Wallet',
    description: 'Heading of setting/cold-wallet',
  },
  adminSettingAudit: {
    id: 'configuration.audit.title',
    defaultMessage: 'Historique des modifications',
    description: 'Heading of setting/audit, the trail of configuration changes',
  },
  adminSettingJobs: {
    id: 'jobs.title',
    defaultMessage: 'Tâches planifiées',
    description: 'Heading of setting/jobs, the periodic jobs and their runs',
  },
});

export interface Page {
  title: MessageDescriptor;
  path: PagePath;
  /** The page above this one in the breadcrumb. */
  parent?: PageKey;
}

const page = (key: keyof typeof titles, path: PagePath, parent?: PageKey): Page => ({
  title: titles[key],
  path,
  parent,
});

export type PageKey = keyof typeof titles;

/** Every page framed by the shell, with its place in the breadcrumb. */
export const pages: Record<PageKey, Page> = {
  dashboard: page('dashboard', '/dashboard'),
  profileDetail: page('profileDetail', '/setting/profile/detail'),
  profileEdit: page('profileEdit', '/setting/profile/edit', 'profileDetail'),
  profileSecurity: page('profileSecurity', '/setting/profile/security', 'profileDetail'),
  profileAffiliation: page('profileAffiliation', '/setting/profile/affiliation', 'profileDetail'),
  verificationIdentity: page('verificationIdentity', '/setting/verification-identity', 'profileDetail'),
  uniLevel: page('uniLevel', '/avantage/uni-level'),
  rankOrCareer: page('rankOrCareer', '/avantage/rank-or-carrer'),
  pool: page('pool', '/avantage/pool'),
  myWallets: page('myWallets', '/wallets/my-wallets'),
  swap: page('swap', '/wallets/my-wallets/swap/$origin', 'myWallets'),
  deposit: page('deposit', '/wallets/my-wallets/deposit/$origin', 'myWallets'),
  withdraw: page('withdraw', '/wallets/my-wallets/withdraw/$origin', 'myWallets'),
  swapTransaction: page('swapTransaction', '/wallets/my-wallets/swap-transaction', 'myWallets'),
  myTransactions: page('myTransactions', '/wallets/my-transactions'),
  myCards: page('myCards', '/wallets/my-cards'),
  depositCard: page('depositCard', '/wallets/my-cards/deposit-card', 'myCards'),
  withdrawCard: page('withdrawCard', '/wallets/my-cards/withdraw-card', 'myCards'),
  staking: page('staking', '/staking'),
  stakingNew: page('stakingNew', '/staking/new', 'staking'),
  packBooster: page('packBooster', '/pack-booster'),
  packArbitrage: page('packArbitrage', '/pack-arbitrage'),
  walletsV2: page('walletsV2', '/wallets-v2'),
  commande: page('commande', '/commande'),
  remuneration: page('remuneration', '/remuneration'),
  service: page('service', '/service'),
  affiliation: page('affiliation', '/affiliation'),
  affiliationTree: page('affiliationTree', '/affiliation/tree', 'affiliation'),
  affiliationGraph: page('affiliationGraph', '/affiliation/graph', 'affiliation'),
  marketing: page('marketing', '/marketing'),
  evenement: page('evenement', '/evenement'),
  ficheCrypto: page('ficheCrypto', '/fiche-crypto'),
  support: page('support', '/support'),
  supportNew: page('supportNew', '/support/new', 'support'),
  supportReplay: page('supportReplay', '/support/replay', 'support'),
  materialColdWallet: page('materialColdWallet', '/material/cold-wallet'),
  materialVisa: page('materialVisa', '/material/visa'),
  coldwallet: page('coldwallet', '/coldwallet', 'materialColdWallet'),
  ticket: page('ticket', '/ticket'),
  adminDashboard: page('adminDashboard', '/admin/dashboard'),
  adminUser: page('adminUser', '/admin/user', 'adminDashboard'),
  adminAssets: page('adminAssets', '/admin/assets', 'adminDashboard'),
  adminWithdrawalRequest: page('adminWithdrawalRequest', '/admin/withdrawal-request', 'adminDashboard'),
  adminAssetsNew: page('adminAssetsNew', '/admin/assets/new', 'adminAssets'),
  adminAssetsEdit: page('adminAssetsEdit', '/admin/assets/edit/$id', 'adminAssets'),
  adminDeposit: page('adminDeposit', '/admin/deposit', 'adminDashboard'),
  adminAllTransactions: page('adminAllTransactions', '/admin/all-transactions', 'adminDashboard'),
  adminWalletDetail: page('adminWalletDetail', '/admin/wallet-detail', 'adminDashboard'),
  adminUserTransact: page('adminUserTransact', '/admin/user/transact/$id', 'adminUser'),
  adminUserProfil: page('adminUserProfil', '/admin/user/profil/$uid', 'adminUser'),
  adminAccounting: page('adminAccounting', '/admin/accounting', 'adminDashboard'),
  adminPackBooster: page('adminPackBooster', '/admin/pack-booster', 'adminDashboard'),
  adminPackBoosterNew: page('adminPackBoosterNew', '/admin/pack-booster/new', 'adminPackBooster'),
  adminPackBoosterEdit: page('adminPackBoosterEdit', '/admin/pack-booster/edit/$id', 'adminPackBooster'),
  adminPackBoosterOrder: page('adminPackBoosterOrder', '/admin/pack-booster-order', 'adminDashboard'),
  adminUserBooster: page('adminUserBooster', '/admin/user/booster/$uid', 'adminUser'),
  adminPools: page('adminPools', '/admin/pools', 'adminDashboard'),
  adminPackArbitrage: page('adminPackArbitrage', '/admin/pack-arbitrage', 'adminDashboard'),
  adminPackArbitrageNew: page('adminPackArbitrageNew', '/admin/pack-arbitrage/new', 'adminPackArbitrage'),
  adminPackArbitrageEdit: page('adminPackArbitrageEdit', '/admin/pack-arbitrage/edit/$id', 'adminPackArbitrage'),
  adminService: page('adminService', '/admin/service', 'adminDashboard'),
  adminRank: page('adminRank', '/admin/rank', 'adminDashboard'),
  adminStakingRoi: page('adminStakingRoi', '/admin/staking-roi', 'adminDashboard'),
  adminUserStake: page('adminUserStake', '/admin/user/stake/$user_id', 'adminUser'),
  adminSettingAsset: page('adminSettingAsset', '/admin/setting/asset', 'adminDashboard'),
  adminSettingKyc: page('adminSettingKyc', '/admin/setting/kyc', 'adminDashboard'),
  adminSettingTransaction: page('adminSettingTransaction', '/admin/setting/transaction', 'adminDashboard'),
  adminSettingDuration: page('adminSettingDuration', '/admin/setting/duration', 'adminDashboard'),
  adminSettingPayment: page('adminSettingPayment', '/admin/setting/payment', 'adminDashboard'),
  adminSettingVisa: page('adminSettingVisa', '/admin/setting/visa', 'adminDashboard'),
  adminSettingColdWallet: page('adminSettingColdWallet', '/admin/setting/cold-wallet', 'adminDashboard'),
  adminSettingAudit: page('adminSettingAudit', '/admin/setting/audit', 'adminDashboard'),
  adminSettingJobs: page('adminSettingJobs', '/admin/setting/jobs', 'adminDashboard'),
};

/** The breadcrumb of a page: its ancestors, then itself. */
export function trail(key: PageKey): Page[] {
  const chain: Page[] = [];
  for (let at: PageKey | undefined = key; at; at = pages[at].parent) chain.unshift(pages[at]);
  return chain;
}

/** The page a route shows, by the route's full path (`/staking/new`, `/wallets/my-wallets/`); none for a layout. */
export function pageAt(fullPath: string): PageKey | undefined {
  const path = fullPath.length > 1 ? fullPath.replace(/\/$/, '') : fullPath;
  return (Object.keys(pages) as PageKey[]).find((key) => pages[key].path === path);
}
