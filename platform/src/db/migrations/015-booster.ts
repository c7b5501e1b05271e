import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectKind } from '../connect.ts';
import { booleanCheck, withId } from '../schema-helpers.ts';

/** The plan's tiers, seeded once: administrators edit them from then on. Prices in USDT's smallest unit (6 decimals). */
const SEEDED_TIERS = [
  { name: 'Challenger', price: 100_000_000n, rank: 1 },
  { name: 'Pro', price: 500_000_000n, rank: 2 },
  { name: 'Full Serenity', price: 2_500_000_000n, rank: 3 },
  { name: 'Eternity', price: 10_000_000_000n, rank: 4 },
];

/** Booster packs: the tiers, each member's packs (one active at a time) and every payment for them. */
export function boosterMigration(kind: DialectKind): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('booster_tiers'), kind)
        .addColumn('name', 'text', (c) => c.notNull().unique())
        .addColumn('price', 'bigint', (c) => c.notNull().check(sql`price > 0`))
        .addColumn('validity_days', 'integer', (c) => c.notNull().check(sql`validity_days > 0`))
        .addColumn('rank', 'integer', (c) => c.notNull().unique())
        .addColumn('active', 'integer', (c) => c.notNull().check(booleanCheck('active')))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await withId(db.schema.createTable('booster_packs'), kind)
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
        .addColumn('tier_id', 'bigint', (c) => c.notNull().references('booster_tiers.id'))
        .addColumn('started_at', 'text', (c) => c.notNull())
        .addColumn('ends_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('booster_packs_user_ends')
        .on('booster_packs')
        .columns(['user_id', 'ends_at'])
        .execute();
      await withId(db.schema.createTable('booster_orders'), kind)
        .addColumn('pack_id', 'bigint', (c) => c.notNull().references('booster_packs.id'))
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
        .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('purchase', 'upgrade')`))
        .addColumn('tier_id', 'bigint', (c) => c.notNull().references('booster_tiers.id'))
        .addColumn('from_tier_id', 'bigint', (c) => c.references('booster_tiers.id'))
        .addColumn('asset', 'text', (c) => c.notNull().references('assets.code'))
        .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
        .addColumn('transaction_id', 'bigint', (c) => c.notNull().references('transactions.id'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('booster_orders_created')
        .on('booster_orders')
        .columns(['created_at', 'id'])
        .execute();
      await db.schema
        .createIndex('booster_orders_user')
        .on('booster_orders')
        .columns(['user_id', 'created_at'])
        .execute();
      await db.schema.createIndex('booster_orders_pack').on('booster_orders').column('pack_id').execute();
      const at = new Date().toISOString();
      await (db as Kysely<{ booster_tiers: Record<string, unknown> }>)
        .insertInto('booster_tiers')
        .values(
          SEEDED_TIERS.map((tier) => ({ ...tier, validity_days: 365, active: 1, created_at: at, updated_at: at })),
        )
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('booster_orders').execute();
      await db.schema.dropTable('booster_packs').execute();
      await db.schema.dropTable('booster_tiers').execute();
    },
  };
}
