import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectKind } from '../connect.ts';
import { withId } from '../schema-helpers.ts';

/**
 * The member's own account security (issue 19): what a sign-in shows in the list of sign-ins (device, address,
 * last use), a two-factor secret waiting for its first code, and the recovery codes, kept as sha256 only.
 */
export function accountSecurityMigration(kind: DialectKind): Migration {
  return {
    async up(db: Kysely<unknown>) {
      for (const column of ['user_agent', 'ip_address', 'last_used_at'])
        await db.schema.alterTable('refresh_token_families').addColumn(column, 'text').execute();

      // One pending setup per member: a new one replaces it, confirming it moves the secret to users.totp_secret.
      await db.schema
        .createTable('two_factor_setups')
        .addColumn('user_id', 'bigint', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('secret', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('recovery_codes'), kind)
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('code_hash', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .execute();
      await db.schema
        .createIndex('recovery_codes_user_hash')
        .on('recovery_codes')
        .columns(['user_id', 'code_hash'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('recovery_codes').execute();
      await db.schema.dropTable('two_factor_setups').execute();
      for (const column of ['last_used_at', 'ip_address', 'user_agent'])
        await db.schema.alterTable('refresh_token_families').dropColumn(column).execute();
    },
  };
}
