/** The admin_requests table: the only place that knows its columns. */
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { DialectKind } from '../../db/connect.ts';
import type { AdminRequestStatus, AdminRequestsTable, Database } from '../../db/database.ts';

type Db = Kysely<Database>;
export type AdminRequestRow = Selectable<AdminRequestsTable>;

export async function insertRequest(db: Db, row: Insertable<AdminRequestsTable>): Promise<AdminRequestRow> {
  return db.insertInto('admin_requests').values(row).returningAll().executeTakeFirstOrThrow();
}

/**
 * One request, held until the transaction ends on PostgreSQL, so that two administrators deciding it at once
 * are served one after the other and the second sees the first's decision. A SQLite write transaction runs alone.
 */
export function findRequestForUpdate(db: Db, id: number, kind: DialectKind): Promise<AdminRequestRow | undefined> {
  return db
    .selectFrom('admin_requests')
    .selectAll()
    .where('id', '=', id)
    .$if(kind === 'postgres', (query) => query.forUpdate())
    .executeTakeFirst();
}

export async function setDecision(
  db: Db,
  id: number,
  decision: {
    status: Exclude<AdminRequestStatus, 'pending'>;
    decided_by_id: number;
    decided_by: string;
    decided_at: string;
    reason: string | null;
  },
): Promise<AdminRequestRow> {
  return db.updateTable('admin_requests').set(decision).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

/** The requests of one status or all, newest first. */
export function requestRows(db: Db, status: AdminRequestStatus | undefined) {
  return (
    db
      .selectFrom('admin_requests')
      .selectAll()
      .$if(status !== undefined, (q) => q.where('status', '=', status!))
      // id breaks ties between requests of the same millisecond, in the order they were made.
      .orderBy('proposed_at', 'desc')
      .orderBy('id', 'desc')
  );
}
