import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectKind } from '../connect.ts';
import { booleanCheck, replaceListCheck, withId } from '../schema-helpers.ts';

const TYPES_BEFORE = `'swap', 'deposit', 'withdrawal', 'fee', 'commission', 'staking', 'pack'`;
/** The lock of a stake keeps `staking`; its daily rewards and the principal's return have their own types. */
const STAKING_TYPES = `${TYPES_BEFORE}, 'staking_reward', 'staking_return'`;

/** The plan's seeded products (design/plan.md): asset, days, target % a year, minimum in the smallest unit. */
const PRODUCTS = [
  { asset: 'KNT', duration_days: 90, target_rate: '6.00', min_amount: 100n * 10n ** 8n },
  { asset: 'KNT', duration_days: 180, target_rate: '9.00', min_amount: 100n * 10n ** 8n },
  { asset: 'KNT', duration_days: 365, target_rate: '12.00', min_amount: 100n * 10n ** 8n },
  { asset: 'USDT', duration_days: 90, target_rate: '4.00', min_amount: 10n * 10n ** 6n },
  { asset: 'USDT', duration_days: 180, target_rate: '6.00', min_amount: 10n * 10n ** 6n },
  { asset: 'USDT', duration_days: 365, target_rate: '8.00', min_amount: 10n * 10n ** 6n },
] as const;

interface MigrationTables {
  staking_products: {
    asset: string;
    duration_days: number;
    target_rate: string;
    min_amount: bigint;
    active: number;
    created_at: string;
    updated_at: string;
  };
}

/**
 * Staking (issue 20): products per asset and duration, the members' stakes (principal in their locked account),
 * and per product and day the realised rate and what the daily distribution paid.
 */
export function stakingMigration(kind: DialectKind): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await replaceListCheck(db, kind, {
        table: 'transactions',
        column: 'type',
        from: TYPES_BEFORE,
        to: STAKING_TYPES,
      });
      await withId(db.schema.createTable('staking_products'), kind)
        .addColumn('asset', 'text', (c) => c.notNull().references('assets.code'))
        .addColumn('duration_days', 'integer', (c) => c.notNull().check(sql`duration_days > 0`))
        .addColumn('target_rate', 'text', (c) => c.notNull())
        .addColumn('min_amount', 'bigint', (c) => c.notNull().check(sql`min_amount > 0`))
        .addColumn('active', 'integer', (c) => c.notNull().check(booleanCheck('active')))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('staking_products_asset_duration', ['asset', 'duration_days'])
        .execute();
      await withId(db.schema.createTable('stakes'), kind)
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
        .addColumn('product_id', 'bigint', (c) => c.notNull().references('staking_products.id'))
        .addColumn('asset', 'text', (c) => c.notNull().references('assets.code'))
        .addColumn('principal', 'bigint', (c) => c.notNull().check(sql`principal > 0`))
        .addColumn('target_rate', 'text', (c) => c.notNull())
        .addColumn('duration_days', 'integer', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('active', 'matured', 'cancelled')`))
        .addColumn('start_day', 'text', (c) => c.notNull())
        .addColumn('maturity_day', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('ended_at', 'text')
        .addColumn('days_paid', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('paid_rewards', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('stakes_user_created').on('stakes').columns(['user_id', 'created_at']).execute();
      // The daily distribution reads a product's running stakes in id order, a chunk after another.
      await db.schema
        .createIndex('stakes_product_status_id')
        .on('stakes')
        .columns(['product_id', 'status', 'id'])
        .execute();
      await db.schema.createIndex('stakes_status_start').on('stakes').columns(['status', 'start_day']).execute();
      await db.schema
        .createTable('staking_days')
        .addColumn('product_id', 'bigint', (c) => c.notNull().references('staking_products.id'))
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('daily_rate', 'bigint', (c) => c.notNull().check(sql`daily_rate >= 0`))
        .addColumn('set_by', 'text')
        .addColumn('stakes_paid', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('total_paid', 'bigint', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('staking_days_pk', ['product_id', 'day'])
        .execute();
      const at = new Date().toISOString();
      await (db as Kysely<MigrationTables>)
        .insertInto('staking_products')
        .values(PRODUCTS.map((product) => ({ ...product, active: 1, created_at: at, updated_at: at })))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('staking_days').execute();
      await db.schema.dropTable('stakes').execute();
      await db.schema.dropTable('staking_products').execute();
      await replaceListCheck(db, kind, {
        table: 'transactions',
        column: 'type',
        from: STAKING_TYPES,
        to: TYPES_BEFORE,
      });
    },
  };
}
