/**
 * The users table: the only place that knows its columns and the only one that writes it. Other modules change a
 * user through the functions below, on the module's face.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, KycStatus, NewUser, UserRow } from '../../db/database.ts';

type Db = Kysely<Database>;

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

/** An administrator's change of an account: active or not, its scopes, its two-factor secret cleared, its kyc. */
export async function updateAccount(
  db: Db,
  userId: number,
  change: { is_active?: 0 | 1; scopes?: string; totp_secret?: null; kyc?: KycStatus | null },
): Promise<void> {
  await db.updateTable('users').set(change).where('id', '=', userId).execute();
}

/** Marks the identity check started unless one is under way or done: of two starts at once, one wins. */
export async function startKyc(db: Db, userId: number): Promise<boolean> {
  const claimed = await db
    .updateTable('users')
    .set({ kyc: 'initiated' })
    .where('id', '=', userId)
    .where('kyc', 'is', null)
    .executeTakeFirst();
  return claimed.numUpdatedRows !== 0n;
}

export async function setPasswordHash(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
}

export async function setTransactionPasswordHash(db: Db, userId: number, hash: string): Promise<void> {
  await db.updateTable('users').set({ transaction_password_hash: hash }).where('id', '=', userId).execute();
}

/** Sets or clears the secret; `from` is what it must still be, so of two concurrent changes one wins. */
export async function setTotpSecret(db: Db, userId: number, from: string | null, to: string | null): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ totp_secret: to })
    .where('id', '=', userId)
    .where('totp_secret', from === null ? 'is' : '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The fields members change on their own profile; false when the user is gone. */
export async function setProfileFields(
  db: Db,
  userId: number,
  fields: Pick<NewUser, 'first_name' | 'last_name' | 'tel' | 'country'>,
): Promise<boolean> {
  const result = await db.updateTable('users').set(fields).where('id', '=', userId).executeTakeFirst();
  return result.numUpdatedRows !== 0n;
}

export async function setPhoto(db: Db, userId: number, key: string): Promise<void> {
  await db.updateTable('users').set({ photo: key }).where('id', '=', userId).execute();
}
