/**
 * Related parties (issue 31): an administrator who lately credited an account, granted it admin or reactivated it
 * does not approve its money, for as many days as the `related-parties` setting says. Shortening the window
 * weakens the control, so it waits for a second administrator; lengthening it applies at once.
 */
import type { Kysely } from 'kysely';
import type { DialectKind } from '../../db/connect.ts';
import { nowIso, type Database } from '../../db/database.ts';
import { unprocessable } from '../../errors.ts';
import type { components } from '../../generated/api.ts';
import type { Outcome, RequestKind } from '../approval/index.ts';
import { administeredWithin, audit, type Actor } from '../audit/index.ts';
import { trailActors, type Author, type SaveContext } from './author.ts';
import * as repository from './repository.ts';
import { requestIfWeakening } from './setting-request.ts';

export type RelatedPartiesSetting = components['schemas']['RelatedPartiesSetting'];

const DAY_MS = 86_400_000;

async function storedSetting(db: Kysely<Database>, lock?: DialectKind): Promise<RelatedPartiesSetting> {
  const stored = await repository.readSetting(db, 'related-parties', lock);
  // The migration creates it: a database without it is broken.
  if (stored === undefined) throw new Error('The related-parties setting is missing');
  const { window_days } = stored as RelatedPartiesSetting;
  return { window_days };
}

export const getRelatedPartiesSetting = (db: Kysely<Database>) => storedSetting(db);

/** Replaces the setting and audits the change, in the caller's transaction. */
async function writeSetting(
  trx: Kysely<Database>,
  author: Author,
  before: RelatedPartiesSetting,
  after: RelatedPartiesSetting,
): Promise<RelatedPartiesSetting> {
  const at = nowIso(author.now);
  await repository.writeSetting(trx, 'related-parties', after, at);
  await audit(trx, { ...trailActors(author), action: 'setting.update', subject: 'related-parties', at, before, after });
  return after;
}

/** Replaces the setting now when the window grows; a shorter one waits for a second administrator. */
export async function saveRelatedPartiesSetting(
  context: SaveContext,
  setting: RelatedPartiesSetting,
): Promise<Outcome<RelatedPartiesSetting>> {
  return context.db.transaction().execute(async (trx) => {
    const before = await storedSetting(trx, context.kind);
    const after = { window_days: setting.window_days };
    return (
      (await requestIfWeakening(trx, context, 'related-parties', before, after)) ?? {
        applied: await writeSetting(trx, context, before, after),
      }
    );
  });
}

export const relatedPartiesRequestKind: RequestKind = {
  current: async (trx, _subject, kind) => storedSetting(trx, kind),
  apply: async (trx, { after, proposer }, { kind, admin, now }) => {
    await writeSetting(trx, { admin, now, proposer }, await storedSetting(trx, kind), after as RelatedPartiesSetting);
  },
};

const HOW = {
  'deposit.record': 'credited it',
  'deposit.approve': 'credited it',
  'user.grant-admin': 'granted it admin',
  'user.activate': 'reactivated it',
} as const;

/**
 * Refuses (422 `RELATED_PARTY`) an administrator who administered the member within the window, naming the rule
 * and the latest such action. Called inside the decision's transaction, so the trail it reads is the one it joins.
 */
export async function refuseRelatedParty(
  trx: Kysely<Database>,
  admin: Actor,
  member: { id: number },
  now: Date,
  decision: 'approve its money' | 'grant it admin',
): Promise<void> {
  if (admin.id === null) return;
  const { window_days: days } = await storedSetting(trx);
  if (days === 0) return;
  const found = await administeredWithin(trx, admin.id, member.id, new Date(now.getTime() - days * DAY_MS));
  if (!found) return;
  throw unprocessable(
    'RELATED_PARTY',
    `You administered this account in the last ${days} days (you ${HOW[found.action]} on ${found.at.slice(0, 10)}). ` +
      `Another administrator must ${decision}.`,
  );
}
