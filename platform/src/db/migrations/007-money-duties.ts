import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectKind } from '../connect.ts';
import { booleanCheck, withId } from '../schema-helpers.ts';

const DEPOSIT_STATUSES = sql`status in ('pending', 'pending_approval', 'credited', 'rejected')`;

/** The deposits table with the second administrator's decision (007's shape). */
function createDeposits(db: Kysely<unknown>, kind: DialectKind, name: string) {
  return withId(db.schema.createTable(name), kind)
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('asset', 'text', (c) => c.notNull().references('assets.code'))
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('fee', 'bigint', (c) => c.notNull())
    .addColumn('tx_hash', 'text', (c) => c.notNull())
    .addColumn('hash_key', 'text', (c) => c.notNull().unique())
    .addColumn('confirmations', 'integer', (c) => c.notNull())
    .addColumn('required_confirmations', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(DEPOSIT_STATUSES))
    .addColumn('recorded_by', 'text', (c) => c.notNull())
    .addColumn('transaction_id', 'bigint', (c) => c.notNull().references('transactions.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('credited_at', 'text')
    .addColumn('recorded_by_id', 'bigint', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('usd_value_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('needs_second_approval', 'integer', (c) =>
      c.notNull().defaultTo(0).check(booleanCheck('needs_second_approval')),
    )
    .addColumn('approval_reason', 'text', (c) => c.check(sql`approval_reason in ('own_account', 'threshold')`))
    .addColumn('decided_by_id', 'bigint', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('decided_by', 'text')
    .addColumn('decided_at', 'text')
    .addColumn('rejection_reason', 'text');
}

// 100,000.00 USD: the first value of the setting, administrators tune it to their volumes.
const DEPOSIT_SECOND_APPROVAL_CENTS = 10_000_000;

interface MigrationTables {
  settings: { key: string; document: string; updated_at: string };
}

const OLD_COLUMNS = sql.raw(
  'id, reference, user_id, asset, amount, fee, tx_hash, hash_key, confirmations, required_confirmations, status, ' +
    'recorded_by, transaction_id, created_at, credited_at',
);

/**
 * Separation of duties in money (issue 18, finding 7): a deposit may wait for a second administrator
 * (`pending_approval`) or be rejected, above a threshold kept as a setting, and the administrators' actions on
 * money and assets get an audit trail.
 */
export function moneyDutiesMigration(kind: DialectKind): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (kind === 'postgres') {
        await sql`alter table deposits drop constraint deposits_status_check`.execute(db);
        await sql`alter table deposits add constraint deposits_status_check check (${DEPOSIT_STATUSES})`.execute(db);
        for (const column of [
          sql`recorded_by_id bigint references users(id) on delete set null`,
          sql`usd_value_cents bigint not null default 0`,
          sql`needs_second_approval integer not null default 0 check (needs_second_approval in (0, 1))`,
          sql`approval_reason text check (approval_reason in ('own_account', 'threshold'))`,
          sql`decided_by_id bigint references users(id) on delete set null`,
          sql`decided_by text`,
          sql`decided_at text`,
          sql`rejection_reason text`,
        ])
          await sql`alter table deposits add column ${column}`.execute(db);
      } else {
        // SQLite cannot change a check constraint: the table is rebuilt (nothing references it).
        await createDeposits(db, kind, 'deposits_007').execute();
        await sql`insert into deposits_007 (${OLD_COLUMNS}) select ${OLD_COLUMNS} from deposits`.execute(db);
        await db.schema.dropTable('deposits').execute();
        await sql`alter table deposits_007 rename to deposits`.execute(db);
        await db.schema.createIndex('deposits_created_at').on('deposits').columns(['created_at', 'id']).execute();
      }
      // The rolling 24-hour totals of a member's deposits.
      await db.schema
        .createIndex('deposits_user_created_at')
        .on('deposits')
        .columns(['user_id', 'created_at'])
        .execute();

      await withId(db.schema.createTable('admin_audit'), kind)
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        // The account may go; the trail keeps the username it had.
        .addColumn('actor_id', 'bigint', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('actor', 'text', (c) => c.notNull())
        .addColumn('at', 'text', (c) => c.notNull())
        .addColumn('before_document', 'text')
        .addColumn('after_document', 'text')
        .execute();
      await db.schema.createIndex('admin_audit_at').on('admin_audit').columns(['at', 'id']).execute();

      // Settings administrators edit that are not one of the configuration records, each a JSON document.
      await db.schema
        .createTable('settings')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('document', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await (db as Kysely<MigrationTables>)
        .insertInto('settings')
        .values({
          key: 'deposit-approval',
          document: JSON.stringify({ threshold_usd_cents: DEPOSIT_SECOND_APPROVAL_CENTS }),
          updated_at: new Date().toISOString(),
        })
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('settings').execute();
      await db.schema.dropTable('admin_audit').execute();
      await db.schema.dropIndex('deposits_user_created_at').execute();
    },
  };
}
