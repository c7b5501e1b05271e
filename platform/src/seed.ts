/**
 * Demo data, so a fresh `npm start` shows real screens: three accounts (an administrator, a member he
 * sponsors, and a member with two-factor authentication) and a bell's worth of notifications each, in
 * French, the product's default language. Idempotent: an account that exists is left as it is, and its
 * notifications are only created together with it.
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, KycStatus, NewNotification } from './db/database.ts';
import { nowIso } from './db/database.ts';
import { isUniqueViolation } from './db/errors.ts';
import { decimalToCents } from './money.ts';
import { hashPassword } from './modules/auth/index.ts';
import type { Actor } from './modules/audit/index.ts';
import { findTierByName, purchasePack, upgradePack } from './modules/booster/index.ts';
import { seedAdminTwoFactorSetting } from './modules/configuration/index.ts';
import { recordDeposit } from './modules/deposit/index.ts';
import { noIdempotency } from './core/idempotency/idempotency.ts';
import { totpSecretBox } from './core/secret-box.ts';
import type { MoneyContext } from './core/ledger/index.ts';
import { recordReviewedSession } from './modules/kyc/index.ts';
import { insertNotifications } from './modules/notification/index.ts';
import { createStake, listProducts as listStakingProducts } from './modules/staking/index.ts';
import { createSwapQuote, executeSwap } from './modules/swap/index.ts';
import { approveWithdrawal, placeWithdrawal, planWithdrawal } from './modules/withdrawal/index.ts';
import type { DialectKind } from './db/connect.ts';
import { findUserByUsername, insertUser, serializeScopes } from './modules/user/index.ts';

export const DEMO_PASSWORD = 'Demo-Password-1';
export const DEMO_TRANSACTION_PASSWORD = 'Demo-Tx-1';
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';

interface DemoNotification {
  title: string;
  description: string;
  seen: boolean;
  /** How long before the seed it was created. */
  hoursAgo: number;
}

interface DemoAccount {
  username: string;
  firstName: string;
  lastName: string;
  scopes: string[];
  sponsor: string | null;
  kyc: KycStatus | null;
  tel: string | null;
  country: string;
  daysSinceSignUp: number;
  cap: string;
  cag: string;
  totpSecret: string | null;
  notifications: DemoNotification[];
}

// Sponsors come before the accounts they sponsor.
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    username: 'demo-admin',
    firstName: 'Demo',
    lastName: 'Admin',
    scopes: ['member', 'admin'],
    sponsor: null,
    kyc: 'verified',
    tel: '+33611223344',
    country: 'FR',
    daysSinceSignUp: 420,
    cap: '15000.00',
    cag: '325400.00',
    totpSecret: null,
    notifications: [
      {
        title: 'Retrait en attente de validation',
        description: 'Un retrait de 12 500 USDT dépasse le seuil de double validation et attend votre approbation.',
        seen: false,
        hoursAgo: 2,
      },
      {
        title: 'Nouvelle vérification KYC',
        description: 'Le membre demo-member a envoyé ses documents d’identité pour la vérification N°2.',
        seen: false,
        hoursAgo: 26,
      },
      {
        title: 'Configuration mise à jour',
        description: 'La configuration des frais de swap a été modifiée.',
        seen: true,
        hoursAgo: 24 * 6,
      },
    ],
  },
  {
    username: 'demo-member',
    firstName: 'Demo',
    lastName: 'Member',
    scopes: ['member'],
    sponsor: 'demo-admin',
    kyc: 'half_verified',
    tel: '+33612345678',
    country: 'FR',
    daysSinceSignUp: 310,
    cap: '1250.00',
    cag: '48200.00',
    totpSecret: null,
    notifications: [
      {
        title: 'Retrait approuvé',
        description: 'Votre retrait de 120 USDT a été approuvé et sera envoyé sous 24 heures.',
        seen: false,
        hoursAgo: 3,
      },
      {
        title: 'Récompense de staking',
        description: 'Vous avez reçu 4,25 KNT de récompenses de staking pour le mois écoulé.',
        seen: false,
        hoursAgo: 30,
      },
      {
        title: 'Nouveau filleul',
        description: 'Awa Diallo vient de s’inscrire avec votre lien de parrainage.',
        seen: false,
        hoursAgo: 24 * 3,
      },
      {
        title: 'Vérification d’identité N°1 validée',
        description:
          'Votre première vérification d’identité est validée. Terminez la seconde pour commander une carte Visa.',
        seen: true,
        hoursAgo: 24 * 12,
      },
      {
        title: 'Dépôt reçu',
        description: 'Votre dépôt de 500 USDT a été crédité sur votre portefeuille.',
        seen: true,
        hoursAgo: 24 * 20,
      },
      {
        title: 'Bienvenue',
        description:
          'Bienvenue sur votre espace membre. Complétez votre profil pour profiter de toutes les fonctionnalités.',
        seen: true,
        hoursAgo: 24 * 300,
      },
    ],
  },
  {
    username: 'demo-2fa',
    firstName: 'Demo',
    lastName: 'Deux-Facteurs',
    scopes: ['member'],
    sponsor: 'demo-admin',
    kyc: null,
    tel: null,
    country: 'SN',
    daysSinceSignUp: 45,
    cap: '0.00',
    cag: '0.00',
    totpSecret: DEMO_TOTP_SECRET,
    notifications: [
      {
        title: 'Double authentification activée',
        description: 'La double authentification protège désormais votre compte à chaque connexion.',
        seen: false,
        hoursAgo: 24 * 44,
      },
      {
        title: 'Bienvenue',
        description: 'Bienvenue sur votre espace membre. Vérifiez votre identité pour débloquer les retraits.',
        seen: true,
        hoursAgo: 24 * 45,
      },
    ],
  },
  {
    // The second pair of eyes: what one administrator proposes on admin powers or money controls, another approves.
    username: 'demo-admin2',
    firstName: 'Demo',
    lastName: 'Second',
    scopes: ['member', 'admin'],
    sponsor: 'demo-admin',
    kyc: 'verified',
    tel: null,
    country: 'FR',
    daysSinceSignUp: 400,
    cap: '0.00',
    cag: '0.00',
    totpSecret: null,
    notifications: [
      {
        title: 'Demande à approuver',
        description: 'Un administrateur propose un changement qui attend l’approbation d’un second administrateur.',
        seen: false,
        hoursAgo: 3,
      },
      {
        title: 'Bienvenue',
        description: 'Vous êtes le second administrateur : vous approuvez ce que demo-admin propose.',
        seen: true,
        hoursAgo: 24 * 400,
      },
    ],
  },
];

const HOUR_MS = 3_600_000;

const hashes = new Map<number, Promise<[string, string]>>();

/**
 * Hashed once per process: the demo passwords are published, so a salt shared by the demo accounts reveals
 * nothing, and seeding many databases (tests) does not pay an argon2 hash per account. argon2 runs on
 * libuv's thread pool, so both hashes are computed at once.
 */
function demoHashes(memoryKib: number): Promise<[string, string]> {
  let pair = hashes.get(memoryKib);
  if (!pair) {
    pair = Promise.all([hashPassword(DEMO_PASSWORD, memoryKib), hashPassword(DEMO_TRANSACTION_PASSWORD, memoryKib)]);
    hashes.set(memoryKib, pair);
    pair.catch(() => hashes.delete(memoryKib));
  }
  return pair;
}

export interface SeedResult {
  /** Usernames of the accounts this run created; empty when they all existed. */
  created: string[];
}

interface DemoWallet {
  username: string;
  sentWithdrawal: string;
  pendingWithdrawal: string;
}

/** The money of the demo: each of these two owns deposits, a swap and withdrawals the other does not. */
const DEMO_WALLETS: readonly DemoWallet[] = [
  { username: 'demo-admin', sentWithdrawal: '500', pendingWithdrawal: '250' },
  { username: 'demo-member', sentWithdrawal: '120', pendingWithdrawal: '25' },
];

// The last four, small, make a history longer than a desktop's first screen of a list (13 records).
const DEMO_DEPOSITS = [
  { asset: 'USDT', amount: '5000' },
  { asset: 'BTC', amount: '0.05' },
  { asset: 'ETH', amount: '1' },
  { asset: 'USDT', amount: '25', tag: 'topup-1' },
  { asset: 'USDT', amount: '40', tag: 'topup-2' },
  { asset: 'USDT', amount: '60', tag: 'topup-3' },
  { asset: 'USDT', amount: '75', tag: 'topup-4' },
] as const;

// The Tron address of the secp256k1 generator point: valid, and obviously nobody's.
const DEMO_DESTINATION = 'TMVQGm1qAQYVdetCeGRRkTWYYrLXuHK2HC';

// The demo's history is the seed's doing, not an administrator's: demo-admin's own money is no exception to
// separation of duties, and the seed is not one of the accounts it creates.
const SEED_ACTOR: Actor = { id: null, username: 'demo-seed' };

const demoHash = (label: string): string => createHash('sha256').update(`demo:${label}`).digest('hex');

/**
 * Moves the demo money through the same services as the API, so every posting is balanced as any other; an
 * account that already has transactions is left alone, so seeding again adds nothing.
 */
async function seedDemoWallets(db: Kysely<Database>, kind: DialectKind, now: Date): Promise<void> {
  if (!(await findUserByUsername(db, 'demo-admin'))) return;
  for (const wallet of DEMO_WALLETS) {
    const member = await findUserByUsername(db, wallet.username);
    if (!member) continue;
    const moved = await db.selectFrom('transactions').select('id').where('user_id', '=', member.id).executeTakeFirst();
    if (moved) continue;
    const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * 24 * HOUR_MS);
    const context = (daysAgo: number): MoneyContext => ({
      db,
      kind,
      now: () => at(daysAgo),
      idempotency: noIdempotency,
    });
    for (const [index, deposit] of DEMO_DEPOSITS.entries())
      await recordDeposit(context(20 - index), SEED_ACTOR, {
        username: member.username,
        asset: deposit.asset,
        amount: deposit.amount,
        tx_hash: demoHash(`${member.username}:${'tag' in deposit ? deposit.tag : deposit.asset}`),
        confirmations: 100,
      });
    const quote = await createSwapQuote(db, member.id, { from: 'USDT', to: 'KNT', amount: '100' }, at(10));
    await executeSwap(context(10), member.id, quote.id);
    for (const [amount, daysAgo, send] of [
      [wallet.sentWithdrawal, 5, true],
      [wallet.pendingWithdrawal, 1, false],
    ] as const) {
      const plan = await planWithdrawal(db, { asset: 'USDT', address: DEMO_DESTINATION, amount });
      const withdrawal = (await placeWithdrawal(context(daysAgo), member, plan)).body;
      if (send)
        await approveWithdrawal(context(daysAgo - 0.5), SEED_ACTOR, withdrawal.id, {
          tx_hash: demoHash(`${member.username}:withdrawal`),
        });
    }
    // A stake of 180 days, started a week ago: the daily job pays the days since when the platform starts.
    const products = await listStakingProducts(db, true);
    const product = products.items.find(({ asset, duration_days }) => asset === 'USDT' && duration_days === 180);
    if (product)
      await createStake(context(8), member.id, {
        product_id: product.id,
        amount: '1000',
        transaction_password: DEMO_TRANSACTION_PASSWORD,
      });
  }
}

/**
 * The demo's booster packs, each paid after a deposit that covers it: demo-member's bought then upgraded, and
 * demo-admin's from more than a year ago, ended, so that buying a new one can be tried (the browser tests do).
 */
const DEMO_BOOSTERS = [
  { username: 'demo-member', deposit: null, purchase: ['Challenger', 15], upgrade: ['Pro', 8] },
  { username: 'demo-admin', deposit: ['100', 400], purchase: ['Challenger', 399], upgrade: null },
] as const;

/** Pays the demo packs through the booster service; a member who already has an order is left alone. */
async function seedDemoBoosters(db: Kysely<Database>, kind: DialectKind, now: Date): Promise<void> {
  for (const demo of DEMO_BOOSTERS) {
    const member = await findUserByUsername(db, demo.username);
    if (!member) continue;
    if (await db.selectFrom('booster_orders').select('id').where('user_id', '=', member.id).executeTakeFirst())
      continue;
    const context = (daysAgo: number): MoneyContext => ({
      db,
      kind,
      now: () => new Date(now.getTime() - daysAgo * 24 * HOUR_MS),
      idempotency: noIdempotency,
    });
    const bought = await findTierByName(db, demo.purchase[0]);
    const upgraded = demo.upgrade && (await findTierByName(db, demo.upgrade[0]));
    // An administrator may have renamed the seeded tiers: the demo then has no pack.
    if (!bought || upgraded === undefined) continue;
    if (demo.deposit)
      await recordDeposit(context(demo.deposit[1]), SEED_ACTOR, {
        username: member.username,
        asset: 'USDT',
        amount: demo.deposit[0],
        tx_hash: demoHash(`${member.username}:booster`),
        confirmations: 100,
      });
    await purchasePack(context(demo.purchase[1]), member.id, bought);
    if (demo.upgrade && upgraded) await upgradePack(context(demo.upgrade[1]), member.id, upgraded);
  }
}

export interface SeedOptions {
  /** The platform's PASSWORD_HASH_MEMORY_KIB: the demo accounts sign in without a rehash. */
  passwordHashMemoryKib: number;
  /** The platform's TOTP_KEY: demo-2fa's secret is stored sealed with it, as every member's is. */
  totpKey: string;
  now?: Date;
}

export async function seedDemo(
  db: Kysely<Database>,
  kind: DialectKind,
  { passwordHashMemoryKib, totpKey, now = new Date() }: SeedOptions,
): Promise<SeedResult> {
  const created: string[] = [];
  const totpSecrets = totpSecretBox(totpKey);
  for (const account of DEMO_ACCOUNTS) {
    if (await findUserByUsername(db, account.username)) continue;
    const sponsor = account.sponsor ? await findUserByUsername(db, account.sponsor) : undefined;
    const [passwordHash, transactionPasswordHash] = await demoHashes(passwordHashMemoryKib);
    try {
      await db.transaction().execute(async (trx) => {
        const user = await insertUser(trx, {
          username: account.username,
          email: `${account.username}@example.com`,
          first_name: account.firstName,
          last_name: account.lastName,
          scopes: serializeScopes(account.scopes),
          photo: null,
          parrain_id: sponsor?.id ?? null,
          kyc: account.kyc,
          tel: account.tel,
          country: account.country,
          created_at: nowIso(new Date(now.getTime() - account.daysSinceSignUp * 24 * HOUR_MS)),
          cap_cents: decimalToCents(account.cap),
          cag_cents: decimalToCents(account.cag),
          is_active: 1,
          password_hash: passwordHash,
          transaction_password_hash: transactionPasswordHash,
          totp_secret: account.totpSecret === null ? null : totpSecrets.seal(account.totpSecret),
        });
        const notifications: NewNotification[] = account.notifications.map((notification) => {
          const createdAt = new Date(now.getTime() - notification.hoursAgo * HOUR_MS);
          // A seen notification was seen some time after it arrived.
          const updatedAt = notification.seen
            ? new Date(Math.min(now.getTime(), createdAt.getTime() + 5 * HOUR_MS))
            : createdAt;
          return {
            user_id: user.id,
            title: notification.title,
            description: notification.description,
            is_seen: notification.seen ? 1 : 0,
            created_at: nowIso(createdAt),
            updated_at: nowIso(updatedAt),
          };
        });
        await insertNotifications(trx, notifications);
        if (account.kyc) await recordReviewedSession(trx, user.id, account.kyc, user.created_at);
      });
    } catch (error) {
      // Another instance seeding the same empty database at the same moment created it first.
      if (isUniqueViolation(error)) continue;
      throw error;
    }
    created.push(account.username);
  }
  // A newcomer tries the admin pages at once, without turning two-factor on first; the pages say it is off.
  // Only when the demo administrator is new: an administrator's later choice is theirs to keep.
  if (created.includes('demo-admin')) await seedAdminTwoFactorSetting(db, { required: false }, now);
  await seedDemoWallets(db, kind, now);
  await seedDemoBoosters(db, kind, now);
  return { created };
}
