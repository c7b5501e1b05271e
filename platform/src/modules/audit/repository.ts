/** The admin_audit table: the only place that knows its columns. */
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { AdminAuditTable, Database } from '../../db/database.ts';

type Db = Kysely<Database>;
export type AdminAuditRow = Selectable<AdminAuditTable>;

export async function insertAudit(db: Db, row: Insertable<AdminAuditTable>): Promise<void> {
  await db.insertInto('admin_audit').values(row).execute();
}

/** The trail, newest first, of one action or all. */
export function auditEntries(db: Db, action: string | undefined) {
  return (
    db
      .selectFrom('admin_audit')
      .selectAll()
      .$if(action !== undefined, (q) => q.where('action', '=', action!))
      // id breaks ties between actions of the same millisecond, in the order they were taken.
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
  );
}
