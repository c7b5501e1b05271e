import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectKind } from '../connect.ts';
import { withId } from '../schema-helpers.ts';

/**
 * Four eyes (issue 31): a change to admin powers or one that weakens a money control waits here until a second
 * administrator approves it, with what it replaces as its proposer saw it, so that approving a change someone
 * made meanwhile can be refused.
 */
export function adminRequestsMigration(kind: DialectKind): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('admin_requests'), kind)
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('before_document', 'text', (c) => c.notNull())
        .addColumn('after_document', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) =>
          c.notNull().check(sql`status in ('pending', 'approved', 'rejected', 'cancelled')`),
        )
        .addColumn('proposed_by_id', 'bigint', (c) => c.notNull().references('users.id'))
        .addColumn('proposed_by', 'text', (c) => c.notNull())
        .addColumn('proposed_at', 'text', (c) => c.notNull())
        .addColumn('decided_by_id', 'bigint', (c) => c.references('users.id'))
        .addColumn('decided_by', 'text')
        .addColumn('decided_at', 'text')
        .addColumn('reason', 'text')
        .execute();
      await db.schema
        .createIndex('admin_requests_status')
        .on('admin_requests')
        .columns(['status', 'proposed_at', 'id'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('admin_requests').execute();
    },
  };
}
