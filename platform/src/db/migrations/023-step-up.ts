import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Step-up: each sign-in keeps when its member last entered the password or a two-factor code (sensitive
 * administrator operations need one within minutes), and the setting that makes two-factor authentication
 * required of administrators, on unless an administrator turns it off (four eyes) or the demo seed does.
 */
export function stepUpMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // Sign-ins from before have no such time: their first sensitive operation asks again.
      await db.schema.alterTable('refresh_token_families').addColumn('stepped_up_at', 'text').execute();
      await sql`INSERT INTO settings (key, document, updated_at) VALUES (${'admin-two-factor'}, ${JSON.stringify({ required: true })}, ${new Date().toISOString()})`.execute(
        db,
      );
    },
    async down(db: Kysely<unknown>) {
      await sql`DELETE FROM settings WHERE key = ${'admin-two-factor'}`.execute(db);
      await db.schema.alterTable('refresh_token_families').dropColumn('stepped_up_at').execute();
    },
  };
}
