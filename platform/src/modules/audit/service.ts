/**
 * The trail of what administrators did to members' money and powers and to the assets. Each action writes its row
 * in the transaction of the change itself, so the trail never misses a change nor records one that did not happen.
 * A row names who initiated the action (`actor`), the second administrator whose decision let it take effect
 * (`secondApprover`, when one was not enough) and the member it concerns (`target`).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { paginate, type PageRequest } from '../../db/paginate.ts';
import type { components } from '../../generated/api.ts';
import * as repository from './repository.ts';

type Schemas = components['schemas'];
export type AdminAuditAction = Schemas['AdminAuditAction'];

/** Who acted: an administrator (by id, and the username the trail keeps), or the demo seed (no id). */
export interface Actor {
  id: number | null;
  username: string;
}

export async function audit(
  trx: Kysely<Database>,
  entry: {
    actor: Actor;
    action: AdminAuditAction;
    subject: string;
    at: string;
    before: object | null;
    after: object | null;
    /** The id of the member the action concerns. */
    target?: number | null;
    secondApprover?: Actor | null;
  },
): Promise<void> {
  await repository.insertAudit(trx, {
    action: entry.action,
    subject: entry.subject,
    actor_id: entry.actor.id,
    actor: entry.actor.username,
    target_user_id: entry.target ?? null,
    second_approver_id: entry.secondApprover?.id ?? null,
    second_approver: entry.secondApprover?.username ?? null,
    at: entry.at,
    before_document: entry.before === null ? null : JSON.stringify(entry.before),
    after_document: entry.after === null ? null : JSON.stringify(entry.after),
  });
}

const parsed = (document: string | null): Record<string, unknown> | null =>
  document === null ? null : (JSON.parse(document) as Record<string, unknown>);

export async function listAdminAudit(
  db: Kysely<Database>,
  query: PageRequest & { action?: AdminAuditAction; member?: string },
): Promise<Schemas['AdminAuditPage']> {
  return paginate(repository.auditEntries(db, query), query, (rows) =>
    rows.map((row) => ({
      id: String(row.id),
      action: row.action as AdminAuditAction,
      subject: row.subject,
      actor: row.actor,
      second_approver: row.second_approver,
      member:
        row.member_uid === null || row.member_username === null
          ? null
          : { uid: row.member_uid, username: row.member_username },
      at: row.at,
      before: parsed(row.before_document),
      after: parsed(row.after_document),
    })),
  );
}

/**
 * What makes an administrator a related party of an account: crediting it, granting it admin, reactivating it
 * (admins create no accounts). A recorded deposit counts only when the record itself credited it.
 */
export const ADMINISTERING_ACTIONS = [
  'deposit.record',
  'deposit.approve',
  'user.grant-admin',
  'user.activate',
] as const;

const credited = (after: string | null) => (parsed(after) as { state?: string } | null)?.state === 'credited';

/**
 * The latest action by which the administrator, as actor or second approver, administered the member since
 * `since`, or undefined when none did.
 */
export async function administeredWithin(
  trx: Kysely<Database>,
  adminId: number,
  memberId: number,
  since: Date,
): Promise<{ action: (typeof ADMINISTERING_ACTIONS)[number]; at: string } | undefined> {
  const rows = await repository.entriesOfAdminOnMember(trx, {
    adminId,
    memberId,
    actions: ADMINISTERING_ACTIONS,
    since: since.toISOString(),
  });
  const row = rows.find((entry) => entry.action !== 'deposit.record' || credited(entry.after_document));
  return row && { action: row.action as (typeof ADMINISTERING_ACTIONS)[number], at: row.at };
}
