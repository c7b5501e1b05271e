import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** Seeded shown decimals (issue of the one number format): dollars to the cent, the coins to 8, the token to 4. */
const SEEDED: Record<string, number> = { USDT: 2, EUR: 2, KNT: 4, BTC: 8, ETH: 8 };

/**
 * The decimals an asset's amounts are shown with, apart from those they are kept in (USDT keeps 6, shows 2).
 * An administrator edits it with the asset; any other asset starts at the smaller of its decimals and 6.
 */
export function displayDecimalsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('assets')
        .addColumn('display_decimals', 'integer', (c) => c.notNull().defaultTo(6))
        .execute();
      await sql`UPDATE assets SET display_decimals = CASE WHEN decimals < 6 THEN decimals ELSE 6 END`.execute(db);
      for (const [code, shown] of Object.entries(SEEDED))
        await sql`UPDATE assets SET display_decimals = ${shown} WHERE code = ${code} AND decimals >= ${shown}`.execute(
          db,
        );
    },
  };
}
