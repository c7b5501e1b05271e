import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { addMissingCodes } from '../codes.ts';
import type { DialectKind } from '../connect.ts';
import { replaceCheckWithCodes } from '../schema-helpers.ts';

/**
 * A movement is one record (ledger/movement.ts): a member's transaction row keeps the journal entry that moved its
 * money, and transaction types and account kinds become lookup tables filled from their lists in code, so a new
 * one no longer rebuilds a table. The lists are read as they are now rather than written out: they only grow, and
 * migrateToLatest adds what they gained since.
 */
export function movementRecordMigration(kind: DialectKind): Migration {
  return {
    async up(db: Kysely<unknown>) {
      for (const table of ['transaction_types', 'account_kinds'])
        await db.schema
          .createTable(table)
          .addColumn('code', 'text', (c) => c.primaryKey())
          .execute();
      await addMissingCodes(db);
      await replaceCheckWithCodes(db, kind, { table: 'transactions', column: 'type', codes: 'transaction_types' });
      await replaceCheckWithCodes(db, kind, { table: 'ledger_accounts', column: 'kind', codes: 'account_kinds' });
      // Rows written before stay without an entry: nothing recorded which one moved their money.
      await db.schema
        .alterTable('transactions')
        .addColumn('journal_entry_id', 'bigint', (c) => c.references('journal_entries.id'))
        .execute();
      await db.schema
        .createIndex('transactions_journal_entry_id')
        .on('transactions')
        .column('journal_entry_id')
        .execute();
    },
  };
}
