/**
 * Every type of a member's transaction, with the prefix of its references (SWP-000045): the one list. The
 * transaction_types table is filled from it (db/codes.ts), so a new type is a line here and nothing else.
 */
export const TRANSACTION_TYPES = {
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
} as const satisfies Record<string, string>;

export type TransactionType = keyof typeof TRANSACTION_TYPES;

/** A row's reference: its type's prefix and its id. */
export function referenceFor(type: TransactionType, id: number): string {
  return `${TRANSACTION_TYPES[type]}-${String(id).padStart(6, '0')}`;
}
