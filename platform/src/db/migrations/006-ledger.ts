import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectKind } from '../connect.ts';
import { booleanCheck, withId } from '../schema-helpers.ts';

/**
 * The assets as they stand on a fresh database, written out rather than imported so the migration keeps doing
 * what it did. Prices are integers of 1e-8 USD.
 */
const INITIAL_ASSETS = [
  { code: 'BTC', name: 'Bitcoin', network: 'bitcoin', decimals: 8, price: 6_000_000_000_000n, source: 'admin', io: 1 },
  { code: 'ETH', name: 'Ether', network: 'ethereum', decimals: 8, price: 300_000_000_000n, source: 'admin', io: 1 },
  { code: 'EUR', name: 'Euro', network: 'fiat', decimals: 2, price: 108_000_000n, source: 'admin', io: 0 },
  {
    code: 'KNT',
    name: 'Kinetic Token',
    network: 'ethereum',
    decimals: 8,
    price: 50_000_000n,
    source: 'platform',
    io: 0,
  },
  { code: 'USDT', name: 'Tether USD', network: 'tron', decimals: 6, price: 100_000_000n, source: 'admin', io: 1 },
] as const;

interface MigrationTables {
  assets: {
    code: string;
    name: string;
    network: string;
    decimals: number;
    usd_price_e8: bigint;
    price_source: string;
    deposit_enabled: number;
    withdraw_enabled: number;
    swap_enabled: number;
    icon: string | null;
    created_at: string;
    updated_at: string;
  };
}

/**
 * The ledger and everything that moves money. Amounts are `bigint` in the asset's smallest unit on both engines;
 * a balance is never stored, only derived from postings, and every journal entry's postings sum to zero per asset.
 */
export function ledgerMigration(kind: DialectKind): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('assets')
        .addColumn('code', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('network', 'text', (c) => c.notNull().check(sql`network in ('bitcoin', 'ethereum', 'tron', 'fiat')`))
        .addColumn('decimals', 'integer', (c) => c.notNull().check(sql`decimals between 0 and 12`))
        .addColumn('usd_price_e8', 'bigint', (c) => c.notNull().check(sql`usd_price_e8 > 0`))
        .addColumn('price_source', 'text', (c) => c.notNull().check(sql`price_source in ('platform', 'admin')`))
        .addColumn('deposit_enabled', 'integer', (c) => c.notNull().check(booleanCheck('deposit_enabled')))
        .addColumn('withdraw_enabled', 'integer', (c) => c.notNull().check(booleanCheck('withdraw_enabled')))
        .addColumn('swap_enabled', 'integer', (c) => c.notNull().check(booleanCheck('swap_enabled')))
        .addColumn('icon', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      // `account_key` (`member:12:USDT`, `fees:USDT`) is the unique name: a unique index over a nullable user_id
      // would let two system accounts of one asset in, since NULLs never collide.
      await withId(db.schema.createTable('ledger_accounts'), kind)
        .addColumn('account_key', 'text', (c) => c.notNull().unique())
        .addColumn('asset', 'text', (c) => c.notNull().references('assets.code'))
        .addColumn('kind', 'text', (c) =>
          c.notNull().check(sql`kind in ('member', 'hold', 'world', 'fees', 'swap_pool')`),
        )
        .addColumn('user_id', 'bigint', (c) => c.references('users.id'))
        .execute();
      await db.schema.createIndex('ledger_accounts_user_id').on('ledger_accounts').column('user_id').execute();

      await withId(db.schema.createTable('journal_entries'), kind)
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('postings'), kind)
        .addColumn('entry_id', 'bigint', (c) => c.notNull().references('journal_entries.id'))
        .addColumn('account_id', 'bigint', (c) => c.notNull().references('ledger_accounts.id'))
        .addColumn('asset', 'text', (c) => c.notNull().references('assets.code'))
        .addColumn('amount', 'bigint', (c) => c.notNull())
        .execute();
      // A balance is the sum of one account's postings: the index covers it without reading the table.
      await db.schema.createIndex('postings_account_amount').on('postings').columns(['account_id', 'amount']).execute();
      await db.schema.createIndex('postings_entry_id').on('postings').column('entry_id').execute();
      await db.schema.createIndex('postings_asset').on('postings').columns(['asset', 'amount']).execute();

      await withId(db.schema.createTable('wallets'), kind)
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('asset', 'text', (c) => c.notNull().references('assets.code'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('wallets_user_asset_unique')
        .unique()
        .on('wallets')
        .columns(['user_id', 'asset'])
        .execute();

      await withId(db.schema.createTable('transactions'), kind)
        .addColumn('reference', 'text', (c) => c.notNull().unique())
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
        .addColumn('type', 'text', (c) =>
          c.notNull().check(sql`type in ('swap', 'deposit', 'withdrawal', 'fee', 'commission', 'staking', 'pack')`),
        )
        .addColumn('direction', 'text', (c) => c.notNull().check(sql`direction in ('in', 'out')`))
        .addColumn('asset', 'text', (c) => c.notNull().references('assets.code'))
        .addColumn('amount', 'bigint', (c) => c.notNull())
        .addColumn('fee', 'bigint', (c) => c.notNull())
        .addColumn('counter_asset', 'text', (c) => c.references('assets.code'))
        .addColumn('counter_amount', 'bigint')
        // Only ever used to order rows by amount across assets of different decimals, never to compute money.
        .addColumn('amount_sort', 'double precision', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'completed', 'rejected')`))
        .addColumn('tx_hash', 'text')
        .addColumn('address', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('transactions_user_created_at')
        .on('transactions')
        .columns(['user_id', 'created_at', 'id'])
        .execute();
      await db.schema.createIndex('transactions_created_at').on('transactions').columns(['created_at', 'id']).execute();

      await withId(db.schema.createTable('swap_quotes'), kind)
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('from_asset', 'text', (c) => c.notNull().references('assets.code'))
        .addColumn('to_asset', 'text', (c) => c.notNull().references('assets.code'))
        .addColumn('amount', 'bigint', (c) => c.notNull())
        .addColumn('fee', 'bigint', (c) => c.notNull())
        .addColumn('received', 'bigint', (c) => c.notNull())
        .addColumn('rate', 'text', (c) => c.notNull())
        .addColumn('fee_percent', 'text', (c) => c.notNull())
        .addColumn('from_price_e8', 'bigint', (c) => c.notNull())
        .addColumn('to_price_e8', 'bigint', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .execute();
      await db.schema.createIndex('swap_quotes_created_at').on('swap_quotes').column('created_at').execute();

      await withId(db.schema.createTable('deposits'), kind)
        .addColumn('reference', 'text', (c) => c.notNull().unique())
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
        .addColumn('asset', 'text', (c) => c.notNull().references('assets.code'))
        .addColumn('amount', 'bigint', (c) => c.notNull())
        .addColumn('fee', 'bigint', (c) => c.notNull())
        .addColumn('tx_hash', 'text', (c) => c.notNull())
        // The hash without `0x`, lower-cased: what "the same hash" means, under a unique index.
        .addColumn('hash_key', 'text', (c) => c.notNull().unique())
        .addColumn('confirmations', 'integer', (c) => c.notNull())
        .addColumn('required_confirmations', 'integer', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'credited')`))
        .addColumn('recorded_by', 'text', (c) => c.notNull())
        .addColumn('transaction_id', 'bigint', (c) => c.notNull().references('transactions.id'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('credited_at', 'text')
        .execute();
      await db.schema.createIndex('deposits_created_at').on('deposits').columns(['created_at', 'id']).execute();

      await withId(db.schema.createTable('withdrawals'), kind)
        .addColumn('reference', 'text', (c) => c.notNull().unique())
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
        .addColumn('asset', 'text', (c) => c.notNull().references('assets.code'))
        .addColumn('network', 'text', (c) => c.notNull())
        .addColumn('address', 'text', (c) => c.notNull())
        .addColumn('amount', 'bigint', (c) => c.notNull())
        .addColumn('fee', 'bigint', (c) => c.notNull())
        .addColumn('usd_value_cents', 'bigint', (c) => c.notNull())
        .addColumn('status', 'text', (c) =>
          c.notNull().check(sql`status in ('pending', 'awaiting_second_approval', 'sent', 'rejected')`),
        )
        .addColumn('needs_second_approval', 'integer', (c) => c.notNull().check(booleanCheck('needs_second_approval')))
        .addColumn('first_approver_id', 'bigint', (c) => c.references('users.id'))
        .addColumn('tx_hash', 'text')
        .addColumn('rejection_reason', 'text')
        .addColumn('transaction_id', 'bigint', (c) => c.notNull().references('transactions.id'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('withdrawals_user_created_at')
        .on('withdrawals')
        .columns(['user_id', 'created_at'])
        .execute();
      await db.schema
        .createIndex('withdrawals_status_created_at')
        .on('withdrawals')
        .columns(['status', 'created_at'])
        .execute();

      await withId(db.schema.createTable('withdrawal_events'), kind)
        .addColumn('withdrawal_id', 'bigint', (c) => c.notNull().references('withdrawals.id').onDelete('cascade'))
        .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('requested', 'approved', 'sent', 'rejected')`))
        .addColumn('at', 'text', (c) => c.notNull())
        .addColumn('by_username', 'text')
        .addColumn('tx_hash', 'text')
        .addColumn('reason', 'text')
        .execute();
      await db.schema
        .createIndex('withdrawal_events_withdrawal_id')
        .on('withdrawal_events')
        .column('withdrawal_id')
        .execute();

      await db.schema
        .createTable('idempotency_keys')
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('request_hash', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('running', 'done')`))
        // Whose run this is: a claim taken over after its process died leaves the first run unable to finish it.
        .addColumn('claim_token', 'text', (c) => c.notNull())
        .addColumn('response_status', 'integer')
        .addColumn('response_body', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('idempotency_keys_pk', ['user_id', 'key'])
        .execute();
      await db.schema.createIndex('idempotency_keys_created_at').on('idempotency_keys').column('created_at').execute();

      const at = new Date().toISOString();
      await (db as Kysely<MigrationTables>)
        .insertInto('assets')
        .values(
          INITIAL_ASSETS.map((asset) => ({
            code: asset.code,
            name: asset.name,
            network: asset.network,
            decimals: asset.decimals,
            usd_price_e8: asset.price,
            price_source: asset.source,
            deposit_enabled: asset.io,
            withdraw_enabled: asset.io,
            swap_enabled: 1,
            icon: null,
            created_at: at,
            updated_at: at,
          })),
        )
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of [
        'idempotency_keys',
        'withdrawal_events',
        'withdrawals',
        'deposits',
        'swap_quotes',
        'transactions',
        'wallets',
        'postings',
        'journal_entries',
        'ledger_accounts',
        'assets',
      ])
        await db.schema.dropTable(table).execute();
    },
  };
}
