/**
 * The writes of the transactions table. Only a movement (ledger/movement.ts) calls them, which lint enforces: a row
 * is written with the journal entry that moves its money, in the same transaction.
 */
import type { Kysely } from 'kysely';
import type { DialectKind } from '../../db/connect.ts';
import type { Database } from '../../db/database.ts';
import { reserveIds } from '../../db/ids.ts';
import { pow10 } from '../../money.ts';
import type { NewTransaction, Settlement } from './movement.ts';
import { referenceFor } from './transaction-types.ts';

type Db = Kysely<Database>;

/**
 * Inserts rows in one statement however many they are (a day's staking rewards), each named from its id
 * (SWP-000045): the ids are taken first, so a row is written once, with its reference.
 */
export async function insertTransactions(
  trx: Db,
  kind: DialectKind,
  rows: readonly NewTransaction[],
  journalEntryId: number | null,
  at: string,
): Promise<{ id: number; reference: string }[]> {
  if (rows.length === 0) return [];
  const ids = await reserveIds(trx, kind, 'transactions', rows.length);
  const written = rows.map((row, index) => ({ id: ids[index]!, reference: referenceFor(row.type, ids[index]!) }));
  await trx
    .insertInto('transactions')
    .values(
      rows.map((row, index) => ({
        ...written[index]!,
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
        created_at: at,
        updated_at: at,
        journal_entry_id: journalEntryId,
      })),
    )
    .execute();
  return written;
}

/** Changes rows' statuses; a row takes the journal entry when none moved its money before (a deposit credited). */
export async function settleTransactions(
  trx: Db,
  settlements: readonly Settlement[],
  journalEntryId: number | null,
  at: string,
): Promise<void> {
  for (const settlement of settlements)
    await trx
      .updateTable('transactions')
      .set((eb) => ({
        status: settlement.status,
        updated_at: at,
        journal_entry_id: eb.fn.coalesce('journal_entry_id', eb.val(journalEntryId)),
        ...(settlement.txHash !== undefined && { tx_hash: settlement.txHash }),
      }))
      .where('id', '=', settlement.id)
      .execute();
}
