import type { Movement } from '../ledger/movement.ts';

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
 * Records a payment the compensation plan counts (the plan: booster purchases and upgrades, arbitrage packs), in
 * the movement that takes the money, so a purchase is counted exactly when it is paid.
 */
export async function recordQualifyingPurchase(movement: Movement, purchase: QualifyingPurchase): Promise<void> {
  await movement.trx
    .insertInto('qualifying_purchases')
    .values({
      user_id: purchase.userId,
      source: purchase.source,
      source_id: purchase.sourceId,
      asset: purchase.asset,
      amount: purchase.amount,
      created_at: movement.at,
    })
    .execute();
}
