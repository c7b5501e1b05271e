/**
 * Dialect selection: one Kysely instance over better-sqlite3 or a pg pool, chosen by the database
 * target. Both hand back plain numbers for integer columns so the code above never branches on the engine.
 */
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { prepareSqliteFiles, type DatabaseTarget } from '../config.ts';
import type { Database } from './database.ts';

export type DialectKind = DatabaseTarget['kind'];

const INT8_OID = 20;

// pg answers bigint columns (ids, cents, count(*)) as strings because they may exceed 2^53; ours stay far
// below, and SQLite answers numbers, so parse them here, loudly refusing a value that would lose precision.
function parseInt8(value: string): number {
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed)) throw new RangeError(`bigint ${value} does not fit in a JavaScript number`);
  return parsed;
}

const pgTypes: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID && format !== 'binary'
      ? parseInt8
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

export interface DatabaseOptions {
  /** Called when an idle PostgreSQL connection fails; without a listener pg would crash the process. */
  onPoolError?: (error: Error) => void;
  /** Maximum PostgreSQL connections of this instance. */
  poolSize?: number;
}

export function createDatabase(target: DatabaseTarget, options: DatabaseOptions = {}): Kysely<Database> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 5_000,
      types: pgTypes,
    });
    pool.on('error', (error) => options.onPoolError?.(error));
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  prepareSqliteFiles(target);
  const sqlite = new SqliteDatabase(target.filename);
  // SQLite leaves foreign keys off unless asked, per connection.
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  if (target.filename !== ':memory:') sqlite.pragma('journal_mode = WAL');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}
