import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../src/db/migrate.ts';
import { createTestDatabase, type TestDatabase } from './helper.ts';

describe('migrations', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.drop();
  });

  it('bring an empty database to the latest schema, then have nothing left to do', async () => {
    const first = await migrateToLatest(database.db, database.kind);
    expect(first.map((result) => [result.migrationName, result.status])).toEqual([
      ['001-users', 'Success'],
      ['002-notifications', 'Success'],
      ['003-auth', 'Success'],
      ['004-configuration', 'Success'],
      ['005-captcha', 'Success'],
      ['006-ledger', 'Success'],
      ['007-money-duties', 'Success'],
      ['008-money-record', 'Success'],
      ['010-account-security', 'Success'],
      ['011-kyc', 'Success'],
      ['012-jobs', 'Success'],
    ]);
    expect(await migrateToLatest(database.db, database.kind)).toEqual([]);
  });

  it('create the users and notifications tables with every column the code reads', async () => {
    const tables = await database.db.introspection.getTables();
    const columns = (name: string) =>
      tables
        .find((table) => table.name === name)
        ?.columns.map((column) => column.name)
        .sort();
    expect(columns('users')).toEqual(
      [
        'id',
        'uid',
        'username',
        'username_lower',
        'email',
        'email_lower',
        'first_name',
        'last_name',
        'scopes',
        'photo',
        'parrain_id',
        'kyc',
        'tel',
        'country',
        'created_at',
        'cap_cents',
        'cag_cents',
        'is_active',
        'password_hash',
        'transaction_password_hash',
        'totp_secret',
      ].sort(),
    );
    expect(columns('notifications')).toEqual([
      'created_at',
      'description',
      'id',
      'is_seen',
      'title',
      'updated_at',
      'user_id',
    ]);
  });
});
