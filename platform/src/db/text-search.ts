/** Part-of-text filters that read the same on SQLite and PostgreSQL. */
import { sql, type RawBuilder } from 'kysely';

/**
 * `column` contains `text`, any case, with `%` and `_` in the text taken literally. The escape character is
 * spelled out because SQLite's LIKE has none by default while PostgreSQL's is the backslash.
 */
export function containsAnyCase(column: string, text: string): RawBuilder<boolean> {
  return textContainsAnyCase(sql.ref(column), text);
}

/** The same test on any text expression (two columns joined, say). */
export function textContainsAnyCase(expression: RawBuilder<unknown>, text: string): RawBuilder<boolean> {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<boolean>`lower(${expression}) like ${pattern} escape '\\'`;
}
