/** moveMoney, the one way money moves: locks before postings, and the answer stored with the money or not at all. */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabase } from '../src/db/connect.ts';
import { claimKey, idempotencyScope, noIdempotency } from '../src/core/idempotency/idempotency.ts';
import { memberBalances } from '../src/core/ledger/ledger.ts';
import { lockMemberAccounts } from '../src/core/ledger/posting.ts';
import type { MoneyContext } from '../src/core/ledger/money-context.ts';
import { ledgerOnly, moveMoney, type MoneyRecord } from '../src/core/ledger/movement.ts';
import { referenceFor } from '../src/core/ledger/transaction-types.ts';
import { createTestDatabase, type TestDatabase } from './helper.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { createMember, expectLedgerBalanced } from './ledger-helpers.ts';

describe('moveMoney', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    await migrateToLatest(database.db, database.kind);
  });
  afterAll(async () => {
    await database.drop();
  });

  async function keyed(userId: number) {
    const key = `key-${userId}-${Date.now()}`;
    const claim = await claimKey(database.db, userId, key, 'hash', new Date(), 60_000);
    if (claim.kind !== 'claimed') throw new Error('not claimed');
    const scope = idempotencyScope({ userId, key, token: claim.token }, () => new Date());
    const context: MoneyContext = { db: database.db, kind: database.kind, now: () => new Date(), idempotency: scope };
    const status = async () =>
      (
        await database.db
          .selectFrom('idempotency_keys')
          .select(['status', 'response_status', 'response_body'])
          .where('user_id', '=', userId)
          .where('key', '=', key)
          .executeTakeFirstOrThrow()
      ).status;
    return { context, scope, status };
  }

  /** Money from the outside world to a member. */
  const fromWorld = (userId: number, amount: bigint): MoneyRecord => ({
    kind: 'deposit',
    postings: [
      { kind: 'world', asset: 'USDT', amount: -amount },
      { kind: 'member', asset: 'USDT', userId, amount },
    ],
  });

  const unkeyed = (now = new Date()): MoneyContext => ({
    db: database.db,
    kind: database.kind,
    now: () => now,
    idempotency: noIdempotency,
  });

  it('posts, and stores the answer under the key in the same transaction', async () => {
    const member = await createMember(database.db);
    const { context, scope, status } = await keyed(member.id);
    const answer = await moveMoney(context, async ({ lock, record }) => {
      await lock(member.id, ['USDT']);
      await record(fromWorld(member.id, 5n));
      return { status: 201, body: { ok: true } };
    });
    expect(answer).toEqual({ status: 201, body: { ok: true } });
    expect(scope.completed).toBe(true);
    expect(await status()).toBe('done');
    expect((await memberBalances(database.db, member.id)).get('USDT')).toEqual({ available: 5n, held: 0n, locked: 0n });
    await expectLedgerBalanced(database.db);
  });

  it('refuses a posting to a member’s account it did not lock, and writes nothing', async () => {
    const member = await createMember(database.db);
    const { context, scope, status } = await keyed(member.id);
    await expect(
      moveMoney(context, async ({ record }) => {
        await record(fromWorld(member.id, 5n));
        return { status: 201, body: {} };
      }),
    ).rejects.toThrow(/posted to without its lock/);
    expect(scope.completed).toBe(false);
    expect(await status()).toBe('running');
    expect((await memberBalances(database.db, member.id)).size).toBe(0);
  });

  it('leaves neither the postings nor the answer when the movement fails after posting', async () => {
    const member = await createMember(database.db);
    const { context, status } = await keyed(member.id);
    await expect(
      moveMoney(context, async ({ lock, record }) => {
        await lock(member.id, ['USDT']);
        await record(fromWorld(member.id, 5n));
        throw new Error('after the postings');
      }),
    ).rejects.toThrow('after the postings');
    expect(await status()).toBe('running');
    expect((await memberBalances(database.db, member.id)).size).toBe(0);
    await expectLedgerBalanced(database.db);
  });

  it('records the entry, the member’s rows keeping its id, and the qualifying purchase, in one go', async () => {
    const member = await createMember(database.db);
    const at = new Date('2026-11-03T10:00:00.000Z');
    const recorded = await moveMoney(unkeyed(at), async ({ lock, record }) => {
      await lock(member.id, ['USDT']);
      const row = { userId: member.id, direction: 'in', asset: 'USDT', decimals: 6 } as const;
      const written = await record({
        kind: 'record_test',
        postings: [
          { kind: 'rewards', asset: 'USDT', amount: -8n },
          { kind: 'member', asset: 'USDT', userId: member.id, amount: 8n },
        ],
        transactions: [
          ledgerOnly({ ...row, type: 'staking_reward', amount: 5n }),
          ledgerOnly({ ...row, type: 'arbitrage_return', amount: 3n }),
        ],
        turnover: { userId: member.id, source: 'booster', sourceId: 42, asset: 'USDT', amount: 8n },
      });
      return { status: 200, body: written };
    });
    const { entryId, transactions } = recorded.body;
    expect(entryId).toEqual(expect.any(Number));
    const rows = await database.db
      .selectFrom('transactions')
      .select(['id', 'reference', 'type', 'status', 'journal_entry_id', 'created_at'])
      .where('user_id', '=', member.id)
      .orderBy('id')
      .execute();
    expect(rows).toEqual(
      transactions.map(({ id, reference }, index) => ({
        id,
        reference,
        type: index === 0 ? 'staking_reward' : 'arbitrage_return',
        status: 'completed',
        journal_entry_id: entryId,
        created_at: at.toISOString(),
      })),
    );
    expect(transactions.map((row) => row.reference)).toEqual([
      referenceFor('staking_reward', transactions[0]!.id),
      referenceFor('arbitrage_return', transactions[1]!.id),
    ]);
    const entry = await database.db
      .selectFrom('journal_entries')
      .select(['kind', 'created_at'])
      .where('id', '=', entryId!)
      .executeTakeFirstOrThrow();
    expect(entry).toEqual({ kind: 'record_test', created_at: at.toISOString() });
    const purchases = await database.db
      .selectFrom('qualifying_purchases')
      .select(['source', 'source_id', 'created_at', (eb) => eb.cast<string>('amount', 'text').as('amount')])
      .where('user_id', '=', member.id)
      .execute();
    expect(purchases).toEqual([{ source: 'booster', source_id: 42, created_at: at.toISOString(), amount: '8' }]);
    expect((await memberBalances(database.db, member.id)).get('USDT')).toEqual({ available: 8n, held: 0n, locked: 0n });
    await expectLedgerBalanced(database.db);
  });

  it('refuses a record whose postings do not balance, and writes none of it', async () => {
    const member = await createMember(database.db);
    await expect(
      moveMoney(unkeyed(), async ({ lock, record }) => {
        await lock(member.id, ['USDT']);
        await record({
          kind: 'record_test',
          postings: [
            { kind: 'rewards', asset: 'USDT', amount: -7n },
            { kind: 'member', asset: 'USDT', userId: member.id, amount: 8n },
          ],
          transactions: [
            ledgerOnly({ userId: member.id, type: 'deposit', direction: 'in', asset: 'USDT', decimals: 6, amount: 8n }),
          ],
          turnover: { userId: member.id, source: 'booster', sourceId: 43, asset: 'USDT', amount: 8n },
        });
        return { status: 200, body: null };
      }),
    ).rejects.toThrow(/Unbalanced record_test entry/);
    expect(
      await database.db.selectFrom('transactions').select('id').where('user_id', '=', member.id).execute(),
    ).toEqual([]);
    expect(
      await database.db.selectFrom('qualifying_purchases').select('id').where('user_id', '=', member.id).execute(),
    ).toEqual([]);
    expect((await memberBalances(database.db, member.id)).size).toBe(0);
  });

  it('links a row to the entry that first moves its money, and keeps that one when a later entry settles it', async () => {
    const member = await createMember(database.db);
    const rowOf = (id: number) =>
      database.db
        .selectFrom('transactions')
        .select(['status', 'journal_entry_id'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    const move = (record: MoneyRecord) =>
      moveMoney(unkeyed(), async ({ lock, record: write }) => {
        await lock(member.id, ['USDT']);
        return { status: 200, body: await write(record) };
      });
    const pending = (type: 'deposit' | 'withdrawal') => ({
      ...ledgerOnly({ userId: member.id, type, direction: 'in', asset: 'USDT', decimals: 6, amount: 9n }),
      status: 'pending' as const,
    });

    // A deposit reported moves no money: its row waits without an entry, and takes the credit's.
    const reported = (await move({ kind: 'deposit_reported', postings: [], transactions: [pending('deposit')] })).body;
    expect(reported.entryId).toBeNull();
    const deposit = reported.transactions[0]!.id;
    expect(await rowOf(deposit)).toEqual({ status: 'pending', journal_entry_id: null });
    const credit = await move({ ...fromWorld(member.id, 9n), settles: [{ id: deposit, status: 'completed' }] });
    expect(await rowOf(deposit)).toEqual({ status: 'completed', journal_entry_id: credit.body.entryId });

    // A withdrawal's row keeps its request's entry, which moved the member's money, when it is sent.
    const hold = (amount: bigint) => [
      { kind: 'member' as const, asset: 'USDT', userId: member.id, amount: -amount },
      { kind: 'hold' as const, asset: 'USDT', userId: member.id, amount },
    ];
    const requested = (
      await move({ kind: 'withdrawal_request', postings: hold(9n), transactions: [pending('withdrawal')] })
    ).body;
    const withdrawal = requested.transactions[0]!.id;
    await move({
      kind: 'withdrawal_sent',
      postings: [
        { kind: 'hold', asset: 'USDT', userId: member.id, amount: -9n },
        { kind: 'world', asset: 'USDT', amount: 9n },
      ],
      settles: [{ id: withdrawal, status: 'completed' }],
    });
    expect(await rowOf(withdrawal)).toEqual({ status: 'completed', journal_entry_id: requested.entryId });
    await expectLedgerBalanced(database.db);
  });

  // SQLite runs one transaction at a time: there is nothing to lock against.
  it.runIf(inject('postgresAdminUrl') !== '')(
    'locks every account of several members at once until the transaction ends, creating the missing ones',
    async () => {
      const funded = await createMember(database.db);
      const fresh = await createMember(database.db);
      const bystander = await createMember(database.db);
      const context: MoneyContext = {
        db: database.db,
        kind: database.kind,
        now: () => new Date(),
        idempotency: noIdempotency,
      };
      await moveMoney(context, async ({ lock, record }) => {
        await lock(funded.id, ['USDT']);
        await record(fromWorld(funded.id, 5n));
        return { status: 200, body: null };
      });
      const other = createDatabase(database.target, { poolSize: 2 });
      // Another transaction's attempt at one member's accounts, given up after a short wait.
      const lockElsewhere = (userId: number) =>
        other.transaction().execute(async (trx) => {
          await sql`set local lock_timeout = '150ms'`.execute(trx);
          await lockMemberAccounts(trx, 'postgres', userId, ['USDT', 'KNT']);
        });
      const lockOneRow = (key: string) =>
        other.transaction().execute(async (trx) => {
          await sql`set local lock_timeout = '150ms'`.execute(trx);
          await trx.selectFrom('ledger_accounts').select('id').where('account_key', '=', key).forUpdate().execute();
        });
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let locked!: () => void;
      const lockTaken = new Promise<void>((resolve) => (locked = resolve));
      try {
        const movement = moveMoney(context, async ({ lock }) => {
          await lock([fresh.id, funded.id], ['USDT', 'KNT']);
          locked();
          await held;
          return { status: 200, body: null };
        });
        await lockTaken;
        // Each of the funded member's accounts, which existed before, is locked.
        for (const kind of ['member', 'hold', 'locked'])
          await expect(lockOneRow(`${kind}:${funded.id}:USDT`)).rejects.toThrow(/lock timeout/);
        // The fresh member's accounts were created by the holder: their keys wait for it too.
        await expect(lockElsewhere(fresh.id)).rejects.toThrow(/lock timeout/);
        await lockElsewhere(bystander.id);
        release();
        await movement;
        await lockElsewhere(fresh.id);
        await lockElsewhere(funded.id);
      } finally {
        release();
        await other.destroy();
      }
    },
  );
});
