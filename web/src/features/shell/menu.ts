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
