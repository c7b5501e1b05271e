/** The assets table: the only place that knows its columns. */
import type { Kysely } from 'kysely';
import type { Database, DbBoolean, Network } from '../../db/database.ts';
import { containsAnyCase } from '../../db/text-search.ts';
import { units } from '../../db/units.ts';

type Db = Kysely<Database>;

export interface AssetRecord {
  code: string;
  name: string;
  network: Network;
  decimals: number;
  displayDecimals: number;
  usdPriceE8: bigint;
  priceSource: 'platform' | 'admin';
  depositEnabled: boolean;
  withdrawEnabled: boolean;
  swapEnabled: boolean;
  icon: string | null;
  explorerTxUrl: string | null;
  explorerAddressUrl: string | null;
  createdAt: string;
  updatedAt: string;
}

function baseQuery(db: Db) {
  return db
    .selectFrom('assets')
    .select([
      'code',
      'name',
      'network',
      'decimals',
      'display_decimals',
      units('usd_price_e8').as('usd_price_e8'),
      'price_source',
      'deposit_enabled',
      'withdraw_enabled',
      'swap_enabled',
      'icon',
      'explorer_tx_url',
      'explorer_address_url',
      'created_at',
      'updated_at',
    ]);
}

type AssetRow = Awaited<ReturnType<ReturnType<typeof baseQuery>['executeTakeFirstOrThrow']>>;

export function toRecord(row: AssetRow): AssetRecord {
  return {
    code: row.code,
    name: row.name,
    network: row.network,
    decimals: Number(row.decimals),
    displayDecimals: Number(row.display_decimals),
    usdPriceE8: BigInt(row.usd_price_e8),
    priceSource: row.price_source,
    depositEnabled: row.deposit_enabled === 1,
    withdrawEnabled: row.withdraw_enabled === 1,
    swapEnabled: row.swap_enabled === 1,
    icon: row.icon,
    explorerTxUrl: row.explorer_tx_url,
    explorerAddressUrl: row.explorer_address_url,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export async function findAsset(db: Db, code: string): Promise<AssetRecord | undefined> {
  const row = await baseQuery(db).where('code', '=', code).executeTakeFirst();
  return row && toRecord(row);
}

export async function listAllAssets(db: Db): Promise<AssetRecord[]> {
  return (await baseQuery(db).orderBy('code').execute()).map(toRecord);
}

export type AssetSort = 'code' | '-code' | 'name' | '-name' | 'updated_at' | '-updated_at';

/** The assets whose code or name holds `q` (any case), in the asked order. Each row reads as a record with toRecord. */
export function assetsMatching(db: Db, q: string | undefined, sort: AssetSort) {
  const text = q?.trim() || undefined;
  const column = sort.replace(/^-/, '') as 'code' | 'name' | 'updated_at';
  return baseQuery(db)
    .$if(text !== undefined, (query) =>
      query.where((eb) => eb.or([containsAnyCase('code', text!), containsAnyCase('name', text!)])),
    )
    .orderBy(column, sort.startsWith('-') ? 'desc' : 'asc')
    .orderBy('code');
}

export interface AssetValues {
  name: string;
  network: Network;
  decimals: number;
  displayDecimals: number;
  usdPriceE8: bigint;
  priceSource: 'platform' | 'admin';
  depositEnabled: boolean;
  withdrawEnabled: boolean;
  swapEnabled: boolean;
  icon: string | null;
  explorerTxUrl: string | null;
  explorerAddressUrl: string | null;
}

const bool = (value: boolean): DbBoolean => (value ? 1 : 0);

function columns(values: AssetValues) {
  return {
    name: values.name,
    network: values.network,
    decimals: values.decimals,
    display_decimals: values.displayDecimals,
    usd_price_e8: values.usdPriceE8,
    price_source: values.priceSource,
    deposit_enabled: bool(values.depositEnabled),
    withdraw_enabled: bool(values.withdrawEnabled),
    swap_enabled: bool(values.swapEnabled),
    icon: values.icon,
    explorer_tx_url: values.explorerTxUrl,
    explorer_address_url: values.explorerAddressUrl,
  };
}

/** False when the code exists already (a concurrent creation won). */
export async function insertAsset(db: Db, code: string, values: AssetValues, at: string): Promise<boolean> {
  const result = await db
    .insertInto('assets')
    .values({ code, ...columns(values), created_at: at, updated_at: at })
    .onConflict((conflict) => conflict.column('code').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

export async function updateAsset(db: Db, code: string, values: AssetValues, at: string): Promise<void> {
  await db
    .updateTable('assets')
    .set({ ...columns(values), updated_at: at })
    .where('code', '=', code)
    .execute();
}

/** Whether any posting of the asset exists: its amounts are then stored in its smallest unit. */
export async function assetHasMoved(db: Db, code: string): Promise<boolean> {
  const row = await db.selectFrom('postings').select('id').where('asset', '=', code).limit(1).executeTakeFirst();
  return row !== undefined;
}
