/** A member's wallets (one per asset, created on first look) with balances derived from the ledger, and deposit addresses. */
import type { HDKey } from '@scure/bip32';
import type { Kysely } from 'kysely';
import type { DepositXpubs } from '../../config.ts';
import { nowIso, type Database } from '../../db/database.ts';
import { HttpError, notFound } from '../../errors.ts';
import type { components } from '../../generated/api.ts';
import { listAllAssets, requireAsset } from '../asset/index.ts';
import { getConfiguration } from '../configuration/index.ts';
import { centsToDecimal, formatPrice, formatUnits, usdCents } from '../../money.ts';
import { memberBalances } from '../../core/ledger/index.ts';
import { findUserByUid } from '../user/index.ts';
import { walletIds } from './repository.ts';
import { depositAddress, derivationPath, parseExtendedPublicKey } from '../../core/chain/addresses.ts';

type Schemas = components['schemas'];
type Db = Kysely<Database>;

export async function listWallets(db: Db, userId: number, now: Date): Promise<Schemas['WalletList']> {
  const assets = await listAllAssets(db);
  const [ids, balances] = await Promise.all([
    walletIds(
      db,
      userId,
      assets.map((asset) => asset.code),
      nowIso(now),
    ),
    memberBalances(db, userId),
  ]);
  let totalCents = 0n;
  const items = assets.map((asset): Schemas['Wallet'] => {
    const { available, held, locked } = balances.get(asset.code) ?? { available: 0n, held: 0n, locked: 0n };
    // Locked money (a stake's principal) is the member's: in the balance, not in what is available.
    const balance = available + held + locked;
    const cents = usdCents(balance, asset.decimals, asset.usdPriceE8);
    totalCents += cents;
    return {
      id: String(ids.get(asset.code)),
      asset: asset.code,
      name: asset.name,
      network: asset.network,
      decimals: asset.decimals,
      display_decimals: asset.displayDecimals,
      balance: formatUnits(balance, asset.decimals),
      held: formatUnits(held, asset.decimals),
      locked: formatUnits(locked, asset.decimals),
      available: formatUnits(available, asset.decimals),
      usd_price: formatPrice(asset.usdPriceE8),
      usd_value: centsToDecimal(cents),
      deposit_enabled: asset.depositEnabled,
      withdraw_enabled: asset.withdrawEnabled,
      swap_enabled: asset.swapEnabled,
      icon: asset.icon,
    };
  });
  return { items, total_usd: centsToDecimal(totalCents) };
}

export async function getUserWallets(db: Db, uid: string, now: Date): Promise<Schemas['UserWallets']> {
  const user = await findUserByUid(db, uid);
  if (!user) throw notFound('Member');
  const wallets = await listWallets(db, user.id, now);
  return {
    user: {
      uid: user.uid,
      username: user.username,
      first_name: user.first_name,
      last_name: user.last_name,
      email: user.email,
    },
    ...wallets,
  };
}

const parsedKeys = new Map<string, HDKey>();

/** Parsing is pure, so the parsed key is kept per key text. */
function extendedKey(xpub: string): HDKey {
  let key = parsedKeys.get(xpub);
  if (!key) {
    key = parseExtendedPublicKey(xpub);
    parsedKeys.set(xpub, key);
  }
  return key;
}

/** The confirmations a deposit of the asset needs: its limits entry's, or none without one. */
export async function requiredConfirmations(db: Db, asset: string): Promise<number> {
  const { limits } = await getConfiguration(db, 'transaction');
  return limits.find((limit) => limit.asset === asset)?.confirmations ?? 0;
}

export const depositDisabled = (asset: string): HttpError =>
  new HttpError(422, `${asset} does not accept deposits.`, 'DEPOSIT_DISABLED');

export async function getDepositAddress(
  db: Db,
  xpubs: DepositXpubs,
  userId: number,
  code: string,
): Promise<Schemas['DepositAddress']> {
  const asset = await requireAsset(db, code);
  if (!asset.depositEnabled || asset.network === 'fiat') throw depositDisabled(asset.code);
  return {
    asset: asset.code,
    network: asset.network,
    address: depositAddress(asset.network, extendedKey(xpubs[asset.network]), userId),
    derivation_path: derivationPath(userId),
    confirmations: await requiredConfirmations(db, asset.code),
  };
}
