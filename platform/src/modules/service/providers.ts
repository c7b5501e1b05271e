/**
 * What each product tells the services catalogue: whether it can be subscribed to, and how many subscriptions
 * are running (one member's, or everyone's when no member is named). One provider per product; a product plugs in
 * by replacing its slot here.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { components } from '../../generated/api.ts';
import { countActive as countActiveArbitrage } from '../arbitrage/index.ts';
import { countActivePacks } from '../booster/index.ts';
import { countStakes } from '../staking/index.ts';

export type ServiceKey = components['schemas']['ServiceKey'];

export interface ServiceState {
  available: boolean;
  activeCount: number;
}

export type ServiceProvider = (db: Kysely<Database>, userId: number | undefined, now: Date) => Promise<ServiceState>;

const notAvailableYet: ServiceProvider = async () => ({ available: false, activeCount: 0 });

const arbitrage: ServiceProvider = async (db, userId) => ({
  available: true,
  activeCount: await countActiveArbitrage(db, userId),
});

const staking: ServiceProvider = async (db, userId) => ({
  available: true,
  activeCount: await countStakes(db, { userId, status: 'active' }),
});

const booster: ServiceProvider = async (db, userId, now) => ({
  available: true,
  activeCount: await countActivePacks(db, now.toISOString(), userId),
});

// Not built yet.
const card: ServiceProvider = notAvailableYet;
const coldWallet: ServiceProvider = notAvailableYet;

export interface ServiceEntry {
  key: ServiceKey;
  provider: ServiceProvider;
  /** The member's page and the administrator's, under /account. */
  memberLink: string;
  adminLink: string;
}

/** The catalogue, in the order members see it. */
export const serviceCatalogue: readonly ServiceEntry[] = [
  { key: 'staking', provider: staking, memberLink: '/staking', adminLink: '/admin/staking-roi' },
  { key: 'booster', provider: booster, memberLink: '/pack-booster', adminLink: '/admin/pack-booster-order' },
  { key: 'arbitrage', provider: arbitrage, memberLink: '/pack-arbitrage', adminLink: '/admin/pack-arbitrage' },
  { key: 'card', provider: card, memberLink: '/material/visa', adminLink: '/admin/visa-order' },
  {
    key: 'cold_wallet',
    provider: coldWallet,
    memberLink: '/material/cold-wallet',
    adminLink: '/admin/cold-wallet-order',
  },
];
