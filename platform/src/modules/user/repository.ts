/** The users table: the only place that knows its columns. */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, NewUser, UserRow } from '../../db/database.ts';

export type UserWithSponsor = UserRow & { parrain_username: string | null };

/** New users get KNT-1000NN derived from their id: readable, unique, and never reused. */
export function uidForId(id: number): string {
  return `KNT-${100_000 + id}`;
}

export async function findUserById(db: Kysely<Database>, id: number): Promise<UserWithSponsor | undefined> {
  return db
    .selectFrom('users')
    .leftJoin('users as sponsor', 'sponsor.id', 'users.parrain_id')
    .selectAll('users')
    .select('sponsor.username as parrain_username')
    .where('users.id', '=', id)
    .executeTakeFirst();
}

/** Usernames are unique whatever their case, so the lookup is by the lower-cased copy. */
export async function findUserByUsername(db: Kysely<Database>, username: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('username_lower', '=', username.toLowerCase()).executeTakeFirst();
}

/** Uids are stored upper-case (KNT-100001); any case finds them. */
export async function findUserByUid(db: Kysely<Database>, uid: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('uid', '=', uid.toUpperCase()).executeTakeFirst();
}

export async function countUsers(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export type UserInsert = Omit<NewUser, 'uid' | 'username_lower' | 'email_lower'>;

/**
 * Inserts a user and gives it its uid. The uid comes from the generated id, which is only known after the
 * insert, so a unique placeholder holds its place for the instant between the two statements.
 */
export async function insertUser(db: Kysely<Database>, user: UserInsert): Promise<UserRow> {
  const insert = async (trx: Kysely<Database>): Promise<UserRow> => {
    const { id } = await trx
      .insertInto('users')
      .values({
        ...user,
        uid: `pending-${randomUUID()}`,
        username_lower: user.username.toLowerCase(),
        email_lower: user.email.toLowerCase(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return trx
      .updateTable('users')
      .set({ uid: uidForId(id) })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  };
  // Kysely does not nest transactions: join the caller's when there is one.
  return db.isTransaction ? insert(db) : db.transaction().execute(insert);
}
