import { sql, type Kysely } from 'kysely';
import type { DialectKind } from './connect.ts';

/** An id of the path as a number; one beyond any id the database hands out finds nothing. */
export function idOf(value: string): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}

/**
 * Takes `count` ids of a table (its `id` column, `withId`) before its rows are written, so a row can be named from
 * its id as it is inserted, or named by another written first. PostgreSQL hands them out of the column's sequence;
 * on SQLite, whose one writer is this transaction, they are the ones after the last handed out.
 */
export async function reserveIds<DB>(
  db: Kysely<DB>,
  kind: DialectKind,
  table: string,
  count: number,
): Promise<number[]> {
  if (count === 0) return [];
  if (kind === 'postgres') {
    const { rows } = await sql<{
      id: string;
    }>`select nextval(pg_get_serial_sequence(${table}, 'id')) as id from generate_series(1, ${count})`.execute(db);
    return rows.map((row) => Number(row.id));
  }
  const { rows } = await sql<{
    last: number | null;
  }>`select max(coalesce((select seq from sqlite_sequence where name = ${table}), 0), coalesce((select max(id) from ${sql.table(table)}), 0)) as last`.execute(
    db,
  );
  const last = Number(rows[0]?.last ?? 0);
  return Array.from({ length: count }, (_, index) => last + index + 1);
}

/** One id of a table, taken as `reserveIds` takes them. */
export async function reserveId<DB>(db: Kysely<DB>, kind: DialectKind, table: string): Promise<number> {
  return (await reserveIds(db, kind, table, 1))[0]!;
}
