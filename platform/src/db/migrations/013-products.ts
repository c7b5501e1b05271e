import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectKind } from '../connect.ts';
import { replaceListCheck, withId } from '../schema-helpers.ts';

const BEFORE = `'member', 'hold', 'world', 'fees', 'swap_pool'`;
const AFTER = `'member', 'hold', 'locked', 'world', 'fees', 'swap_pool', 'sales', 'rewards'`;

/**
 * What the products (staking, booster and arbitrage packs) need from the books: a member's `locked` account per
 * asset (a stake's principal, an arbitrage pack's price: the member's, but not spendable until it returns), the
 * platform's `sales` (pack payments) and `rewards` (what it pays out), and the qualifying purchases the
 * compensation plan counts.
 */
export function productsMigration(kind: DialectKind): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await replaceListCheck(db, kind, { table: 'ledger_accounts', column: 'kind', from: BEFORE, to: AFTER });
      await withId(db.schema.createTable('qualifying_purchases'), kind)
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
        .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('booster', 'arbitrage')`))
        .addColumn('source_id', 'bigint', (c) => c.notNull())
        .addColumn('asset', 'text', (c) => c.notNull().references('assets.code'))
        .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('qualifying_purchases_user_created')
        .on('qualifying_purchases')
        .columns(['user_id', 'created_at'])
        .execute();
      await db.schema
        .createIndex('qualifying_purchases_created')
        .on('qualifying_purchases')
        .column('created_at')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('qualifying_purchases').execute();
      await replaceListCheck(db, kind, { table: 'ledger_accounts', column: 'kind', from: AFTER, to: BEFORE });
    },
  };
}
