import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectKind } from '../connect.ts';
import { withId } from '../schema-helpers.ts';

/**
 * Everything authentication must share between platform instances: failures that feed the rate limits,
 * used two-factor codes, refresh token families and password reset tokens. Tokens are stored hashed only.
 */
export function authMigration(kind: DialectKind): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // One row per counted event (a failed sign-in, a wrong 2FA code, a reset request) under a key such as
      // `account:12`, `ip:203.0.113.7` or `2fa:<jti>`; a sliding window is a count of the recent rows.
      await withId(db.schema.createTable('auth_attempts'), kind)
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('auth_attempts_key_created_at')
        .on('auth_attempts')
        .columns(['key', 'created_at'])
        .execute();
      await db.schema.createIndex('auth_attempts_created_at').on('auth_attempts').column('created_at').execute();

      // A code is good once: the unique pair refuses a replay even when two instances race.
      await withId(db.schema.createTable('used_totp_codes'), kind)
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('time_step', 'bigint', (c) => c.notNull())
        .addColumn('used_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('used_totp_codes_user_step_unique')
        .unique()
        .on('used_totp_codes')
        .columns(['user_id', 'time_step'])
        .execute();
      await db.schema.createIndex('used_totp_codes_used_at').on('used_totp_codes').column('used_at').execute();

      await db.schema
        .createTable('refresh_token_families')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('revoked_at', 'text')
        .execute();
      await db.schema
        .createIndex('refresh_token_families_user_id')
        .on('refresh_token_families')
        .column('user_id')
        .execute();

      await db.schema
        .createTable('refresh_tokens')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('family_id', 'text', (c) => c.notNull().references('refresh_token_families.id').onDelete('cascade'))
        .addColumn('generation', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('rotated_at', 'text')
        .execute();
      await db.schema
        .createIndex('refresh_tokens_family_generation_unique')
        .unique()
        .on('refresh_tokens')
        .columns(['family_id', 'generation'])
        .execute();

      await db.schema
        .createTable('password_reset_tokens')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .execute();
      await db.schema
        .createIndex('password_reset_tokens_user_id')
        .on('password_reset_tokens')
        .column('user_id')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('password_reset_tokens').execute();
      await db.schema.dropTable('refresh_tokens').execute();
      await db.schema.dropTable('refresh_token_families').execute();
      await db.schema.dropTable('used_totp_codes').execute();
      await db.schema.dropTable('auth_attempts').execute();
    },
  };
}
