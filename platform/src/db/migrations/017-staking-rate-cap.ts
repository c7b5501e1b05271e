import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The highest daily rate an administrator may set on a product's day, per product: a seeded default of 1 % of
 * the principal (percent × 1e8), which was a constant in code before.
 */
export function stakingRateCapMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('staking_products')
        .addColumn('max_daily_rate', 'bigint', (c) => c.notNull().defaultTo(100_000_000))
        .execute();
    },
  };
}
