/**
 * The trail of what administrators did to members' money and to the assets. Each action writes its row in the
 * transaction of the change itself, so the trail never misses a change nor records one that did not happen.
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
  },
): Promise<void> {
  await repository.insertAudit(trx, {
    action: entry.action,
    subject: entry.subject,
    actor_id: entry.actor.id,
    actor: entry.actor.username,
    at: entry.at,
    before_document: entry.before === null ? null : JSON.stringify(entry.before),
    after_document: entry.after === null ? null : JSON.stringify(entry.after),
  });
}

const parsed = (document: string | null): Record<string, unknown> | null =>
  document === null ? null : (JSON.parse(document) as Record<string, unknown>);

export async function listAdminAudit(
  db: Kysely<Database>,
  query: PageRequest & { action?: AdminAuditAction },
): Promise<Schemas['AdminAuditPage']> {
  return paginate(repository.auditEntries(db, query.action), query, (rows) =>
    rows.map((row) => ({
      id: String(row.id),
      action: row.action as AdminAuditAction,
      subject: row.subject,
      actor: row.actor,
      at: row.at,
      before: parsed(row.before_document),
      after: parsed(row.after_document),
    })),
  );
}
