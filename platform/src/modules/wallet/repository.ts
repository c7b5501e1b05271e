/** The wallets table: the only place that knows its columns. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

type Db = Kysely<Database>;

/** The member's wallet ids by asset, creating the missing ones (concurrent creators meet on the unique key). */
export async function walletIds(db: Db, userId: number, assets: readonly string[], at: string) {
  const read = async () =>
    new Map(
      (await db.selectFrom('wallets').select(['id', 'asset']).where('user_id', '=', userId).execute()).map((row) => [
        row.asset,
        row.id,
      ]),
    );
  const existing = await read();
  const missing = assets.filter((asset) => !existing.has(asset));
  if (missing.length === 0) return existing;
  await db
    .insertInto('wallets')
    .values(missing.map((asset) => ({ user_id: userId, asset, created_at: at })))
    .onConflict((conflict) => conflict.columns(['user_id', 'asset']).doNothing())
    .execute();
  return read();
}
