/** A setting's save that weakens its money control: the four-eyes request it becomes instead. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { propose, type AdminRequest } from '../approval/index.ts';
import type { SaveContext } from './author.ts';
import { weakens } from './weakening.ts';

export type SettingKey = 'deposit-approval' | 'related-parties' | 'admin-two-factor';

/** The pending request when saving `after` over `before` weakens the setting; undefined when it applies at once. */
export async function requestIfWeakening(
  trx: Kysely<Database>,
  context: SaveContext,
  key: SettingKey,
  before: object,
  after: object,
): Promise<{ pending: AdminRequest } | undefined> {
  if (!weakens(key, before, after)) return undefined;
  return propose(trx, {
    kind: `setting.${key}`,
    subject: key,
    before,
    after,
    proposer: context.admin,
    now: context.now,
  });
}
