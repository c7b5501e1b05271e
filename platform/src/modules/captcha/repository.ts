/** The captcha_solutions table: the only code that knows it. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

type Db = Kysely<Database>;

/** False when the solution was already accepted: the primary key decides, even when two instances race. */
export async function markSolutionUsed(db: Db, id: string, usedAt: string, expiresAt: string): Promise<boolean> {
  const result = await db
    .insertInto('captcha_solutions')
    .values({ id, used_at: usedAt, expires_at: expiresAt })
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

/** A solution past its expiry is refused as expired before its row is looked at, so the row is of no use. */
export async function pruneUsedSolutions(db: Db, before: string): Promise<void> {
  await db.deleteFrom('captcha_solutions').where('expires_at', '<', before).execute();
}
