import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { isUniqueViolation } from '../src/db/errors.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { insertUser, type UserInsert } from '../src/modules/user/repository.ts';
import { createTestDatabase, type TestDatabase } from './helper.ts';

function user(username: string, email: string): UserInsert {
  return {
    username,
    email,
    first_name: 'Awa',
    last_name: 'Diallo',
    scopes: '["member"]',
    photo: null,
    parrain_id: null,
    kyc: null,
    tel: null,
    country: 'SN',
    created_at: '2026-11-20T10:15:00.000Z',
    cap_cents: 0,
    cag_cents: 0,
    is_active: 1,
    password_hash: 'not-a-real-hash',
    transaction_password_hash: null,
    totp_secret: null,
  };
}

async function insertError(db: Kysely<Database>, row: UserInsert): Promise<unknown> {
  try {
    await insertUser(db, row);
  } catch (error) {
    return error;
  }
  throw new Error(`inserting ${row.username} <${row.email}> succeeded`);
}

describe('users table constraints', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    await migrateToLatest(database.db, database.kind);
    await insertUser(database.db, user('Awa.Diallo', 'Awa.Diallo@Example.com'));
  });
  afterAll(async () => {
    await database.drop();
  });

  it('gives each new user a KNT uid from its id', async () => {
    const second = await insertUser(database.db, user('moussa', 'moussa@example.com'));
    expect(second.uid).toBe(`KNT-${100_000 + second.id}`);
    expect(second.username_lower).toBe('moussa');
  });

  it('refuses a username that differs only by case', async () => {
    const error = await insertError(database.db, user('awa.DIALLO', 'someone-else@example.com'));
    expect(isUniqueViolation(error)).toBe(true);
  });

  it('refuses an email that differs only by case', async () => {
    const error = await insertError(database.db, user('another-name', 'AWA.diallo@example.COM'));
    expect(isUniqueViolation(error)).toBe(true);
  });

  it('refuses a notification for a user that does not exist', async () => {
    const now = '2026-11-20T10:15:00.000Z';
    await expect(
      database.db
        .insertInto('notifications')
        .values({ user_id: 999_999, title: 't', description: 'd', is_seen: 0, created_at: now, updated_at: now })
        .execute(),
    ).rejects.toThrow();
  });

  it('refuses a kyc status outside the contract', async () => {
    await expect(
      database.db
        .updateTable('users')
        .set({ kyc: 'approved' as never })
        .where('username_lower', '=', 'moussa')
        .execute(),
    ).rejects.toThrow();
  });
});
