/** The transactions table (the members' view of their movements): the only place that knows its columns. */
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { DialectKind } from '../../db/connect.ts';
import type { Database, TransactionStatus, TransactionType } from '../../db/database.ts';
import { containsAnyCase } from '../../db/text-search.ts';
import { nullableUnits, units } from '../../db/units.ts';
import { pow10 } from '../../money.ts';

type Db = Kysely<Database>;

const PREFIXES: Record<TransactionType, string> = {
  swap: 'SWP',
  deposit: 'DEP',
  withdrawal: 'WDR',
  fee: 'FEE',
  commission: 'COM',
  staking: 'STK',
  staking_reward: 'STR',
  staking_return: 'STE',
  pack: 'PCK',
  arbitrage_subscription: 'ARB',
  arbitrage_return: 'ARD',
  arbitrage_release: 'ARE',
};

export function referenceFor(type: TransactionType, id: number): string {
  return `${PREFIXES[type]}-${String(id).padStart(6, '0')}`;
}

export interface NewTransaction {
  userId: number;
  type: TransactionType;
  direction: 'in' | 'out';
  asset: string;
  decimals: number;
  amount: bigint;
  fee: bigint;
  counterAsset: string | null;
  counterAmount: bigint | null;
  status: TransactionStatus;
  txHash: string | null;
  address: string | null;
  at: string;
}

/**
 * A movement that happens on the books alone (a pack's payment, a stake's lock, a reward): completed at once,
 * with no fee, no counter asset and nothing on chain.
 */
export function ledgerOnly(
  movement: Pick<NewTransaction, 'userId' | 'type' | 'direction' | 'asset' | 'decimals' | 'amount' | 'at'>,
): NewTransaction {
  return {
    ...movement,
    fee: 0n,
    counterAsset: null,
    counterAmount: null,
    status: 'completed',
    txHash: null,
    address: null,
  };
}

/** Inserts a movement and names it from its id (SWP-000045), inside the caller's transaction. */
export async function insertTransaction(trx: Db, row: NewTransaction): Promise<{ id: number; reference: string }> {
  const { id } = await trx
    .insertInto('transactions')
    .values({
      // Unique until the id is known, an instant later.
      reference: `pending-${randomUUID()}`,
      user_id: row.userId,
      type: row.type,
      direction: row.direction,
      asset: row.asset,
      amount: row.amount,
      fee: row.fee,
      counter_asset: row.counterAsset,
      counter_amount: row.counterAmount,
      amount_sort: Number(row.amount) / Number(pow10(row.decimals)),
      status: row.status,
      tx_hash: row.txHash,
      address: row.address,
      created_at: row.at,
      updated_at: row.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const reference = referenceFor(row.type, id);
  await trx.updateTable('transactions').set({ reference }).where('id', '=', id).execute();
  return { id, reference };
}

/**
 * Inserts many movements in one statement per type (a day's staking rewards), named as `insertTransaction`
 * names one: their ids are taken first (PostgreSQL's sequence; on SQLite, whose one writer is this
 * transaction, the ones after the last handed out), so each row is written once with its reference.
 */
export async function insertTransactions(trx: Db, kind: DialectKind, rows: readonly NewTransaction[]): Promise<void> {
  if (rows.length === 0) return;
  const ids = await nextTransactionIds(trx, kind, rows.length);
  await trx
    .insertInto('transactions')
    .values(
      rows.map((row, index) => ({
        id: ids[index]!,
        reference: referenceFor(row.type, ids[index]!),
        user_id: row.userId,
        type: row.type,
        direction: row.direction,
        asset: row.asset,
        amount: row.amount,
        fee: row.fee,
        counter_asset: row.counterAsset,
        counter_amount: row.counterAmount,
        amount_sort: Number(row.amount) / Number(pow10(row.decimals)),
        status: row.status,
        tx_hash: row.txHash,
        address: row.address,
        created_at: row.at,
        updated_at: row.at,
      })),
    )
    .execute();
}

async function nextTransactionIds(trx: Db, kind: DialectKind, count: number): Promise<number[]> {
  if (kind === 'postgres') {
    const { rows } = await sql<{
      id: string;
    }>`select nextval(pg_get_serial_sequence('transactions', 'id')) as id from generate_series(1, ${count})`.execute(
      trx,
    );
    return rows.map((row) => Number(row.id));
  }
  const { rows } = await sql<{
    last: number | null;
  }>`select max(coalesce((select seq from sqlite_sequence where name = 'transactions'), 0), coalesce((select max(id) from transactions), 0)) as last`.execute(
    trx,
  );
  const last = Number(rows[0]?.last ?? 0);
  return Array.from({ length: count }, (_, index) => last + index + 1);
}

export async function updateTransaction(
  trx: Db,
  id: number,
  change: { status: TransactionStatus; txHash?: string | null; at: string },
): Promise<void> {
  await trx
    .updateTable('transactions')
    .set({
      status: change.status,
      updated_at: change.at,
      ...(change.txHash !== undefined && { tx_hash: change.txHash }),
    })
    .where('id', '=', id)
    .execute();
}

export interface TransactionFilter {
  userId?: number;
  /** A username, any case. */
  username?: string;
  type?: TransactionType;
  /** Either side of a swap. */
  asset?: string;
  status?: TransactionStatus;
  /** ISO instants: created_at >= from and < until. */
  from?: string;
  until?: string;
  /** Part of the reference or of the hash. */
  q?: string;
}

export type TransactionSort = 'created_at' | '-created_at' | 'amount' | '-amount';

function filtered(db: Db, filter: TransactionFilter) {
  return db
    .selectFrom('transactions')
    .innerJoin('users', 'users.id', 'transactions.user_id')
    .$if(filter.userId !== undefined, (q) => q.where('transactions.user_id', '=', filter.userId!))
    .$if(filter.username !== undefined, (q) => q.where('users.username_lower', '=', filter.username!.toLowerCase()))
    .$if(filter.type !== undefined, (q) => q.where('transactions.type', '=', filter.type!))
    .$if(filter.asset !== undefined, (q) =>
      q.where((eb) =>
        eb.or([eb('transactions.asset', '=', filter.asset!), eb('transactions.counter_asset', '=', filter.asset!)]),
      ),
    )
    .$if(filter.status !== undefined, (q) => q.where('transactions.status', '=', filter.status!))
    .$if(filter.from !== undefined, (q) => q.where('transactions.created_at', '>=', filter.from!))
    .$if(filter.until !== undefined, (q) => q.where('transactions.created_at', '<', filter.until!))
    .$if(filter.q !== undefined, (q) =>
      q.where((eb) =>
        eb.or([
          containsAnyCase('transactions.reference', filter.q!),
          containsAnyCase('transactions.tx_hash', filter.q!),
        ]),
      ),
    );
}

function selected(db: Db, filter: TransactionFilter) {
  return filtered(db, filter)
    .innerJoin('assets', 'assets.code', 'transactions.asset')
    .leftJoin('assets as counter', 'counter.code', 'transactions.counter_asset')
    .select([
      'transactions.id',
      'transactions.reference',
      'users.username',
      'users.uid',
      'transactions.type',
      'transactions.direction',
      'transactions.asset',
      'assets.decimals',
      units('transactions.amount').as('amount'),
      units('transactions.fee').as('fee'),
      'transactions.counter_asset',
      'counter.decimals as counter_decimals',
      nullableUnits('transactions.counter_amount').as('counter_amount'),
      'transactions.status',
      'transactions.tx_hash',
      'transactions.address',
      'transactions.created_at',
      'transactions.updated_at',
    ]);
}

export type TransactionRow = Awaited<ReturnType<ReturnType<typeof selected>['executeTakeFirstOrThrow']>>;

/** The movements the filter matches, in the asked order. */
export function transactionsMatching(db: Db, filter: TransactionFilter, sort: TransactionSort) {
  const direction = sort.startsWith('-') ? 'desc' : 'asc';
  return selected(db, filter)
    .orderBy(sort.endsWith('amount') ? 'transactions.amount_sort' : 'transactions.created_at', direction)
    .orderBy('transactions.id', direction);
}

export async function findTransactionRow(db: Db, id: number, userId?: number): Promise<TransactionRow | undefined> {
  return selected(db, userId === undefined ? {} : { userId })
    .where('transactions.id', '=', id)
    .executeTakeFirst();
}
