import { verify } from 'argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_HASH_MEMORY_KIB } from '../src/config.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { totpSecretBox } from '../src/core/secret-box.ts';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET, DEMO_TRANSACTION_PASSWORD, seedDemo } from '../src/seed.ts';
import { createTestDatabase, testConfig, type TestDatabase } from './helper.ts';
import { expectLedgerBalanced } from './ledger-helpers.ts';

describe('demo seed', () => {
  const options = { passwordHashMemoryKib: PASSWORD_HASH_MEMORY_KIB, totpKey: testConfig().totpKey };
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    await migrateToLatest(database.db, database.kind);
  });
  afterAll(async () => {
    await database.drop();
  });

  const counts = async () => ({
    users: (await database.db.selectFrom('users').select('id').execute()).length,
    notifications: (await database.db.selectFrom('notifications').select('id').execute()).length,
    transactions: (await database.db.selectFrom('transactions').select('id').execute()).length,
    postings: (await database.db.selectFrom('postings').select('id').execute()).length,
  });

  it('creates the four demo accounts, then creates nothing when run again', async () => {
    expect((await seedDemo(database.db, database.kind, options)).created).toEqual([
      'demo-admin',
      'demo-member',
      'demo-2fa',
      'demo-admin2',
    ]);
    const afterFirst = await counts();
    expect(afterFirst.users).toBe(4);
    expect((await seedDemo(database.db, database.kind, options)).created).toEqual([]);
    expect(await counts()).toEqual(afterFirst);
  });

  it('moves the demo money through the ledger, balanced: each of demo-admin and demo-member owns their own', async () => {
    await expectLedgerBalanced(database.db);
    const rows = await database.db
      .selectFrom('transactions')
      .innerJoin('users', 'users.id', 'transactions.user_id')
      .select(['users.username', 'transactions.type', 'transactions.status'])
      .orderBy('transactions.id')
      .execute();
    for (const username of ['demo-admin', 'demo-member'])
      expect(rows.filter((row) => row.username === username).map((row) => `${row.type}:${row.status}`)).toEqual([
        ...Array<string>(7).fill('deposit:completed'),
        'swap:completed',
        'withdrawal:completed',
        'withdrawal:pending',
        'staking:completed',
        // The booster packs: demo-member's bought then upgraded, demo-admin's bought (after a deposit) and ended.
        ...(username === 'demo-member'
          ? ['pack:completed', 'pack:completed']
          : ['deposit:completed', 'pack:completed']),
      ]);
    expect(rows.filter((row) => row.username === 'demo-2fa')).toEqual([]);
  });

  it('gives the accounts their scopes, sponsor and two-factor secret, sealed', async () => {
    const users = await database.db
      .selectFrom('users')
      .leftJoin('users as sponsor', 'sponsor.id', 'users.parrain_id')
      .select(['users.username', 'users.uid', 'users.scopes', 'users.totp_secret', 'sponsor.username as sponsor'])
      .orderBy('users.id')
      .execute();
    expect(users).toEqual([
      { username: 'demo-admin', uid: 'KNT-100001', scopes: '["member","admin"]', totp_secret: null, sponsor: null },
      { username: 'demo-member', uid: 'KNT-100002', scopes: '["member"]', totp_secret: null, sponsor: 'demo-admin' },
      {
        username: 'demo-2fa',
        uid: 'KNT-100003',
        scopes: '["member"]',
        totp_secret: expect.stringMatching(/^aes256gcm:/),
        sponsor: 'demo-admin',
      },
      {
        username: 'demo-admin2',
        uid: 'KNT-100004',
        scopes: '["member","admin"]',
        totp_secret: null,
        sponsor: 'demo-admin',
      },
    ]);
    const sealed = users[2]!.totp_secret!;
    expect(sealed).not.toContain(DEMO_TOTP_SECRET);
    expect(totpSecretBox(options.totpKey).open(sealed)).toBe(DEMO_TOTP_SECRET);
  });

  it('hashes both passwords with argon2id at 46 MiB, one pass, one lane', async () => {
    const rows = await database.db.selectFrom('users').select(['password_hash', 'transaction_password_hash']).execute();
    for (const row of rows) {
      const [, algorithm, version, parameters] = row.password_hash.split('$');
      expect([algorithm, version]).toEqual(['argon2id', 'v=19']);
      expect(parameters?.split(',').sort()).toEqual(['m=47104', 'p=1', 't=1']);
      expect(await verify(row.password_hash, DEMO_PASSWORD)).toBe(true);
      expect(await verify(row.transaction_password_hash!, DEMO_TRANSACTION_PASSWORD)).toBe(true);
      expect(await verify(row.password_hash, DEMO_TRANSACTION_PASSWORD)).toBe(false);
    }
  });

  it('gives every account seen and unseen notifications, at least four for demo-member', async () => {
    const rows = await database.db
      .selectFrom('notifications')
      .innerJoin('users', 'users.id', 'notifications.user_id')
      .select(['users.username', 'notifications.is_seen'])
      .execute();
    for (const username of ['demo-admin', 'demo-member', 'demo-2fa', 'demo-admin2']) {
      const seen = rows.filter((row) => row.username === username).map((row) => row.is_seen);
      expect(seen, username).toContain(0);
      expect(seen, username).toContain(1);
    }
    expect(rows.filter((row) => row.username === 'demo-member').length).toBeGreaterThanOrEqual(4);
  });
});
