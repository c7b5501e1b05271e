/**
 * The one way money moves. A service hands `moveMoney` its movement; `moveMoney` opens the database transaction,
 * gives the movement the members' accounts to lock and the ledger to post to, and stores the movement's answer
 * under the call's Idempotency-Key in that same transaction: the money and the answer commit together or not at
 * all, and a movement cannot forget either.
 *
 *   return moveMoney(context, async (movement) => {
 *     await movement.lock(userId, ['USDT']);                   // before reading a balance or posting to it
 *     await requireAvailable(movement.trx, userId, usdt, total);
 *     await movement.post('withdrawal_request', [ ...postings that sum to zero per asset ]);
 *     return { status: 201, body };                            // the HTTP answer, stored for replays
 *   });
 */
import type { Kysely } from 'kysely';
import type { DialectKind } from '../../db/connect.ts';
import { nowIso, type Database } from '../../db/database.ts';
import { MEMBER_ACCOUNT_KINDS } from './account-kinds.ts';
import { accountKey, lockMemberAccounts, post, type Posting } from './ledger.ts';
import type { MoneyContext } from './money-context.ts';

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
  /** Writes one journal entry at `at`; a member's or hold account must have been locked first. */
  post(entryKind: string, postings: readonly Posting[]): Promise<number>;
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
    // The accounts this movement locked, by key, with their ids.
    const locked = new Map<string, number>();
    const answer = await movement({
      trx,
      kind: context.kind,
      now,
      at: nowIso(now),
      async lock(userId, assets) {
        for (const [key, id] of await lockMemberAccounts(trx, context.kind, userId, assets)) locked.set(key, id);
      },
      post(entryKind, postings) {
        // A member's money moved without its lock could be spent twice by a concurrent movement.
        for (const posting of postings)
          if (MEMBER_ACCOUNT_KINDS.includes(posting.kind) && !locked.has(accountKey(posting)))
            throw new Error(`${entryKind}: ${accountKey(posting)} posted to without its lock`);
        return post(trx, context.kind, entryKind, nowIso(now), postings, locked);
      },
    });
    await context.idempotency.complete(trx, answer.status, answer.body);
    return answer;
  });
}
