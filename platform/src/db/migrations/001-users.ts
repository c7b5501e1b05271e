import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectKind } from '../connect.ts';
import { booleanCheck, withId } from '../schema-helpers.ts';

export function usersMigration(kind: DialectKind): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('users'), kind)
        .addColumn('uid', 'text', (c) => c.notNull())
        .addColumn('username', 'text', (c) => c.notNull())
        .addColumn('username_lower', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('email_lower', 'text', (c) => c.notNull())
        .addColumn('first_name', 'text', (c) => c.notNull())
        .addColumn('last_name', 'text', (c) => c.notNull())
        .addColumn('scopes', 'text', (c) => c.notNull().defaultTo('["member"]'))
        .addColumn('photo', 'text')
        .addColumn('parrain_id', 'bigint', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('kyc', 'text', (c) => c.check(sql`kyc in ('initiated', 'verified', 'half_verified')`))
        .addColumn('tel', 'text')
        .addColumn('country', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('cap_cents', 'bigint', (c) =>
          c
            .notNull()
            .defaultTo(0)
            .check(sql`cap_cents >= 0`),
        )
        .addColumn('cag_cents', 'bigint', (c) =>
          c
            .notNull()
            .defaultTo(0)
            .check(sql`cag_cents >= 0`),
        )
        .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1).check(booleanCheck('is_active')))
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('transaction_password_hash', 'text')
        .addColumn('totp_secret', 'text')
        .execute();
      await db.schema.createIndex('users_uid_unique').unique().on('users').column('uid').execute();
      await db.schema
        .createIndex('users_username_lower_unique')
        .unique()
        .on('users')
        .column('username_lower')
        .execute();
      await db.schema.createIndex('users_email_lower_unique').unique().on('users').column('email_lower').execute();
      // The downline of a sponsor is read by parrain_id.
      await db.schema.createIndex('users_parrain_id').on('users').column('parrain_id').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('users').execute();
    },
  };
}
