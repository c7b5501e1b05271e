// ledger's face: the only file of it that other modules and the app import.
export { ACCOUNT_KINDS, type LedgerAccountKind } from './account-kinds.ts';
export { checkLedger, memberBalances, requireAvailable, sumsByAsset, type Posting } from './ledger.ts';
export { moneyContext, type MoneyContext } from './money-context.ts';
export { ledgerOnly, moveMoney, type Answer, type Movement, type NewTransaction } from './movement.ts';
export { TRANSACTION_TYPES, type TransactionType } from './transaction-types.ts';
