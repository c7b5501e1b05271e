/** The configurations and configuration_audit tables: the only place that knows their columns. */
import type { Kysely } from 'kysely';
import type { DialectKind } from '../../db/connect.ts';
import type { ConfigurationSection, Database, NewConfigurationAudit, SettingsTable } from '../../db/database.ts';

/** The stored record of a section, parsed; undefined only on a database the migrations did not seed. */
export async function readDocument(db: Kysely<Database>, section: ConfigurationSection): Promise<unknown> {
  const row = await db
    .selectFrom('configurations')
    .select('document')
    .where('section', '=', section)
    .executeTakeFirst();
  return row && (JSON.parse(row.document) as unknown);
}

/**
 * The same, holding the row until the transaction ends, so two administrators saving at once are applied one
 * after the other and each audit row's `before` is what the change really replaced. SQLite has no row locks
 * and needs none: a write transaction there already runs alone.
 */
export async function readDocumentForUpdate(
  trx: Kysely<Database>,
  kind: DialectKind,
  section: ConfigurationSection,
): Promise<unknown> {
  const row = await trx
    .selectFrom('configurations')
    .select('document')
    .where('section', '=', section)
    .$if(kind === 'postgres', (query) => query.forNoKeyUpdate())
    .executeTakeFirst();
  return row && (JSON.parse(row.document) as unknown);
}

export async function writeDocument(
  db: Kysely<Database>,
  section: ConfigurationSection,
  document: unknown,
  now: string,
): Promise<void> {
  await db
    .insertInto('configurations')
    .values({ section, document: JSON.stringify(document), updated_at: now })
    .onConflict((conflict) =>
      conflict.column('section').doUpdateSet((eb) => ({
        document: eb.ref('excluded.document'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute();
}

export async function insertAudit(db: Kysely<Database>, row: NewConfigurationAudit): Promise<void> {
  await db.insertInto('configuration_audit').values(row).execute();
}

/** The changes of one section or all, by the time they were saved. */
export function auditEntries(db: Kysely<Database>, section: ConfigurationSection | undefined, newestFirst: boolean) {
  const direction = newestFirst ? 'desc' : 'asc';
  return (
    db
      .selectFrom('configuration_audit')
      .selectAll()
      .$if(section !== undefined, (q) => q.where('section', '=', section!))
      // id breaks ties between changes saved in the same millisecond, in the order they were made.
      .orderBy('changed_at', direction)
      .orderBy('id', direction)
  );
}

/** A setting's document, parsed; held until the transaction ends on PostgreSQL when `forUpdate`. */
export async function readSetting(
  db: Kysely<Database>,
  key: SettingsTable['key'],
  lock?: DialectKind,
): Promise<unknown> {
  const row = await db
    .selectFrom('settings')
    .select('document')
    .where('key', '=', key)
    .$if(lock === 'postgres', (query) => query.forNoKeyUpdate())
    .executeTakeFirst();
  return row && (JSON.parse(row.document) as unknown);
}

export async function writeSetting(
  db: Kysely<Database>,
  key: SettingsTable['key'],
  document: unknown,
  now: string,
): Promise<void> {
  await db
    .updateTable('settings')
    .set({ document: JSON.stringify(document), updated_at: now })
    .where('key', '=', key)
    .execute();
}
