/** The swap_quotes table: the only place that knows its columns. */
import type { Insertable, Kysely } from 'kysely';
import type { Database, SwapQuotesTable } from '../../db/database.ts';
import { units } from '../../db/units.ts';

type Db = Kysely<Database>;

export async function insertQuote(db: Db, quote: Insertable<SwapQuotesTable>): Promise<number> {
  const { id } = await db.insertInto('swap_quotes').values(quote).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** One of the member's quotes, amounts as exact text. */
export async function findQuote(db: Db, id: number, userId: number) {
  return db
    .selectFrom('swap_quotes')
    .select([
      'id',
      'from_asset',
      'to_asset',
      units('amount').as('amount'),
      units('fee').as('fee'),
      units('received').as('received'),
      'fee_percent',
      units('from_price_e8').as('from_price_e8'),
      units('to_price_e8').as('to_price_e8'),
      'expires_at',
      'used_at',
    ])
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** False when another execution used the quote first. */
export async function markQuoteUsed(db: Db, id: number, at: string): Promise<boolean> {
  const used = await db
    .updateTable('swap_quotes')
    .set({ used_at: at })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(used.numUpdatedRows) === 1;
}
