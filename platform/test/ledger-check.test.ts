/**
 * The ledger check every money test ends with (expectLedgerBalanced) must see what it is there for: books
 * broken behind the services' back, written here straight into the tables, are reported.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LedgerAccountKind } from '../src/core/ledger/account-kinds.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { checkLedger, unbalancedEntries } from '../src/core/ledger/ledger.ts';
import { createTestDatabase, type TestDatabase } from './helper.ts';
import { createMember, expectLedgerBalanced, ledgerFaults, rawTransaction } from './ledger-helpers.ts';

describe('the ledger check', () => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase();
    await migrateToLatest(database.db, database.kind);
  });
  afterEach(async () => {
    await database.drop();
  });

  /** An account row as the ledger names it, without going through the ledger's code. */
  async function account(kind: LedgerAccountKind, asset: string, userId: number | null = null): Promise<number> {
    const key = userId === null ? `${kind}:${asset}` : `${kind}:${userId}:${asset}`;
    const row = await database.db
      .insertInto('ledger_accounts')
      .values({ account_key: key, asset, kind, user_id: userId })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** One journal entry of these postings, written as they are: nothing checks them on the way in. */
  async function entry(postings: { account: number; asset: string; amount: bigint }[]): Promise<number> {
    const { id } = await database.db
      .insertInto('journal_entries')
      .values({ kind: 'test', created_at: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await database.db
      .insertInto('postings')
      .values(postings.map(({ account, asset, amount }) => ({ entry_id: id, account_id: account, asset, amount })))
      .execute();
    return id;
  }

  it('passes books whose entries balance and whose member accounts are not below zero', async () => {
    const member = await createMember(database.db);
    const world = await account('world', 'USDT');
    const wallet = await account('member', 'USDT', member.id);
    await entry([
      { account: world, asset: 'USDT', amount: -5n },
      { account: wallet, asset: 'USDT', amount: 5n },
    ]);
    expect(await ledgerFaults(database.db)).toEqual([]);
    await expectLedgerBalanced(database.db);
  });

  it('reports a member account below zero, though every entry balances', async () => {
    const member = await createMember(database.db);
    const world = await account('world', 'USDT');
    const wallet = await account('member', 'USDT', member.id);
    // Money taken from a member who had none: the entry balances, the member's account is at -5.
    await entry([
      { account: wallet, asset: 'USDT', amount: -5n },
      { account: world, asset: 'USDT', amount: 5n },
    ]);
    expect(await unbalancedEntries(database.db)).toBe(0);
    expect([...(await checkLedger(database.db)).values()]).toEqual([
      { asset: 'USDT', postingsSum: 0n, negativeBalances: 1 },
    ]);
    expect(await ledgerFaults(database.db)).toEqual(['USDT: 1 member account(s) below zero']);
    await expect(expectLedgerBalanced(database.db)).rejects.toThrow(/^the ledger check/);
  });

  it('reports a hold account below zero, and not the platform accounts, which may be', async () => {
    const member = await createMember(database.db);
    const world = await account('world', 'KNT');
    const hold = await account('hold', 'KNT', member.id);
    const wallet = await account('member', 'KNT', member.id);
    // The world account is below zero by design (money came in from outside); the hold account is not allowed to be.
    await entry([
      { account: world, asset: 'KNT', amount: -10n },
      { account: wallet, asset: 'KNT', amount: 13n },
      { account: hold, asset: 'KNT', amount: -3n },
    ]);
    expect(await checkLedger(database.db)).toEqual(
      new Map([['KNT', { asset: 'KNT', postingsSum: 0n, negativeBalances: 1 }]]),
    );
    expect(await ledgerFaults(database.db)).toEqual(['KNT: 1 member account(s) below zero']);
    await expect(expectLedgerBalanced(database.db)).rejects.toThrow(/^the ledger check/);
  });

  it('reports an entry whose postings do not sum to zero', async () => {
    const member = await createMember(database.db);
    const wallet = await account('member', 'USDT', member.id);
    // Money out of nowhere: one posting, no counterpart.
    await entry([{ account: wallet, asset: 'USDT', amount: 7n }]);
    expect(await unbalancedEntries(database.db)).toBe(1);
    expect(await checkLedger(database.db)).toEqual(
      new Map([['USDT', { asset: 'USDT', postingsSum: 7n, negativeBalances: 0 }]]),
    );
    expect(await ledgerFaults(database.db)).toEqual([
      'USDT: postings sum to 7',
      '1 journal entry(ies) not summing to zero',
    ]);
    await expect(expectLedgerBalanced(database.db)).rejects.toThrow(/^the ledger check/);
  });

  it('reports a completed transaction whose entry does not move its member’s money in its asset', async () => {
    const member = await createMember(database.db);
    const other = await createMember(database.db);
    const world = await account('world', 'USDT');
    const wallet = await account('member', 'USDT', member.id);
    const theirs = await entry([
      { account: world, asset: 'USDT', amount: -5n },
      { account: await account('member', 'USDT', other.id), asset: 'USDT', amount: 5n },
    ]);
    const ours = await entry([
      { account: world, asset: 'USDT', amount: -5n },
      { account: wallet, asset: 'USDT', amount: 5n },
    ]);
    const at = new Date().toISOString();
    const row = (reference: string, status: 'pending' | 'completed') =>
      rawTransaction(member.id, { reference, type: 'deposit', status, created_at: at });
    const { id } = await database.db
      .insertInto('transactions')
      .values(row('DEP-1', 'completed'))
      .returning('id')
      .executeTakeFirstOrThrow();
    // A deposit still waiting for its confirmations has moved nothing yet.
    await database.db.insertInto('transactions').values(row('DEP-2', 'pending')).execute();
    const link = (entryId: number) =>
      database.db.updateTable('transactions').set({ journal_entry_id: entryId }).where('id', '=', id).execute();
    const unlinked = ['1 completed transaction(s) without the entry that moved their money'];
    expect(await ledgerFaults(database.db)).toEqual(unlinked);
    await link(theirs);
    expect(await ledgerFaults(database.db)).toEqual(unlinked);
    await expect(expectLedgerBalanced(database.db)).rejects.toThrow(/^the ledger check/);
    await link(ours);
    expect(await ledgerFaults(database.db)).toEqual([]);
  });
});
