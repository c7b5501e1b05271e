/**
 * The few column definitions that differ between SQLite and PostgreSQL, so migrations stay one file each
 * and read the same on both engines.
 */
import { sql, type CreateTableBuilder } from 'kysely';
import type { DialectKind } from './connect.ts';

/**
 * An auto-incremented integer primary key named id: SQLite's rowid alias (AUTOINCREMENT so a deleted id is
 * never handed out again) or a PostgreSQL identity column. Foreign keys to it are `bigint` on both engines.
 */
export function withId<T extends string>(
  table: CreateTableBuilder<T, never>,
  kind: DialectKind,
): CreateTableBuilder<T, 'id'> {
  return kind === 'sqlite'
    ? table.addColumn('id', 'integer', (column) => column.primaryKey().autoIncrement())
    : table.addColumn('id', 'bigint', (column) => column.primaryKey().generatedByDefaultAsIdentity());
}

/** A 0/1 integer column: the one boolean representation both engines and both drivers agree on. */
export function booleanCheck(column: string) {
  return sql`${sql.ref(column)} in (0, 1)`;
}
