/**
 * The few column definitions that differ between SQLite and PostgreSQL, so migrations stay one file each
 * and read the same on both engines.
 */
import { sql, type CreateTableBuilder, type Kysely } from 'kysely';
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

/**
 * Changes the list of a `column in (...)` check from `from` to `to`. PostgreSQL changes the check in place;
 * SQLite cannot, and rebuilds the table (`rebuildSqliteTable`).
 */
export async function replaceListCheck(
  db: Kysely<unknown>,
  kind: DialectKind,
  { table, column, from, to }: { table: string; column: string; from: string; to: string },
): Promise<void> {
  if (kind === 'postgres') {
    const constraint = sql.ref(`${table}_${column}_check`);
    await sql`alter table ${sql.table(table)} drop constraint ${constraint}`.execute(db);
    await sql`alter table ${sql.table(table)} add constraint ${constraint} check (${sql.ref(column)} in (${sql.raw(to)}))`.execute(
      db,
    );
    return;
  }
  await rebuildSqliteTable(db, table, (definition) => {
    if (!definition.includes(`(${from})`)) throw new Error(`${table}: the ${column} check is not the expected one`);
    return definition.replace(`(${from})`, `(${to})`);
  });
}

/**
 * Replaces the `column in (...)` check of a column by a foreign key to a lookup table's `code` (db/codes.ts), which
 * must hold every value the column does. PostgreSQL swaps the constraints in place; SQLite rebuilds the table.
 */
export async function replaceCheckWithCodes(
  db: Kysely<unknown>,
  kind: DialectKind,
  { table, column, codes }: { table: string; column: string; codes: string },
): Promise<void> {
  if (kind === 'postgres') {
    await sql`alter table ${sql.table(table)} drop constraint ${sql.ref(`${table}_${column}_check`)}`.execute(db);
    await sql`alter table ${sql.table(table)} add constraint ${sql.ref(`${table}_${column}_fkey`)} foreign key (${sql.ref(column)}) references ${sql.table(codes)} (code)`.execute(
      db,
    );
    return;
  }
  const check = new RegExp(`check \\(${column} in \\([^)]*\\)\\)`, 'g');
  await rebuildSqliteTable(db, table, (definition) => {
    if (definition.match(check)?.length !== 1) throw new Error(`${table}: the ${column} check is not the expected one`);
    return definition.replace(check, `references "${codes}" ("code")`);
  });
}

/**
 * Rebuilds a SQLite table from its own definition as `change` rewrites it, with its rows and its indexes (SQLite's
 * documented procedure for what ALTER TABLE cannot do; migrations run outside a transaction there, so the pragma
 * takes effect). Tables that reference it keep doing so: they name it, and the new table takes its name.
 */
async function rebuildSqliteTable(
  db: Kysely<unknown>,
  table: string,
  change: (definition: string) => string,
): Promise<void> {
  const { rows } = await sql<{
    type: string;
    sql: string | null;
  }>`select type, sql from sqlite_schema where tbl_name = ${table} and type in ('table', 'index')`.execute(db);
  const definition = rows.find((row) => row.type === 'table')?.sql;
  if (!definition) throw new Error(`${table}: no such table`);
  const indexes = rows.filter((row) => row.type === 'index' && row.sql !== null).map((row) => row.sql!);
  const rebuilt = change(definition).replace(
    new RegExp(`^create table "?${table}"?`, 'i'),
    `create table "${table}_new"`,
  );
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await sql.raw(rebuilt).execute(db);
    await sql`insert into ${sql.table(`${table}_new`)} select * from ${sql.table(table)}`.execute(db);
    await sql`drop table ${sql.table(table)}`.execute(db);
    await sql`alter table ${sql.table(`${table}_new`)} rename to ${sql.table(table)}`.execute(db);
    for (const index of indexes) await sql.raw(index).execute(db);
    const broken = await sql`pragma foreign_key_check`.execute(db);
    if (broken.rows.length > 0) throw new Error(`${table}: a foreign key no longer holds after the rebuild`);
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}
