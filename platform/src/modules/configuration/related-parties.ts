/**
 * Related parties (issue 31): an administrator who lately credited an account, granted it admin or reactivated it
 * does not approve its money, for as many days as the `related-parties` setting says. Shortening the window
 * weakens the control, so it waits for a second administrator; lengthening it applies at once.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { unprocessable } from '../../errors.ts';
import type { components } from '../../generated/api.ts';
import { administeredWithin, type Actor } from '../audit/index.ts';
import { settingRecord } from './setting-record.ts';

export type RelatedPartiesSetting = components['schemas']['RelatedPartiesSetting'];

const DAY_MS = 86_400_000;

const relatedParties = settingRecord('related-parties', {
  toStored: ({ window_days }: RelatedPartiesSetting) => ({ window_days }),
  fromStored: ({ window_days }: RelatedPartiesSetting): RelatedPartiesSetting => ({ window_days }),
});

export const getRelatedPartiesSetting = relatedParties.get;
/** Replaces the setting now when the window grows; a shorter one waits for a second administrator. */
export const saveRelatedPartiesSetting = relatedParties.save;
export const relatedPartiesRequestKind = relatedParties.requestKind;

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
  const { window_days: days } = await relatedParties.get(trx);
  if (days === 0) return;
  const found = await administeredWithin(trx, admin.id, member.id, new Date(now.getTime() - days * DAY_MS));
  if (!found) return;
  throw unprocessable(
    'RELATED_PARTY',
    `You administered this account in the last ${days} days (you ${HOW[found.action]} on ${found.at.slice(0, 10)}). ` +
      `Another administrator must ${decision}.`,
  );
}
