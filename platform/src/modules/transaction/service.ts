/** The members' movements: one member's or everyone's, filtered and paged server side, or as CSV. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { paginate, type PageRequest } from '../../db/paginate.ts';
import { notFound } from '../../errors.ts';
import type { components } from '../../generated/api.ts';
import { idOf } from '../../db/ids.ts';
import { formatUnits } from '../../money.ts';
import { csvLines } from '../../csv.ts';
import { periodOf } from '../../core/period.ts';
import * as repository from './repository.ts';

type Schemas = components['schemas'];
export type Transaction = Schemas['Transaction'];

export const EXPORT_LIMIT = 10_000;

export function toTransaction(row: repository.TransactionRow): Transaction {
  return {
    id: String(row.id),
    reference: row.reference,
    username: row.username,
    uid: row.uid,
    type: row.type,
    direction: row.direction,
    asset: row.asset,
    amount: formatUnits(BigInt(row.amount), Number(row.decimals)),
    fee: formatUnits(BigInt(row.fee), Number(row.decimals)),
    counter_asset: row.counter_asset,
    counter_amount:
      row.counter_amount === null || row.counter_decimals === null
        ? null
        : formatUnits(BigInt(row.counter_amount), Number(row.counter_decimals)),
    status: row.status,
    tx_hash: row.tx_hash,
    address: row.address,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export interface TransactionQuery {
  type?: Transaction['type'];
  asset?: string;
  status?: Transaction['status'];
  from?: string;
  to?: string;
  user?: string;
  q?: string;
}

function filterOf(query: TransactionQuery, userId: number | undefined): repository.TransactionFilter {
  const period = periodOf(query.from, query.to);
  const q = query.q?.trim();
  return {
    ...(userId !== undefined && { userId }),
    ...(query.user !== undefined && { username: query.user.trim() }),
    ...(query.type !== undefined && { type: query.type }),
    ...(query.asset !== undefined && { asset: query.asset }),
    ...(query.status !== undefined && { status: query.status }),
    ...period,
    ...(q && { q }),
  };
}

/** One page; `userId` limits it to one member's movements (the member's own list). */
export async function listTransactions(
  db: Kysely<Database>,
  userId: number | undefined,
  query: TransactionQuery & PageRequest & { sort: repository.TransactionSort },
): Promise<Schemas['TransactionPage']> {
  return paginate(repository.transactionsMatching(db, filterOf(query, userId), query.sort), query, (rows) =>
    rows.map(toTransaction),
  );
}

const CSV_HEADER = [
  'id',
  'reference',
  'username',
  'type',
  'direction',
  'asset',
  'amount',
  'fee',
  'counter_asset',
  'counter_amount',
  'status',
  'tx_hash',
  'address',
  'created_at',
] as const;

/** Every matching row (at most EXPORT_LIMIT), newest first, as CSV with a header line. */
export async function exportTransactions(
  db: Kysely<Database>,
  userId: number | undefined,
  query: TransactionQuery,
): Promise<string> {
  const rows = await repository
    .transactionsMatching(db, filterOf(query, userId), '-created_at')
    .limit(EXPORT_LIMIT)
    .execute();
  return csvLines(
    CSV_HEADER,
    rows.map((row) => {
      const transaction = toTransaction(row);
      return CSV_HEADER.map((column) => transaction[column]);
    }),
  );
}

export async function getTransaction(db: Kysely<Database>, userId: number, id: string): Promise<Transaction> {
  const numeric = idOf(id);
  const row = numeric === null ? undefined : await repository.findTransactionRow(db, numeric, userId);
  // Another member's transaction is not found either: its existence is not the caller's to learn.
  if (!row) throw notFound('Transaction');
  return toTransaction(row);
}

/** A transaction by id, whoever's, for answers of the services that created it. */
export async function transactionById(db: Kysely<Database>, id: number): Promise<Transaction> {
  const row = await repository.findTransactionRow(db, id);
  if (!row) throw new Error(`Transaction ${id} vanished`);
  return toTransaction(row);
}
