/** moveMoney, the one way money moves: locks before postings, and the answer stored with the money or not at all. */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabase } from '../src/db/connect.ts';
import { claimKey, idempotencyScope, noIdempotency } from '../src/modules/idempotency/idempotency.ts';
import { lockMemberAccounts, memberBalances } from '../src/modules/ledger/ledger.ts';
import type { MoneyContext } from '../src/modules/ledger/money-context.ts';
import { moveMoney } from '../src/modules/ledger/movement.ts';
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

  it('posts, and stores the answer under the key in the same transaction', async () => {
    const member = await createMember(database.db);
    const { context, scope, status } = await keyed(member.id);
    const answer = await moveMoney(context, async ({ lock, post }) => {
      await lock(member.id, ['USDT']);
      await post('deposit', [
        { kind: 'world', asset: 'USDT', amount: -5n },
        { kind: 'member', asset: 'USDT', userId: member.id, amount: 5n },
      ]);
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
      moveMoney(context, async ({ post }) => {
        await post('deposit', [
          { kind: 'world', asset: 'USDT', amount: -5n },
          { kind: 'member', asset: 'USDT', userId: member.id, amount: 5n },
        ]);
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
      moveMoney(context, async ({ lock, post }) => {
        await lock(member.id, ['USDT']);
        await post('deposit', [
          { kind: 'world', asset: 'USDT', amount: -5n },
          { kind: 'member', asset: 'USDT', userId: member.id, amount: 5n },
        ]);
        throw new Error('after the postings');
      }),
    ).rejects.toThrow('after the postings');
    expect(await status()).toBe('running');
    expect((await memberBalances(database.db, member.id)).size).toBe(0);
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
      await moveMoney(context, async ({ lock, post }) => {
        await lock(funded.id, ['USDT']);
        await post('deposit', [
          { kind: 'world', asset: 'USDT', amount: -5n },
          { kind: 'member', asset: 'USDT', userId: funded.id, amount: 5n },
        ]);
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
