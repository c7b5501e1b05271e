/**
 * A setting kept under one key of `settings` (deposit approval, related parties, admin 2FA): read, saved (a save
 * that weakens its money control becoming a four-eyes request instead), and audited as `setting.update`.
 */
import type { Kysely } from 'kysely';
import type { DialectKind } from '../../db/connect.ts';
import { nowIso, type Database } from '../../db/database.ts';
import type { Outcome, RequestKind } from '../approval/index.ts';
import { audit } from '../audit/index.ts';
import { trailActors, type Author, type SaveContext } from './author.ts';
import * as repository from './repository.ts';
import { requestIfWeakening, type SettingKey } from './setting-request.ts';

/** How the API's shape of a setting is stored (dollars as cents, say), and back. */
interface Codec<Setting, Stored> {
  toStored(setting: Setting): Stored;
  fromStored(stored: Stored): Setting;
}

export function settingRecord<Setting extends object, Stored extends object>(
  key: SettingKey,
  codec: Codec<Setting, Stored>,
) {
  async function read(db: Kysely<Database>, lock?: DialectKind): Promise<Stored> {
    const stored = await repository.readSetting(db, key, lock);
    // A migration creates it: a database without it is broken.
    if (stored === undefined) throw new Error(`The ${key} setting is missing`);
    return stored as Stored;
  }

  /** Replaces the setting and audits the change, in the caller's transaction. */
  async function write(trx: Kysely<Database>, author: Author, before: Stored, after: Stored): Promise<Setting> {
    const at = nowIso(author.now);
    await repository.writeSetting(trx, key, after, at);
    const answer = codec.fromStored(after);
    await audit(trx, {
      ...trailActors(author),
      action: 'setting.update',
      subject: key,
      at,
      before: codec.fromStored(before),
      after: answer,
    });
    return answer;
  }

  /** How an approved request applies the change: as the save would have, its proposer the trail's actor. */
  const requestKind: RequestKind = {
    current: async (trx, _subject, kind) => codec.fromStored(await read(trx, kind)),
    apply: async (trx, { after, proposer }, { kind, admin, now }) => {
      await write(trx, { admin, now, proposer }, await read(trx, kind), codec.toStored(after as Setting));
    },
  };

  return {
    /** The setting as the API gives it. */
    get: async (db: Kysely<Database>): Promise<Setting> => codec.fromStored(await read(db)),
    /** Applies now when it tightens; a weakening waits for a second administrator. */
    save: (context: SaveContext, setting: Setting): Promise<Outcome<Setting>> =>
      context.db.transaction().execute(async (trx) => {
        const before = await read(trx, context.kind);
        const after = codec.toStored(setting);
        return (
          (await requestIfWeakening(trx, context, key, codec.fromStored(before), codec.fromStored(after))) ?? {
            applied: await write(trx, context, before, after),
          }
        );
      }),
    requestKind,
  };
}
