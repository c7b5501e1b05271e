/** The assets: what wallets hold, their USD prices and what each can be used for. */
import type { Kysely } from 'kysely';
import { nowIso, type Database } from '../../db/database.ts';
import { paginate, type PageRequest } from '../../db/paginate.ts';
import { HttpError, invalidField, notFound } from '../../errors.ts';
import type { components } from '../../generated/api.ts';
import { formatPrice, parsePrice } from '../../money.ts';
import { audit, type Actor } from '../audit/index.ts';
import * as repository from './repository.ts';
import type { AssetRecord } from './repository.ts';

type Schemas = components['schemas'];
export type Asset = Schemas['Asset'];

/** The explorer an asset of a network gets when its administrator names none. */
function usualExplorer(network: Asset['network']): { tx: string | null; address: string | null } {
  switch (network) {
    case 'bitcoin':
      return { tx: 'https://mempool.space/tx/{hash}', address: 'https://mempool.space/address/{address}' };
    case 'ethereum':
      return { tx: 'https://etherscan.io/tx/{hash}', address: 'https://etherscan.io/address/{address}' };
    case 'tron':
      return { tx: 'https://tronscan.org/#/transaction/{hash}', address: 'https://tronscan.org/#/address/{address}' };
    case 'fiat':
      return { tx: null, address: null };
  }
}

export function toAsset(record: AssetRecord): Asset {
  return {
    code: record.code,
    name: record.name,
    network: record.network,
    decimals: record.decimals,
    display_decimals: record.displayDecimals,
    usd_price: formatPrice(record.usdPriceE8),
    price_source: record.priceSource,
    deposit_enabled: record.depositEnabled,
    withdraw_enabled: record.withdrawEnabled,
    swap_enabled: record.swapEnabled,
    icon: record.icon,
    explorer_tx_url: record.explorerTxUrl,
    explorer_address_url: record.explorerAddressUrl,
    created_at: record.createdAt,
    updated_at: record.updatedAt,
  };
}

export async function listAssets(db: Kysely<Database>): Promise<Schemas['AssetList']> {
  return { items: (await repository.listAllAssets(db)).map(toAsset) };
}

export async function listAdminAssets(
  db: Kysely<Database>,
  query: PageRequest & { sort: repository.AssetSort; q?: string },
): Promise<Schemas['AssetPage']> {
  return paginate(repository.assetsMatching(db, query.q, query.sort), query, (rows) =>
    rows.map((row) => toAsset(repository.toRecord(row))),
  );
}

/** The asset, or 404 naming it. */
export async function requireAsset(db: Kysely<Database>, code: string): Promise<AssetRecord> {
  const asset = await repository.findAsset(db, code);
  if (!asset) throw notFound(`Asset ${code}`);
  return asset;
}

export async function getAdminAsset(db: Kysely<Database>, code: string): Promise<Asset> {
  return toAsset(await requireAsset(db, code));
}

/** Creates (created: true) or replaces an asset, audited; its decimals are fixed once it has moved. */
export async function saveAsset(
  db: Kysely<Database>,
  admin: Actor,
  code: string,
  input: Schemas['AssetInput'],
  now: Date,
): Promise<{ created: boolean; asset: Asset }> {
  if (input.display_decimals !== undefined && input.display_decimals > input.decimals)
    throw invalidField('display_decimals', `must be at most the decimals (${input.decimals})`);
  const given: Omit<repository.AssetValues, 'displayDecimals'> = {
    name: input.name.trim(),
    network: input.network,
    decimals: input.decimals,
    usdPriceE8: parsePrice(input.usd_price, 'usd_price'),
    priceSource: input.price_source,
    depositEnabled: input.deposit_enabled,
    withdrawEnabled: input.withdraw_enabled,
    swapEnabled: input.swap_enabled,
    icon: input.icon,
    explorerTxUrl: input.explorer_tx_url === undefined ? usualExplorer(input.network).tx : input.explorer_tx_url,
    explorerAddressUrl:
      input.explorer_address_url === undefined ? usualExplorer(input.network).address : input.explorer_address_url,
  };
  const at = nowIso(now);
  return db.transaction().execute(async (trx) => {
    const existing = await repository.findAsset(trx, code);
    // Omitted, the shown decimals stay as set (never above the decimals), or start at the spec's default of 6.
    const displayDecimals = Math.min(input.display_decimals ?? existing?.displayDecimals ?? 6, input.decimals);
    const values: repository.AssetValues = { ...given, displayDecimals };
    if (!existing && (await repository.insertAsset(trx, code, values, at))) {
      const asset = toAsset((await repository.findAsset(trx, code))!);
      await audit(trx, { actor: admin, action: 'asset.create', subject: code, at, before: null, after: asset });
      return { created: true, asset };
    }
    const current = existing ?? (await repository.findAsset(trx, code))!;
    if (current.decimals !== values.decimals && (await repository.assetHasMoved(trx, code)))
      throw new HttpError(
        409,
        `The decimals of ${code} cannot change: amounts of it are already stored in its smallest unit.`,
        'ASSET_IN_USE',
        [{ field: 'decimals', message: `must stay ${current.decimals}` }],
      );
    await repository.updateAsset(trx, code, values, at);
    const asset = toAsset((await repository.findAsset(trx, code))!);
    await audit(trx, {
      actor: admin,
      action: 'asset.update',
      subject: code,
      at,
      before: toAsset(current),
      after: asset,
    });
    return { created: false, asset };
  });
}
