import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectKind } from '../connect.ts';
import { withId } from '../schema-helpers.ts';

/** Identity verification: a session per attempt, its steps, and the documents sent for each step. */
export function kycMigration(kind: DialectKind): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('kyc_sessions'), kind)
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('session_id', 'text', (c) => c.notNull().unique())
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('user', 'enterprise')`))
        .addColumn('status', 'text', (c) =>
          c.notNull().check(sql`status in ('initiated', 'half_verified', 'verified')`),
        )
        .addColumn('info', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('kyc_sessions_user_id').on('kyc_sessions').column('user_id').execute();

      await withId(db.schema.createTable('kyc_steps'), kind)
        .addColumn('kyc_session_id', 'bigint', (c) => c.notNull().references('kyc_sessions.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull().check(sql`name in ('identity', 'address', 'company')`))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('status', 'text', (c) =>
          c.notNull().check(sql`status in ('not_sent', 'submitted', 'approved', 'rejected')`),
        )
        .addColumn('reason', 'text')
        .addColumn('submitted_at', 'text')
        .addColumn('reviewed_at', 'text')
        .addColumn('reviewed_by_id', 'bigint', (c) => c.references('users.id').onDelete('set null'))
        .addUniqueConstraint('kyc_steps_session_name_unique', ['kyc_session_id', 'name'])
        .execute();
      // The review queue reads the steps waiting for a decision.
      await db.schema.createIndex('kyc_steps_status').on('kyc_steps').column('status').execute();

      await withId(db.schema.createTable('kyc_documents'), kind)
        .addColumn('kyc_step_id', 'bigint', (c) => c.notNull().references('kyc_steps.id').onDelete('cascade'))
        .addColumn('storage_key', 'text', (c) => c.notNull().unique())
        .addColumn('media_type', 'text', (c) => c.notNull())
        .addColumn('size', 'integer', (c) => c.notNull())
        // Which sending of the step it belongs to: a step sent again after a rejection shows its new documents.
        .addColumn('submission', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('kyc_documents_step').on('kyc_documents').column('kyc_step_id').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('kyc_documents').execute();
      await db.schema.dropTable('kyc_steps').execute();
      await db.schema.dropTable('kyc_sessions').execute();
    },
  };
}
