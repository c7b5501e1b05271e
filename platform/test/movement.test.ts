/** moveMoney, the one way money moves: locks before postings, and the answer stored with the money or not at all. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimKey, idempotencyScope } from '../src/modules/idempotency/idempotency.ts';
import { memberBalances } from '../src/modules/ledger/ledger.ts';
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
});
