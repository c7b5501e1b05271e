/** The booster tiers: members read the active ones, administrators edit them all, every edit audited. */
import type { Kysely } from 'kysely';
import { nowIso, type Database } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { idOf } from '../../db/ids.ts';
import { HttpError, notFound } from '../../errors.ts';
import type { components } from '../../generated/api.ts';
import { formatUnits, parsePositiveUnits } from '../../money.ts';
import { findAsset } from '../asset/index.ts';
import { audit, type Actor } from '../audit/index.ts';
import * as repository from './repository.ts';

type Schemas = components['schemas'];
type Db = Kysely<Database>;

/** What packs are paid in. */
export const BOOSTER_ASSET = 'USDT';

export async function boosterAsset(db: Db): Promise<{ code: string; decimals: number }> {
  const asset = await findAsset(db, BOOSTER_ASSET);
  if (!asset) throw new Error(`${BOOSTER_ASSET} is not an asset`);
  return { code: asset.code, decimals: asset.decimals };
}

export function toTier(record: repository.TierRecord, decimals: number): Schemas['BoosterTier'] {
  return {
    id: String(record.id),
    name: record.name,
    price: formatUnits(record.price, decimals),
    asset: BOOSTER_ASSET,
    validity_days: record.validityDays,
    rank: record.rank,
    active: record.active,
    created_at: record.createdAt,
    updated_at: record.updatedAt,
  };
}

export async function listTiers(db: Db, onlyActive: boolean): Promise<Schemas['BoosterTierList']> {
  const [{ decimals }, records] = await Promise.all([boosterAsset(db), repository.listTiers(db, onlyActive)]);
  return { items: records.map((record) => toTier(record, decimals)) };
}

async function requireTier(db: Db, id: string): Promise<repository.TierRecord> {
  const numeric = idOf(id);
  const record = numeric === null ? undefined : await repository.findTier(db, numeric);
  if (!record) throw notFound('Booster tier');
  return record;
}

export async function getTier(db: Db, id: string): Promise<Schemas['BoosterTier']> {
  const [{ decimals }, record] = await Promise.all([boosterAsset(db), requireTier(db, id)]);
  return toTier(record, decimals);
}

const taken = (field: 'name' | 'rank'): HttpError => {
  const message = field === 'name' ? 'Another tier has this name.' : 'Another tier has this rank.';
  return new HttpError(409, message, 'BOOSTER_TIER_TAKEN', [{ field, message }]);
};

function valuesOf(input: Schemas['BoosterTierInput'], decimals: number): repository.TierValues {
  return {
    name: input.name.trim(),
    price: parsePositiveUnits(input.price, decimals, 'price', BOOSTER_ASSET),
    validityDays: input.validity_days,
    rank: input.rank,
    active: input.active,
  };
}

/** Runs a save; two administrators saving the same name or rank at once meet on the unique index. */
async function saving<T>(db: Db, values: repository.TierValues, exceptId: number | undefined, save: () => Promise<T>) {
  const clash = await repository.clashingField(db, values, exceptId);
  if (clash) throw taken(clash);
  try {
    return await save();
  } catch (error) {
    if (isUniqueViolation(error)) throw taken((await repository.clashingField(db, values, exceptId)) ?? 'name');
    throw error;
  }
}

export async function createTier(
  db: Db,
  admin: Actor,
  input: Schemas['BoosterTierInput'],
  now: Date,
): Promise<Schemas['BoosterTier']> {
  const { decimals } = await boosterAsset(db);
  const values = valuesOf(input, decimals);
  const at = nowIso(now);
  return saving(db, values, undefined, () =>
    db.transaction().execute(async (trx) => {
      const id = await repository.insertTier(trx, values, at);
      const tier = toTier((await repository.findTier(trx, id))!, decimals);
      await audit(trx, {
        actor: admin,
        action: 'booster-tier.create',
        subject: tier.name,
        at,
        before: null,
        after: tier,
      });
      return tier;
    }),
  );
}

export async function updateTier(
  db: Db,
  admin: Actor,
  id: string,
  input: Schemas['BoosterTierInput'],
  now: Date,
): Promise<Schemas['BoosterTier']> {
  const { decimals } = await boosterAsset(db);
  const current = await requireTier(db, id);
  const values = valuesOf(input, decimals);
  const at = nowIso(now);
  return saving(db, values, current.id, () =>
    db.transaction().execute(async (trx) => {
      const before = toTier((await repository.findTier(trx, current.id))!, decimals);
      await repository.updateTier(trx, current.id, values, at);
      const after = toTier((await repository.findTier(trx, current.id))!, decimals);
      await audit(trx, { actor: admin, action: 'booster-tier.update', subject: after.name, at, before, after });
      return after;
    }),
  );
}
