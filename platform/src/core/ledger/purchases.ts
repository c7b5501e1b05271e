import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

export interface QualifyingPurchase {
  userId: number;
  source: 'booster' | 'arbitrage';
  /** The booster order's or arbitrage subscription's id. */
  sourceId: number;
  asset: string;
  /** What the member paid, in the asset's smallest unit. */
  amount: bigint;
}

/**
 * Records a payment the compensation plan counts (the plan: booster purchases and upgrades, arbitrage packs). Only
 * a movement calls it (ledger/movement.ts), with the postings that take the money: a purchase counts exactly when
 * it is paid.
 */
export async function recordQualifyingPurchase(
  trx: Kysely<Database>,
  purchase: QualifyingPurchase,
  at: string,
): Promise<void> {
  await trx
    .insertInto('qualifying_purchases')
    .values({
      user_id: purchase.userId,
      source: purchase.source,
      source_id: purchase.sourceId,
      asset: purchase.asset,
      amount: purchase.amount,
      created_at: at,
    })
    .execute();
}
