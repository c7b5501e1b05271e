/** The profile's reads of the users table; its writes are the user module's (setProfileFields, setPhoto). */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

/** The storage key of the user's photo: null without one, undefined for no such user. */
export async function photoOf(db: Kysely<Database>, userId: number): Promise<{ photo: string | null } | undefined> {
  return db.selectFrom('users').select('photo').where('id', '=', userId).executeTakeFirst();
}
