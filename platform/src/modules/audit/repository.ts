/** The admin_audit table: the only place that knows its columns. */
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { AdminAuditTable, Database } from '../../db/database.ts';

type Db = Kysely<Database>;
export type AdminAuditRow = Selectable<AdminAuditTable>;

export async function insertAudit(db: Db, row: Insertable<AdminAuditTable>): Promise<void> {
  await db.insertInto('admin_audit').values(row).execute();
}

/** The trail, newest first, of one action or all, of one member (by uid) or all, with the member it concerns. */
export function auditEntries(db: Db, filter: { action?: string | undefined; member?: string | undefined }) {
  return (
    db
      .selectFrom('admin_audit')
      .leftJoin('users', 'users.id', 'admin_audit.target_user_id')
      .selectAll('admin_audit')
      .select(['users.uid as member_uid', 'users.username as member_username'])
      .$if(filter.action !== undefined, (q) => q.where('admin_audit.action', '=', filter.action!))
      .$if(filter.member !== undefined, (q) => q.where('users.uid', '=', filter.member!))
      // id breaks ties between actions of the same millisecond, in the order they were taken.
      .orderBy('admin_audit.at', 'desc')
      .orderBy('admin_audit.id', 'desc')
  );
}

/** The entries of these actions on a member since `since` in which the administrator took part, newest first. */
export function entriesOfAdminOnMember(
  db: Db,
  query: { adminId: number; memberId: number; actions: readonly string[]; since: string },
) {
  return db
    .selectFrom('admin_audit')
    .select(['action', 'at', 'after_document'])
    .where('target_user_id', '=', query.memberId)
    .where('at', '>=', query.since)
    .where('action', 'in', query.actions)
    .where((eb) => eb.or([eb('actor_id', '=', query.adminId), eb('second_approver_id', '=', query.adminId)]))
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}
