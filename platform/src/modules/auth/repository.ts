/** The authentication tables (attempts, used codes, refresh tokens, reset tokens): the only code that knows them. */
import { sql, type Kysely } from 'kysely';
import type { DialectKind } from '../../db/connect.ts';
import type { Database, RefreshTokenFamiliesTable, RefreshTokensTable, UserRow } from '../../db/database.ts';
import type { Selectable } from 'kysely';

type Db = Kysely<Database>;

/** Sign-in accepts a username or an email, whatever its case. */
export async function findUserByLogin(db: Db, login: string): Promise<UserRow | undefined> {
  const lower = login.trim().toLowerCase();
  return db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb.or([eb('username_lower', '=', lower), eb('email_lower', '=', lower)]))
    .orderBy('id')
    .executeTakeFirst();
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email_lower', '=', email.trim().toLowerCase()).executeTakeFirst();
}

/** A sponsor is named by username or by uid, whatever the case. */
export async function findSponsor(db: Db, name: string): Promise<UserRow | undefined> {
  const value = name.trim();
  return db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb.or([eb('username_lower', '=', value.toLowerCase()), eb('uid', '=', value.toUpperCase())]))
    .executeTakeFirst();
}

// --- counted attempts -------------------------------------------------------------------------------------

export async function recordAttempt(db: Db, key: string, at: string): Promise<void> {
  await db.insertInto('auth_attempts').values({ key, created_at: at }).execute();
}

/** Records an attempt under each key, and answers their rows, so that a reservation can be taken back. */
export async function insertAttempts(db: Db, keys: readonly string[], at: string): Promise<number[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .insertInto('auth_attempts')
    .values(keys.map((key) => ({ key, created_at: at })))
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/** How many attempts under each key since `since`, and the oldest of them, in one query. */
export async function countAttemptsOf(
  db: Db,
  keys: readonly string[],
  since: string,
): Promise<Map<string, { count: number; oldest: string | null }>> {
  const counts = new Map(keys.map((key) => [key, { count: 0, oldest: null as string | null }]));
  if (keys.length === 0) return counts;
  const rows = await db
    .selectFrom('auth_attempts')
    .select((eb) => ['key', eb.fn.countAll<number>().as('count'), eb.fn.min('created_at').as('oldest')])
    .where('key', 'in', keys)
    .where('created_at', '>', since)
    .groupBy('key')
    .execute();
  for (const row of rows)
    counts.set(row.key, { count: Number(row.count), oldest: (row.oldest as string | null) ?? null });
  return counts;
}

export async function deleteAttempts(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length > 0) await db.deleteFrom('auth_attempts').where('id', 'in', ids).execute();
}

/**
 * Holds the keys until the transaction ends, so that counting them and counting one more is one step for
 * every instance. PostgreSQL needs the lock; SQLite runs one write transaction at a time anyway.
 */
export async function lockAttemptKeys(db: Db, kind: DialectKind, keys: readonly string[]): Promise<void> {
  if (kind !== 'postgres' || keys.length === 0) return;
  // In one order (unnest keeps the array's), so two callers locking overlapping keys cannot deadlock.
  const names = [...new Set(keys)].sort().map((key) => `auth-attempt:${key}`);
  await sql`select pg_advisory_xact_lock(hashtextextended(name, 0)) from unnest(${names}::text[]) as name`.execute(db);
}

/** How many attempts under the key since `since`, and the oldest of them. */
export async function countAttempts(
  db: Db,
  key: string,
  since: string,
): Promise<{ count: number; oldest: string | null }> {
  const row = await db
    .selectFrom('auth_attempts')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min('created_at').as('oldest')])
    .where('key', '=', key)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), oldest: (row.oldest as string | null) ?? null };
}

export async function clearAttempts(db: Db, key: string): Promise<void> {
  await db.deleteFrom('auth_attempts').where('key', '=', key).execute();
}

/** Attempts older than every window are of no use to any rule. */
export async function pruneAttempts(db: Db, before: string): Promise<void> {
  await db.deleteFrom('auth_attempts').where('created_at', '<=', before).execute();
}

// --- used two-factor codes --------------------------------------------------------------------------------

/** False when the user already used the code of that time step (the unique index decides, across instances). */
export async function markTotpStepUsed(db: Db, userId: number, timeStep: number, at: string): Promise<boolean> {
  const result = await db
    .insertInto('used_totp_codes')
    .values({ user_id: userId, time_step: timeStep, used_at: at })
    .onConflict((oc) => oc.columns(['user_id', 'time_step']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

export async function pruneUsedTotpCodes(db: Db, before: string): Promise<void> {
  await db.deleteFrom('used_totp_codes').where('used_at', '<', before).execute();
}

// --- refresh tokens ---------------------------------------------------------------------------------------

export type RefreshFamily = Selectable<RefreshTokenFamiliesTable>;
export type RefreshTokenRow = Selectable<RefreshTokensTable>;

export async function insertFamily(db: Db, family: RefreshFamily): Promise<void> {
  await db.insertInto('refresh_token_families').values(family).execute();
}

export async function insertRefreshToken(db: Db, token: RefreshTokenRow): Promise<void> {
  await db.insertInto('refresh_tokens').values(token).execute();
}

export async function findFamily(db: Db, familyId: string): Promise<RefreshFamily | undefined> {
  return db.selectFrom('refresh_token_families').selectAll().where('id', '=', familyId).executeTakeFirst();
}

/** Whether a sign-in of this user still stands: its family is the user's, is not revoked and has not expired. */
export async function isLiveFamily(db: Db, userId: number, familyId: string, now: Date): Promise<boolean> {
  const row = await db
    .selectFrom('refresh_token_families')
    .select('id')
    .where('id', '=', familyId)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return row !== undefined;
}

export async function findRefreshToken(db: Db, tokenHash: string): Promise<RefreshTokenRow | undefined> {
  return db.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

export async function findRefreshTokenByGeneration(
  db: Db,
  familyId: string,
  generation: number,
): Promise<RefreshTokenRow | undefined> {
  return db
    .selectFrom('refresh_tokens')
    .selectAll()
    .where('family_id', '=', familyId)
    .where('generation', '=', generation)
    .executeTakeFirst();
}

/** True for the one caller that turns the live token into a rotated one; a concurrent caller gets false. */
export async function markRotated(db: Db, tokenHash: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('refresh_tokens')
    .set({ rotated_at: at })
    .where('token_hash', '=', tokenHash)
    .where('rotated_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function revokeFamily(db: Db, familyId: string, at: string): Promise<void> {
  await db
    .updateTable('refresh_token_families')
    .set({ revoked_at: at })
    .where('id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** A renewal: the sign-in was used now, from this address. */
export async function touchFamily(db: Db, familyId: string, at: string, ip: string | null): Promise<void> {
  await db
    .updateTable('refresh_token_families')
    .set({ last_used_at: at, ip_address: ip })
    .where('id', '=', familyId)
    .execute();
}

/** When the sign-in last entered the password or a code; null for none, or for another user's sign-in. */
export async function findSteppedUpAt(db: Db, userId: number, familyId: string): Promise<string | null> {
  const row = await db
    .selectFrom('refresh_token_families')
    .select('stepped_up_at')
    .where('id', '=', familyId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.stepped_up_at ?? null;
}

export async function setSteppedUpAt(db: Db, userId: number, familyId: string, at: string): Promise<void> {
  await db
    .updateTable('refresh_token_families')
    .set({ stepped_up_at: at })
    .where('id', '=', familyId)
    .where('user_id', '=', userId)
    .execute();
}

/** The live sign-ins of a user: `first` (the calling one) first, then the most recently used. */
export function liveFamiliesOfUser(db: Db, userId: number, now: Date, first: string) {
  return db
    .selectFrom('refresh_token_families')
    .selectAll()
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .orderBy((eb) => eb.case().when('id', '=', first).then(0).else(1).end())
    .orderBy('last_used_at', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id');
}

/** Ends every live sign-in of a user but one; answers how many ended. */
export async function revokeOtherFamilies(db: Db, userId: number, keep: string, at: string): Promise<number> {
  const result = await db
    .updateTable('refresh_token_families')
    .set({ revoked_at: at })
    .where('user_id', '=', userId)
    .where('id', '!=', keep)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', at)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function revokeFamiliesOfUser(db: Db, userId: number, at: string): Promise<void> {
  await db
    .updateTable('refresh_token_families')
    .set({ revoked_at: at })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** How many sign-ins of the user still stand (neither ended nor expired). */
export async function countLiveFamiliesOfUser(db: Db, userId: number, now: Date): Promise<number> {
  const row = await db
    .selectFrom('refresh_token_families')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

// --- password reset tokens --------------------------------------------------------------------------------

export async function insertResetToken(
  db: Db,
  token: { token_hash: string; user_id: number; created_at: string; expires_at: string },
): Promise<void> {
  await db
    .insertInto('password_reset_tokens')
    .values({ ...token, used_at: null })
    .execute();
}

/** Consumes a live token once: the user it belongs to, or undefined when unknown, used or expired. */
export async function consumeResetToken(db: Db, tokenHash: string, now: string): Promise<number | undefined> {
  const row = await db
    .updateTable('password_reset_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id;
}

/** The user of a live reset token, without consuming it. */
export async function findLiveResetToken(db: Db, tokenHash: string, now: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('password_reset_tokens')
    .select('user_id')
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row?.user_id;
}

// --- two-factor setups and recovery codes -----------------------------------------------------------------

export async function saveTwoFactorSetup(db: Db, userId: number, secret: string, at: string): Promise<void> {
  await db
    .insertInto('two_factor_setups')
    .values({ user_id: userId, secret, created_at: at })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ secret, created_at: at }))
    .execute();
}

export async function findTwoFactorSetup(db: Db, userId: number) {
  return db.selectFrom('two_factor_setups').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export async function deleteTwoFactorSetup(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('two_factor_setups').where('user_id', '=', userId).execute();
}

export async function replaceRecoveryCodeHashes(db: Db, userId: number, hashes: string[], at: string): Promise<void> {
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  if (hashes.length > 0)
    await db
      .insertInto('recovery_codes')
      .values(hashes.map((code_hash) => ({ user_id: userId, code_hash, created_at: at, used_at: null })))
      .execute();
}

/** True for the one caller that uses the code: a code is good once, whichever instance sees it first. */
export async function markRecoveryCodeUsed(db: Db, userId: number, codeHash: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('recovery_codes')
    .set({ used_at: at })
    .where('user_id', '=', userId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function countUnusedRecoveryCodes(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
