import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectKind } from '../connect.ts';
import { withId } from '../schema-helpers.ts';

/**
 * Periodic work (daily rewards, the monthly run): a job claims its period with a row under a unique key before it
 * runs, and marks each item it pays in the item's own money transaction, so instances never run a period twice
 * and a run killed midway resumes where it stopped.
 */
export function jobsMigration(kind: DialectKind): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('job_runs'), kind)
        .addColumn('job', 'text', (c) => c.notNull())
        .addColumn('period', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('running', 'done')`))
        .addColumn('claim_token', 'text', (c) => c.notNull())
        .addColumn('started_at', 'text', (c) => c.notNull())
        .addColumn('heartbeat_at', 'text', (c) => c.notNull())
        .addColumn('finished_at', 'text')
        .addColumn('items', 'integer', (c) => c.notNull().defaultTo(0))
        .addUniqueConstraint('job_runs_job_period_unique', ['job', 'period'])
        .execute();
      await db.schema
        .createTable('job_items')
        .addColumn('job', 'text', (c) => c.notNull())
        .addColumn('period', 'text', (c) => c.notNull())
        .addColumn('item', 'text', (c) => c.notNull())
        .addColumn('done_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('job_items_pk', ['job', 'period', 'item'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('job_items').execute();
      await db.schema.dropTable('job_runs').execute();
    },
  };
}
