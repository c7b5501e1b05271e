/**
 * The lookup tables of codes the code defines, each filled from its one list. Columns reference them instead of
 * checking a list of their own, so a new code is a line in its list: migrateToLatest adds it, no table is rebuilt.
 */
import type { Kysely } from 'kysely';
import { ACCOUNT_KINDS, TRANSACTION_TYPES } from '../core/ledger/index.ts';
import type { CodesTable } from './database.ts';

export type CodeTable = 'transaction_types' | 'account_kinds';

export const CODE_LISTS: Record<CodeTable, readonly string[]> = {
  transaction_types: Object.keys(TRANSACTION_TYPES),
  account_kinds: ACCOUNT_KINDS,
};

/** Adds the codes the tables lack; never removes one, which rows may still name. */
export async function addMissingCodes<DB>(
  db: Kysely<DB>,
  lists: Record<CodeTable, readonly string[]> = CODE_LISTS,
): Promise<void> {
  for (const [table, codes] of Object.entries(lists) as [CodeTable, readonly string[]][])
    await (db as unknown as Kysely<Record<CodeTable, CodesTable>>)
      .insertInto(table)
      .values(codes.map((code) => ({ code })))
      .onConflict((conflict) => conflict.column('code').doNothing())
      .execute();
}
