import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { unauthorized } from '../../errors.ts';
import { findUserById } from './repository.ts';
import { toUserResponse, type User } from './user-response.ts';

export async function getUserInformation(db: Kysely<Database>, userId: number): Promise<User> {
  const row = await findUserById(db, userId);
  // The account was removed after the session began: the session is no longer anyone's.
  if (!row) throw unauthorized();
  return toUserResponse(row);
}
