/** Amount columns (see `Units` in database.ts) read as exact text, never as a JavaScript number: `BigInt()` them. */
import { sql, type RawBuilder } from 'kysely';

export function units(column: string): RawBuilder<string> {
  return sql<string>`cast(${sql.ref(column)} as text)`;
}

/** The sum of an amount column, '0' over no rows. */
export function sumUnits(column: string): RawBuilder<string> {
  return sql<string>`cast(coalesce(sum(${sql.ref(column)}), 0) as text)`;
}

export function nullableUnits(column: string): RawBuilder<string | null> {
  return sql<string | null>`cast(${sql.ref(column)} as text)`;
}
