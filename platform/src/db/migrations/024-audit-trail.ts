import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** The related-parties window seeded with the setting: 30 days, as the issue asks. */
const RELATED_PARTIES_WINDOW_DAYS = 30;

interface MigrationTables {
  settings: { key: string; document: string; updated_at: string };
}

/**
 * One trail (issue 31): each admin_audit row names the member it concerns and the second administrator whose
 * decision let it take effect, so every action on money or powers reads in one list with its actors. What the
 * rows before already tell is filled in; the related-parties window is seeded beside the deposit-approval setting.
 */
export function auditTrailMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('admin_audit')
        // The account may go; the trail keeps the username it had, as for the actor.
        .addColumn('target_user_id', 'bigint', (c) => c.references('users.id').onDelete('set null'))
        .execute();
      await db.schema
        .alterTable('admin_audit')
        .addColumn('second_approver_id', 'bigint', (c) => c.references('users.id').onDelete('set null'))
        .execute();
      await db.schema.alterTable('admin_audit').addColumn('second_approver', 'text').execute();
      // A member's entries, newest first, and the related-parties check reads them by member and time.
      await db.schema
        .createIndex('admin_audit_target')
        .on('admin_audit')
        .columns(['target_user_id', 'at', 'id'])
        .execute();

      await sql`update admin_audit set target_user_id = (select users.id from users where users.uid = admin_audit.subject)
        where action like 'user.%'`.execute(db);
      await sql`update admin_audit set target_user_id = (select deposits.user_id from deposits
        where deposits.reference = admin_audit.subject) where action like 'deposit.%'`.execute(db);
      await sql`update admin_audit set target_user_id = (select stakes.user_id from stakes
        where stakes.id = cast(substr(admin_audit.subject, 7) as bigint)) where action = 'stake.cancel'`.execute(db);
      // An approved deposit was recorded by one administrator and approved by another: the recorder initiated it.
      await sql`update admin_audit set
          second_approver_id = actor_id,
          second_approver = actor,
          actor_id = (select deposits.recorded_by_id from deposits where deposits.reference = admin_audit.subject),
          actor = (select deposits.recorded_by from deposits where deposits.reference = admin_audit.subject)
        where action = 'deposit.approve'
          and exists (select 1 from deposits where deposits.reference = admin_audit.subject)`.execute(db);
      // A four-eyes change was audited with its approver as actor, in the decision's instant: the proposer initiated it.
      const request = sql`from admin_requests where admin_requests.status = 'approved'
        and admin_requests.subject = admin_audit.subject and admin_requests.decided_at = admin_audit.at
        and admin_requests.decided_by_id = admin_audit.actor_id`;
      await sql`update admin_audit set
          second_approver_id = actor_id,
          second_approver = actor,
          actor_id = (select admin_requests.proposed_by_id ${request}),
          actor = (select admin_requests.proposed_by ${request})
        where action not like 'request.%' and exists (select 1 ${request})`.execute(db);

      await (db as Kysely<MigrationTables>)
        .insertInto('settings')
        .values({
          key: 'related-parties',
          document: JSON.stringify({ window_days: RELATED_PARTIES_WINDOW_DAYS }),
          updated_at: new Date().toISOString(),
        })
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await (db as Kysely<MigrationTables>).deleteFrom('settings').where('key', '=', 'related-parties').execute();
      // The rows written since name who initiated; before, a second approver was the actor.
      await sql`update admin_audit set actor_id = second_approver_id, actor = second_approver
        where second_approver is not null`.execute(db);
      await db.schema.dropIndex('admin_audit_target').execute();
      for (const column of ['second_approver', 'second_approver_id', 'target_user_id'])
        await db.schema.alterTable('admin_audit').dropColumn(column).execute();
    },
  };
}
