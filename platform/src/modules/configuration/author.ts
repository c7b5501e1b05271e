/** Who changes a configuration record or setting, and how the trail names them. */
import type { Kysely } from 'kysely';
import type { DialectKind } from '../../db/connect.ts';
import type { Database } from '../../db/database.ts';
import type { CurrentUser } from '../../plugins/current-user.ts';
import type { Actor } from '../audit/index.ts';

/**
 * Who changes a record, and when: the administrator who saves it, or who approves another's change, whose
 * `proposer` the trail names as the actor who initiated it.
 */
export interface Author {
  admin: Actor;
  now: Date;
  proposer?: Actor;
}

/** Who saves, when, and where. */
export interface SaveContext {
  db: Kysely<Database>;
  kind: DialectKind;
  admin: CurrentUser;
  now: Date;
}

/** The trail's actor and second approver of a change: one administrator, or a proposer and its approver. */
export const trailActors = ({ admin, proposer }: Author): { actor: Actor; secondApprover: Actor | null } =>
  proposer ? { actor: proposer, secondApprover: admin } : { actor: admin, secondApprover: null };
