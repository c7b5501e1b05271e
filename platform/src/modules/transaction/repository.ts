/**
 * The reads of the transactions table (the members' view of their movements). A movement alone writes its rows
 * (core/ledger/transaction-writes.ts).
 */
import type { Kysely } from 'kysely';
import type { Database, TransactionStatus } from '../../db/database.ts';
import { containsAnyCase } from '../../db/text-search.ts';
import { nullableUnits, units } from '../../db/units.ts';
import type { TransactionType } from '../../core/ledger/index.ts';

type Db = Kysely<Database>;

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
