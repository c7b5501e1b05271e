import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectKind } from '../connect.ts';
import { booleanCheck, replaceListCheck, withId } from '../schema-helpers.ts';

const TYPES_BEFORE = `'swap', 'deposit', 'withdrawal', 'fee', 'commission', 'staking', 'pack', 'staking_reward', 'staking_return'`;
const TYPES_AFTER = `${TYPES_BEFORE}, 'arbitrage_subscription', 'arbitrage_return', 'arbitrage_release'`;

// The plan's packs (shared/design/plan.md), prices in USDT's smallest unit (6 decimals); administrators edit them.
const SEEDED_PACKS = [
  { name: 'Arbitrage 30', price: 100_000_000n, duration_days: 30, daily_return_percent: '0.20' },
  { name: 'Arbitrage 90', price: 500_000_000n, duration_days: 90, daily_return_percent: '0.25' },
  { name: 'Arbitrage 180', price: 1_000_000_000n, duration_days: 180, daily_return_percent: '0.30' },
];

/**
 * Arbitrage packs: the catalogue (seeded from the plan), members' subscriptions with the terms they were taken at,
 * and the transaction types of their payment, daily returns and the price's return at the end.
 */
export function arbitrageMigration(kind: DialectKind): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await replaceListCheck(db, kind, { table: 'transactions', column: 'type', from: TYPES_BEFORE, to: TYPES_AFTER });
      await withId(db.schema.createTable('arbitrage_packs'), kind)
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('asset', 'text', (c) => c.notNull().references('assets.code'))
        .addColumn('price', 'bigint', (c) => c.notNull().check(sql`price > 0`))
        .addColumn('duration_days', 'integer', (c) => c.notNull().check(sql`duration_days > 0`))
        .addColumn('daily_return_percent', 'text', (c) => c.notNull())
        .addColumn('active', 'integer', (c) => c.notNull().check(booleanCheck('active')))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await withId(db.schema.createTable('arbitrage_subscriptions'), kind)
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
        .addColumn('pack_id', 'bigint', (c) => c.notNull().references('arbitrage_packs.id'))
        .addColumn('pack_name', 'text', (c) => c.notNull())
        .addColumn('reference', 'text', (c) => c.notNull())
        .addColumn('asset', 'text', (c) => c.notNull().references('assets.code'))
        .addColumn('price', 'bigint', (c) => c.notNull().check(sql`price > 0`))
        .addColumn('duration_days', 'integer', (c) => c.notNull())
        .addColumn('daily_return_percent', 'text', (c) => c.notNull())
        .addColumn('daily_return', 'bigint', (c) => c.notNull())
        .addColumn('returns_paid', 'bigint', (c) => c.notNull())
        .addColumn('days_paid', 'integer', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('active', 'ended')`))
        // The term's first and last UTC days (2026-11-26), compared as text with the daily job's periods.
        .addColumn('first_day', 'text', (c) => c.notNull())
        .addColumn('last_day', 'text', (c) => c.notNull())
        .addColumn('started_at', 'text', (c) => c.notNull())
        .addColumn('ends_at', 'text', (c) => c.notNull())
        .addColumn('ended_at', 'text')
        .execute();
      await db.schema
        .createIndex('arbitrage_subscriptions_user')
        .on('arbitrage_subscriptions')
        .columns(['user_id', 'started_at'])
        .execute();
      await db.schema
        .createIndex('arbitrage_subscriptions_due')
        .on('arbitrage_subscriptions')
        .columns(['last_day', 'first_day'])
        .execute();
      const at = new Date().toISOString();
      await (db as Kysely<{ arbitrage_packs: Record<string, unknown> }>)
        .insertInto('arbitrage_packs')
        .values(SEEDED_PACKS.map((pack) => ({ ...pack, asset: 'USDT', active: 1, created_at: at, updated_at: at })))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('arbitrage_subscriptions').execute();
      await db.schema.dropTable('arbitrage_packs').execute();
      await replaceListCheck(db, kind, { table: 'transactions', column: 'type', from: TYPES_AFTER, to: TYPES_BEFORE });
    },
  };
}
