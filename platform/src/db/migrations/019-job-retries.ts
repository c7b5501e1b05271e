import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectKind } from '../connect.ts';
import { replaceListCheck } from '../schema-helpers.ts';

const BEFORE = `'running', 'done'`;
const AFTER = `'running', 'done', 'failed'`;

/**
 * What the monthly run needs of the jobs: a run that fails says so with its error and is tried again after a
 * backoff, not a month later; each item keeps what it moved, and each run its totals per asset, so that what a
 * run paid can be read back and checked against the ledger.
 */
export function jobRetriesMigration(kind: DialectKind): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // Before the new columns: SQLite rebuilds the table by copying its rows column for column.
      await replaceListCheck(db, kind, { table: 'job_runs', column: 'status', from: BEFORE, to: AFTER });
      await db.schema
        .alterTable('job_runs')
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema.alterTable('job_runs').addColumn('error', 'text').execute();
      await db.schema.alterTable('job_runs').addColumn('next_attempt_at', 'text').execute();
      await db.schema.createIndex('job_runs_started_at').on('job_runs').columns(['started_at', 'id']).execute();
      await db.schema
        .alterTable('job_items')
        .addColumn('asset', 'text', (c) => c.references('assets.code'))
        .execute();
      await db.schema
        .alterTable('job_items')
        .addColumn('amount', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createTable('job_run_totals')
        .addColumn('job', 'text', (c) => c.notNull())
        .addColumn('period', 'text', (c) => c.notNull())
        .addColumn('asset', 'text', (c) => c.notNull().references('assets.code'))
        .addColumn('amount', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('job_run_totals_pk', ['job', 'period', 'asset'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('job_run_totals').execute();
      await db.schema.alterTable('job_items').dropColumn('amount').execute();
      await db.schema.alterTable('job_items').dropColumn('asset').execute();
      await db.schema.dropIndex('job_runs_started_at').execute();
      for (const column of ['next_attempt_at', 'error', 'attempts'])
        await db.schema.alterTable('job_runs').dropColumn(column).execute();
      await replaceListCheck(db, kind, { table: 'job_runs', column: 'status', from: AFTER, to: BEFORE });
    },
  };
}
