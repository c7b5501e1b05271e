import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectKind } from '../connect.ts';
import { withId } from '../schema-helpers.ts';

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
      await replaceKindCheck(db, kind, BEFORE, AFTER);
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
      await replaceKindCheck(db, kind, AFTER, BEFORE);
    },
  };
}

/**
 * PostgreSQL changes a check in place. SQLite cannot: the table is rebuilt from its own definition with the new
 * list (SQLite's documented procedure; migrations run outside a transaction there, so the pragma takes effect).
 */
async function replaceKindCheck(db: Kysely<unknown>, kind: DialectKind, from: string, to: string): Promise<void> {
  if (kind === 'postgres') {
    await sql`alter table ledger_accounts drop constraint ledger_accounts_kind_check`.execute(db);
    await sql`alter table ledger_accounts add constraint ledger_accounts_kind_check check (kind in (${sql.raw(to)}))`.execute(
      db,
    );
    return;
  }
  const { rows } = await sql<{
    sql: string;
  }>`select sql from sqlite_schema where type = 'table' and name = 'ledger_accounts'`.execute(db);
  const definition = rows[0]?.sql;
  if (!definition?.includes(`(${from})`)) throw new Error('ledger_accounts: the kind check is not the expected one');
  const rebuilt = definition
    .replace(`(${from})`, `(${to})`)
    .replace(/^create table "?ledger_accounts"?/i, 'create table "ledger_accounts_new"');
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await sql.raw(rebuilt).execute(db);
    await sql`insert into ledger_accounts_new select * from ledger_accounts`.execute(db);
    await sql`drop table ledger_accounts`.execute(db);
    await sql`alter table ledger_accounts_new rename to ledger_accounts`.execute(db);
    await sql`create index ledger_accounts_user_id on ledger_accounts (user_id)`.execute(db);
    const broken = await sql`pragma foreign_key_check`.execute(db);
    if (broken.rows.length > 0) throw new Error('ledger_accounts: a foreign key no longer holds after the rebuild');
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}
