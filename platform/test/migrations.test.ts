import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { addMissingCodes, CODE_LISTS } from '../src/db/codes.ts';
import { reserveId } from '../src/db/ids.ts';
import { migrateTo, migrateToLatest } from '../src/db/migrate.ts';
import { ACCOUNT_KINDS, MEMBER_ACCOUNT_KINDS } from '../src/core/ledger/account-kinds.ts';
import { post } from '../src/core/ledger/posting.ts';
import { TRANSACTION_TYPES, type TransactionType } from '../src/core/ledger/transaction-types.ts';
import { totpSecretBox } from '../src/core/secret-box.ts';
import { DEMO_TOTP_SECRET } from '../src/seed.ts';
import { createMember, rawTransaction } from './ledger-helpers.ts';
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
      ['013-products', 'Success'],
      ['014-staking', 'Success'],
      ['015-booster', 'Success'],
      ['016-arbitrage', 'Success'],
      ['017-staking-rate-cap', 'Success'],
      ['018-movement-record', 'Success'],
      ['019-job-retries', 'Success'],
      ['020-display-decimals', 'Success'],
      ['021-sealed-totp-secrets', 'Success'],
      ['022-admin-requests', 'Success'],
      ['023-step-up', 'Success'],
      ['024-audit-trail', 'Success'],
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

  it('let a member hold locked money without losing an account or posting made before, and keep the checks', async () => {
    const older = await createTestDatabase();
    try {
      await migrateTo(older.db, older.kind, '012-jobs');
      const member = await createMember(older.db);
      await post(older.db, older.kind, 'deposit', '2026-11-01T00:00:00.000Z', [
        { kind: 'world', asset: 'USDT', amount: -7n },
        { kind: 'member', asset: 'USDT', userId: member.id, amount: 7n },
      ]);
      const before = await older.db.selectFrom('ledger_accounts').selectAll().orderBy('id').execute();
      await migrateToLatest(older.db, older.kind);
      expect(await older.db.selectFrom('ledger_accounts').selectAll().orderBy('id').execute()).toEqual(before);
      await post(older.db, older.kind, 'stake', '2026-11-02T00:00:00.000Z', [
        { kind: 'member', asset: 'USDT', userId: member.id, amount: -7n },
        { kind: 'locked', asset: 'USDT', userId: member.id, amount: 7n },
      ]);
      const insert = (kind: string, key: string, userId: number | null) =>
        sql`insert into ledger_accounts (account_key, asset, kind, user_id) values (${key}, 'USDT', ${kind}, ${userId})`.execute(
          older.db,
        );
      // An account kind that is not in the list: refused by the account_kinds table since 018.
      await expect(insert('savings', 'savings:USDT', null)).rejects.toThrow(/foreign key/i);
      await expect(insert('locked', 'locked:999999:USDT', 999_999)).rejects.toThrow(/foreign key/i);
    } finally {
      await older.drop();
    }
  });

  it('turn transaction types and account kinds into lookup tables, losing no row of any type or kind', async () => {
    const older = await createTestDatabase();
    try {
      await migrateTo(older.db, older.kind, '017-staking-rate-cap');
      const member = await createMember(older.db);
      const at = '2026-11-01T00:00:00.000Z';
      // An account of every kind, the world's paying the others.
      const others = ACCOUNT_KINDS.filter((kind) => kind !== 'world');
      await post(older.db, older.kind, 'every_kind', at, [
        { kind: 'world', asset: 'USDT', amount: -BigInt(others.length) },
        ...others.map((kind) => ({
          kind,
          asset: 'USDT',
          amount: 1n,
          ...(MEMBER_ACCOUNT_KINDS.includes(kind) && { userId: member.id }),
        })),
      ]);
      const row = (type: string, reference: string) =>
        rawTransaction(member.id, { reference, type: type as TransactionType, status: 'completed', created_at: at });
      // A row of every type, written as 017 knew the table.
      await older.db
        .insertInto('transactions')
        .values(Object.keys(TRANSACTION_TYPES).map((type, index) => row(type, `OLD-${index}`)))
        .execute();
      const last = await older.db
        .selectFrom('transactions')
        .select('id')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      // A table that references a transaction keeps doing so once the table is rebuilt (SQLite).
      await older.db
        .insertInto('withdrawals')
        .values({
          reference: 'OLD-WDR',
          user_id: member.id,
          asset: 'USDT',
          network: 'tron',
          address: 'T',
          amount: 1n,
          fee: 0n,
          usd_value_cents: 100n,
          status: 'sent',
          needs_second_approval: 0,
          first_approver_id: null,
          tx_hash: null,
          rejection_reason: null,
          transaction_id: last.id,
          created_at: at,
          updated_at: at,
        })
        .execute();
      const snapshot = async () => ({
        transactions: await older.db.selectFrom('transactions').selectAll().orderBy('id').execute(),
        accounts: await older.db.selectFrom('ledger_accounts').selectAll().orderBy('id').execute(),
        entries: await older.db.selectFrom('journal_entries').selectAll().orderBy('id').execute(),
        postings: await older.db.selectFrom('postings').selectAll().orderBy('id').execute(),
        withdrawals: await older.db
          .selectFrom('withdrawals')
          .innerJoin('transactions', 'transactions.id', 'withdrawals.transaction_id')
          .select(['withdrawals.reference', 'transactions.reference as transaction'])
          .execute(),
      });
      const before = await snapshot();
      expect(before.transactions.map((transaction) => transaction.type)).toEqual(Object.keys(TRANSACTION_TYPES));
      expect(before.accounts.map((account) => account.kind).sort()).toEqual([...ACCOUNT_KINDS].sort());

      await migrateToLatest(older.db, older.kind);
      expect(await snapshot()).toEqual({
        ...before,
        // Nothing recorded which entry moved an older row's money.
        transactions: before.transactions.map((transaction) => ({ ...transaction, journal_entry_id: null })),
      });
      const codes = async (table: 'transaction_types' | 'account_kinds') =>
        (await older.db.selectFrom(table).select('code').execute()).map(({ code }) => code).sort();
      expect(await codes('transaction_types')).toEqual(Object.keys(TRANSACTION_TYPES).sort());
      expect(await codes('account_kinds')).toEqual([...ACCOUNT_KINDS].sort());
      // Ids go on after the old rows'.
      expect(await reserveId(older.db, older.kind, 'transactions')).toBeGreaterThan(last.id);

      // A type that is not in the list is refused; added to the list, it is taken, and no table was rebuilt for it.
      const insertRow = (type: string, reference: string) =>
        older.db.insertInto('transactions').values(row(type, reference)).execute();
      await expect(insertRow('bonus', 'NEW-1')).rejects.toThrow(/foreign key/i);
      await addMissingCodes(older.db, {
        ...CODE_LISTS,
        transaction_types: [...CODE_LISTS.transaction_types, 'bonus'],
      });
      await insertRow('bonus', 'NEW-1');
      expect(await codes('transaction_types')).toContain('bonus');
    } finally {
      await older.drop();
    }
  });
  it('let a job run fail and its items keep amounts, keeping the runs and marks made before', async () => {
    const older = await createTestDatabase();
    try {
      await migrateTo(older.db, older.kind, '017-staking-rate-cap');
      const at = '2026-11-01T00:05:00.000Z';
      await sql`insert into job_runs (job, period, status, claim_token, started_at, heartbeat_at, finished_at, items)
        values ('staking-rewards', '2026-10-31', 'done', 't', ${at}, ${at}, ${at}, 1)`.execute(older.db);
      await sql`insert into job_items (job, period, item, done_at)
        values ('staking-rewards', '2026-10-31', 'stake:1', ${at})`.execute(older.db);
      await migrateToLatest(older.db, older.kind);
      expect(await older.db.selectFrom('job_runs').select(['status', 'items', 'attempts', 'error']).execute()).toEqual([
        { status: 'done', items: 1, attempts: 1, error: null },
      ]);
      expect(
        await older.db
          .selectFrom('job_items')
          .select(['item', 'asset', sql<string>`cast(amount as text)`.as('amount')])
          .execute(),
      ).toEqual([{ item: 'stake:1', asset: null, amount: '0' }]);
      const status = (value: string) =>
        sql`update job_runs set status = ${value} where period = '2026-10-31'`.execute(older.db);
      await status('failed');
      await expect(status('paused')).rejects.toThrow(/check/i);
    } finally {
      await older.drop();
    }
  });

  it('give each asset its shown decimals: the seeded ones as planned, any other the smaller of its own and 6', async () => {
    const older = await createTestDatabase();
    try {
      await migrateTo(older.db, older.kind, '019-job-retries');
      const at = '2026-11-01T00:00:00.000Z';
      await sql`insert into assets (code, name, network, decimals, usd_price_e8, price_source, deposit_enabled,
        withdraw_enabled, swap_enabled, created_at, updated_at)
        values ('SOL', 'Solana', 'ethereum', 9, 1, 'admin', 0, 0, 0, ${at}, ${at}),
          ('XYZ', 'Small', 'ethereum', 3, 1, 'admin', 0, 0, 0, ${at}, ${at})`.execute(older.db);
      await migrateToLatest(older.db, older.kind);
      const rows = await older.db.selectFrom('assets').select(['code', 'display_decimals']).orderBy('code').execute();
      expect(rows.map((row) => [row.code, Number(row.display_decimals)])).toEqual([
        ['BTC', 8],
        ['ETH', 8],
        ['EUR', 2],
        ['KNT', 4],
        ['SOL', 6],
        ['USDT', 2],
        ['XYZ', 3],
      ]);
    } finally {
      await older.drop();
    }
  });

  it("seal the TOTP secrets stored in plain text, members' and pending setups', with TOTP_KEY, and only with it", async () => {
    const older = await createTestDatabase();
    try {
      await migrateTo(older.db, older.kind, '020-display-decimals');
      const [withSecret, settingUp, without] = [
        await createMember(older.db),
        await createMember(older.db),
        await createMember(older.db),
      ];
      await older.db
        .updateTable('users')
        .set({ totp_secret: DEMO_TOTP_SECRET })
        .where('id', '=', withSecret.id)
        .execute();
      const pending = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
      await older.db
        .insertInto('two_factor_setups')
        .values({ user_id: settingUp.id, secret: pending, created_at: '2026-11-01T00:00:00.000Z' })
        .execute();
      // Without the key nothing is rewritten, and the migration waits for a start that has it.
      await expect(migrateToLatest(older.db, older.kind)).rejects.toThrow(/TOTP_KEY/);
      const totpKey = 't'.repeat(43);
      await migrateToLatest(older.db, older.kind, { totpKey });
      const stored = async () => ({
        members: await older.db.selectFrom('users').select(['id', 'totp_secret']).orderBy('id').execute(),
        setups: await older.db.selectFrom('two_factor_setups').select('secret').execute(),
      });
      const { members, setups } = await stored();
      const box = totpSecretBox(totpKey);
      const secretOf = (id: number) => members.find((member) => member.id === id)?.totp_secret;
      expect(secretOf(withSecret.id)).toMatch(/^aes256gcm:/);
      expect(box.open(secretOf(withSecret.id)!)).toBe(DEMO_TOTP_SECRET);
      expect(secretOf(without.id)).toBeNull();
      expect(setups).toHaveLength(1);
      expect(setups[0]!.secret).not.toContain(pending);
      expect(box.open(setups[0]!.secret)).toBe(pending);
      // Another key opens none of them.
      expect(() => totpSecretBox('u'.repeat(43)).open(setups[0]!.secret)).toThrow(/does not open/);
      // Down and up again: the plain text back, then sealed once more, never sealed twice.
      await migrateTo(older.db, older.kind, '020-display-decimals', { totpKey });
      expect((await stored()).setups).toEqual([{ secret: pending }]);
      await migrateToLatest(older.db, older.kind, { totpKey });
      expect(box.open((await stored()).setups[0]!.secret)).toBe(pending);
    } finally {
      await older.drop();
    }
  });
  it('name the member and the second approver of the trail written before, and seed the related-parties window', async () => {
    const older = await createTestDatabase();
    try {
      await migrateTo(older.db, older.kind, '022-admin-requests');
      const member = await createMember(older.db);
      const proposer = await createMember(older.db, { admin: true });
      const approver = await createMember(older.db, { admin: true });
      const at = '2026-11-01T00:00:00.000Z';
      const decided = '2026-11-02T00:00:00.000Z';
      const transaction = await older.db
        .insertInto('transactions')
        .values(
          rawTransaction(member.id, { reference: 'DEP-OLD', type: 'deposit', status: 'completed', created_at: at }),
        )
        .returning('id')
        .executeTakeFirstOrThrow();
      await older.db
        .insertInto('deposits')
        .values({
          reference: 'DEP-OLD',
          user_id: member.id,
          asset: 'USDT',
          amount: 1_000_000n,
          fee: 0n,
          tx_hash: 'old',
          hash_key: 'old',
          confirmations: 1,
          required_confirmations: 1,
          status: 'credited',
          recorded_by: proposer.username,
          recorded_by_id: proposer.id,
          transaction_id: transaction.id,
          created_at: at,
          credited_at: decided,
          usd_value_cents: 100n,
          needs_second_approval: 1,
          approval_reason: 'threshold',
          decided_by_id: approver.id,
          decided_by: approver.username,
          decided_at: decided,
          rejection_reason: null,
        })
        .execute();
      const product = await older.db
        .selectFrom('staking_products')
        .select(['id', 'asset'])
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const stake = await older.db
        .insertInto('stakes')
        .values({
          user_id: member.id,
          product_id: product.id,
          asset: product.asset,
          principal: 1n,
          target_rate: '4.00',
          duration_days: 90,
          status: 'cancelled',
          start_day: '2026-11-01',
          maturity_day: '2027-01-30',
          created_at: at,
          ended_at: decided,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await older.db
        .insertInto('admin_requests')
        .values({
          kind: 'user.grant-admin',
          subject: member.uid,
          before_document: '{}',
          after_document: '{}',
          status: 'approved',
          proposed_by_id: proposer.id,
          proposed_by: proposer.username,
          proposed_at: at,
          decided_by_id: approver.id,
          decided_by: approver.username,
          decided_at: decided,
          reason: null,
        })
        .execute();
      // The trail as 022 wrote it: an approved change and a deposit approval name their approver as actor.
      const entry = (action: string, subject: string, by: typeof member, when = decided) => ({
        action,
        subject,
        actor_id: by.id,
        actor: by.username,
        at: when,
        before_document: null,
        after_document: null,
      });
      await older.db
        .insertInto('admin_audit')
        .values([
          entry('user.grant-admin', member.uid, approver),
          entry('request.approve', member.uid, approver),
          entry('user.activate', member.uid, proposer, at),
          entry('deposit.approve', 'DEP-OLD', approver),
          entry('stake.cancel', `stake ${stake.id}`, proposer),
          entry('asset.update', 'USDT', proposer),
        ])
        .execute();

      await migrateToLatest(older.db, older.kind);
      const trail = async () =>
        (
          await older.db
            .selectFrom('admin_audit')
            .select(['action', 'actor', 'target_user_id', 'second_approver', 'second_approver_id'])
            .orderBy('id')
            .execute()
        ).map((row) => ({
          ...row,
          target_user_id: row.target_user_id === null ? null : Number(row.target_user_id),
          second_approver_id: row.second_approver_id === null ? null : Number(row.second_approver_id),
        }));
      const row = (action: string, actor: typeof member, target: number | null, second: typeof member | null) => ({
        action,
        actor: actor.username,
        target_user_id: target,
        second_approver: second?.username ?? null,
        second_approver_id: second?.id ?? null,
      });
      expect(await trail()).toEqual([
        row('user.grant-admin', proposer, member.id, approver),
        row('request.approve', approver, null, null),
        row('user.activate', proposer, member.id, null),
        row('deposit.approve', proposer, member.id, approver),
        row('stake.cancel', proposer, member.id, null),
        row('asset.update', proposer, null, null),
      ]);
      const setting = await older.db
        .selectFrom('settings')
        .select('document')
        .where('key', '=', 'related-parties')
        .executeTakeFirstOrThrow();
      expect(JSON.parse(setting.document)).toEqual({ window_days: 30 });

      // Down again: the approvers are the actors they were, and the setting is gone.
      await migrateTo(older.db, older.kind, '022-admin-requests');
      const back = await older.db.selectFrom('admin_audit').select(['action', 'actor']).orderBy('id').execute();
      expect(back.map((entry) => entry.actor)).toEqual([
        approver.username,
        approver.username,
        proposer.username,
        approver.username,
        proposer.username,
        proposer.username,
      ]);
      expect(await older.db.selectFrom('settings').select('key').execute()).toEqual([{ key: 'deposit-approval' }]);
    } finally {
      await older.drop();
    }
  });
});
