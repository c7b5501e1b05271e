/** The admin_audit table: the only place that knows its columns. */
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { AdminAuditTable, Database } from '../../db/database.ts';

type Db = Kysely<Database>;
export type AdminAuditRow = Selectable<AdminAuditTable>;

export async function insertAudit(db: Db, row: Insertable<AdminAuditTable>): Promise<void> {
  await db.insertInto('admin_audit').values(row).execute();
}

export async function listAudit(
  db: Db,
  query: { action: string | undefined; limit: number; offset: number },
): Promise<AdminAuditRow[]> {
  return (
    db
      .selectFrom('admin_audit')
      .selectAll()
      .$if(query.action !== undefined, (q) => q.where('action', '=', query.action!))
      // id breaks ties between actions of the same millisecond, in the order they were taken.
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(query.limit)
      .offset(query.offset)
      .execute()
  );
}

export async function countAudit(db: Db, action: string | undefined): Promise<number> {
  const row = await db
    .selectFrom('admin_audit')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .$if(action !== undefined, (q) => q.where('action', '=', action!))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
