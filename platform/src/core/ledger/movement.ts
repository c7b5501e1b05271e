/**
 * The one way money moves. A service hands `moveMoney` its movement; `moveMoney` opens the database transaction,
 * gives the movement the members' accounts to lock and `record` to write what happened, and stores the movement's
 * answer under the call's Idempotency-Key in that same transaction: the money and the answer commit together or
 * not at all, and a movement cannot forget either.
 *
 *   return moveMoney(context, async (movement) => {
 *     await movement.lock(userId, ['USDT']);                   // before reading a balance or posting to it
 *     await requireAvailable(movement.trx, userId, usdt, total);
 *     const { transactions: [row] } = await movement.record({
 *       kind: 'withdrawal_request',
 *       postings: [ ...postings that sum to zero per asset ],
 *       transactions: [ ...the rows the member sees ],
 *     });
 *     return { status: 201, body };                            // the HTTP answer, stored for replays
 *   });
 */
import type { Kysely } from 'kysely';
import type { DialectKind } from '../../db/connect.ts';
import { nowIso, type Database, type TransactionStatus } from '../../db/database.ts';
import { MEMBER_ACCOUNT_KINDS } from './account-kinds.ts';
import { accountKey, type Posting } from './ledger.ts';
import type { MoneyContext } from './money-context.ts';
import { lockMemberAccounts, post } from './posting.ts';
import { recordQualifyingPurchase, type QualifyingPurchase } from './purchases.ts';
import { insertTransactions, settleTransactions } from './transaction-writes.ts';
import type { TransactionType } from './transaction-types.ts';

/** A row a movement adds to a member's history, at the movement's instant. */
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
}

/**
 * A movement that happens on the books alone (a pack's payment, a stake's lock, a reward): completed at once,
 * with no fee, no counter asset and nothing on chain.
 */
export function ledgerOnly(
  movement: Pick<NewTransaction, 'userId' | 'type' | 'direction' | 'asset' | 'decimals' | 'amount'>,
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

/** A row written earlier that a movement decides: a deposit credited or rejected, a withdrawal sent or rejected. */
export interface Settlement {
  id: number;
  status: TransactionStatus;
  txHash?: string | null;
}

/** Everything one movement of money writes, described at once: `record` writes it all or nothing. */
export interface MoneyRecord {
  /** The journal entry's kind, in the books' words: 'withdrawal_request', 'booster_purchase'. */
  kind: string;
  /**
   * The entry's postings, summing to zero per asset. None writes no entry: a row that moves no money yet (a
   * deposit waiting for its confirmations) or a decision that moves none (a deposit rejected).
   */
  postings: readonly Posting[];
  /** The rows the members see in their history, each keeping the entry's id. */
  transactions?: readonly NewTransaction[];
  /** Rows written earlier that this movement decides (a deposit credited, a withdrawal sent). */
  settles?: readonly Settlement[];
  /** The payment, where the compensation plan counts it. */
  turnover?: QualifyingPurchase;
}

export interface Recorded {
  /** The journal entry, or null for a record without postings. */
  entryId: number | null;
  /** The new transaction rows, in the order of the record's. */
  transactions: readonly { id: number; reference: string }[];
}

export interface Movement {
  /** The transaction: every read and write of the movement goes through it. */
  trx: Kysely<Database>;
  kind: DialectKind;
  /** The instant of the movement, and the same as the timestamps its rows carry. */
  now: Date;
  at: string;
  /**
   * Locks the member's available, held and locked accounts in these assets until the transaction ends, so the balance
   * read next stays true. On PostgreSQL take every lock a movement needs in one call (id order, no deadlock): several
   * members' at once for a movement that pays many (a day's rewards).
   */
  lock(userId: number | readonly number[], assets: readonly string[]): Promise<void>;
  /**
   * Writes one record at `at`: its journal entry, the members' rows linked to it and the qualifying purchase. A
   * member's or hold account posted to must have been locked first.
   */
  record(record: MoneyRecord): Promise<Recorded>;
}

/** What a movement answers: the HTTP status and body, replayed as they are for the same Idempotency-Key. */
export interface Answer<T> {
  status: number;
  body: T;
}

export async function moveMoney<T>(
  context: MoneyContext,
  movement: (movement: Movement) => Promise<Answer<T>>,
): Promise<Answer<T>> {
  return context.db.transaction().execute(async (trx) => {
    const now = context.now();
    const at = nowIso(now);
    // The accounts this movement locked, by key, with their ids.
    const locked = new Map<string, number>();
    const answer = await movement({
      trx,
      kind: context.kind,
      now,
      at,
      async lock(userId, assets) {
        for (const [key, id] of await lockMemberAccounts(trx, context.kind, userId, assets)) locked.set(key, id);
      },
      async record(record) {
        // A member's money moved without its lock could be spent twice by a concurrent movement.
        for (const posting of record.postings)
          if (MEMBER_ACCOUNT_KINDS.includes(posting.kind) && !locked.has(accountKey(posting)))
            throw new Error(`${record.kind}: ${accountKey(posting)} posted to without its lock`);
        const entryId =
          record.postings.length === 0 ? null : await post(trx, context.kind, record.kind, at, record.postings, locked);
        const transactions = await insertTransactions(trx, context.kind, record.transactions ?? [], entryId, at);
        await settleTransactions(trx, record.settles ?? [], entryId, at);
        if (record.turnover) await recordQualifyingPurchase(trx, record.turnover, at);
        return { entryId, transactions };
      },
    });
    await context.idempotency.complete(trx, answer.status, answer.body);
    return answer;
  });
}
