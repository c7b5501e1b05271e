/** The platform's one list of transaction types is the contract's: a type added on one side only fails here. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { TRANSACTION_TYPES } from '../src/core/ledger/transaction-types.ts';

describe('transaction types', () => {
  it('are the ones openapi.yaml lists, no more, no fewer', () => {
    const spec = parse(readFileSync(new URL('../../openapi.yaml', import.meta.url), 'utf8'), { maxAliasCount: -1 }) as {
      components: { schemas: { TransactionType: { enum: string[] } } };
    };
    expect(Object.keys(TRANSACTION_TYPES).sort()).toEqual([...spec.components.schemas.TransactionType.enum].sort());
  });

  it('each have a reference prefix of their own', () => {
    const prefixes = Object.values(TRANSACTION_TYPES);
    expect(new Set(prefixes).size).toBe(prefixes.length);
  });
});
