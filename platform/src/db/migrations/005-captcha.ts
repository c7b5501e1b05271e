import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Captcha solutions already accepted: a solution is good once, on whichever instance it arrives first, so the
 * primary key (not a process's memory) is what refuses a replay. A row is kept only as long as the solution it
 * stands for could still be presented.
 */
export function captchaMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('captcha_solutions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('used_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('captcha_solutions_expires_at')
        .on('captcha_solutions')
        .column('expires_at')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('captcha_solutions').execute();
    },
  };
}
