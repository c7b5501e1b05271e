import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectKind } from '../connect.ts';
import { booleanCheck, withId } from '../schema-helpers.ts';

export function notificationsMigration(kind: DialectKind): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('notifications'), kind)
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('is_seen', 'integer', (c) => c.notNull().defaultTo(0).check(booleanCheck('is_seen')))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      // The bell reads one user's newest notifications.
      await db.schema
        .createIndex('notifications_user_id_created_at')
        .on('notifications')
        .columns(['user_id', 'created_at'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('notifications').execute();
    },
  };
}
