/**
 * Every kind of ledger account: a member's own money (`member` available, `hold` reserved, `locked` in a product)
 * and the platform's. The one list: the account_kinds table is filled from it (db/codes.ts).
 */
export const ACCOUNT_KINDS = ['member', 'hold', 'locked', 'world', 'fees', 'swap_pool', 'sales', 'rewards'] as const;

export type LedgerAccountKind = (typeof ACCOUNT_KINDS)[number];

/** The account kinds that belong to one member. */
export const MEMBER_ACCOUNT_KINDS: readonly LedgerAccountKind[] = ['member', 'hold', 'locked'];
