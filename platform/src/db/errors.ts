/** Recognizes database errors by meaning, whichever engine raised them. */

/** A unique index refused the row: SQLite's SQLITE_CONSTRAINT_UNIQUE / PRIMARYKEY, PostgreSQL's 23505. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
