/**
 * The members as administrators see them: the list (paged, or all of it as CSV), one account, and the
 * changes an administrator may make to it. Each change and its audit row are one transaction; an
 * administrator never changes their own account here (another administrator must).
 */
import type { Kysely } from 'kysely';
import { csvLines } from '../../csv.ts';
import { nowIso, type Database } from '../../db/database.ts';
import { paginate, type PageRequest } from '../../db/paginate.ts';
import { notFound, ownAccount } from '../../errors.ts';
import type { components } from '../../generated/api.ts';
import { audit, type Actor, type AdminAuditAction } from '../audit/index.ts';
import { countLiveFamiliesOfUser, replaceRecoveryCodeHashes, revokeFamiliesOfUser } from '../auth/index.ts';
import { insertNotifications } from '../notification/index.ts';
import { parseScopes, serializeScopes, toUserResponse, updateAccount, type UserWithSponsor } from '../user/index.ts';
import { getProfilePhoto } from '../profile/index.ts';
import * as repository from './repository.ts';

type Schemas = components['schemas'];
type UserListItem = Schemas['UserListItem'];
export type MemberAccount = Schemas['MemberAccount'];

export interface UserQuery {
  q?: string;
  status?: 'active' | 'inactive';
  role?: 'admin' | 'member';
  sort?: string;
}

function filterOf(query: UserQuery): repository.UserFilter {
  const q = query.q?.trim();
  return {
    ...(q && { q }),
    ...(query.status !== undefined && { active: query.status === 'active' }),
    ...(query.role !== undefined && { admin: query.role === 'admin' }),
  };
}

function sortOf(sort: string | undefined): { field: repository.UserSort; descending: boolean } {
  const value = sort ?? 'uid';
  return { field: value.replace(/^-/, '') as repository.UserSort, descending: value.startsWith('-') };
}

const isAdmin = (scopes: string) => parseScopes(scopes).includes('admin');

function toListItem(row: repository.UserRow): UserListItem {
  return {
    uid: row.uid,
    username: row.username,
    user_name: row.username,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    tel: row.tel,
    is_active: row.is_active === 1,
    admin: isAdmin(row.scopes),
    kyc: row.kyc,
    created_at: row.created_at,
  };
}

export async function listUsers(db: Kysely<Database>, query: UserQuery & PageRequest): Promise<Schemas['UserPage']> {
  return paginate(repository.userRows(db, filterOf(query), sortOf(query.sort)), query, (rows) => rows.map(toListItem));
}

const CSV_HEADER = [
  'uid',
  'username',
  'first_name',
  'last_name',
  'email',
  'tel',
  'is_active',
  'admin',
  'kyc',
  'created_at',
] as const;

/** Every member the filters match, in the list's order, as CSV with a header line. */
export async function exportUsers(db: Kysely<Database>, query: UserQuery): Promise<string> {
  const rows = await repository.userRows(db, filterOf(query), sortOf(query.sort)).execute();
  return csvLines(
    CSV_HEADER,
    rows.map((row) => {
      const item = toListItem(row);
      return CSV_HEADER.map((column) => {
        const value = item[column];
        return typeof value === 'boolean' ? String(value) : value;
      });
    }),
  );
}

async function accountOf(db: Kysely<Database>, row: UserWithSponsor, now: Date): Promise<MemberAccount> {
  return {
    user: toUserResponse(row, 'admin'),
    admin: isAdmin(row.scopes),
    two_factor_enabled: row.totp_secret !== null,
    open_sign_ins: await countLiveFamiliesOfUser(db, row.id, now),
  };
}

async function memberByUid(db: Kysely<Database>, uid: string): Promise<UserWithSponsor> {
  const row = await repository.findUserWithSponsorByUid(db, uid);
  if (!row) throw notFound('Member');
  return row;
}

/** The member's photo for an administrator (404 without one). */
export async function getMemberPhoto(db: Kysely<Database>, uploadsDir: string, uid: string): Promise<Buffer> {
  return getProfilePhoto(db, uploadsDir, (await memberByUid(db, uid)).id);
}

export async function getMemberAccount(db: Kysely<Database>, uid: string, now: Date): Promise<MemberAccount> {
  return accountOf(db, await memberByUid(db, uid), now);
}

/** What the trail keeps of an account: what these changes touch, never a secret. */
function trailed(account: MemberAccount) {
  return {
    uid: account.user.uid,
    username: account.user.username,
    is_active: account.user.is_active,
    admin: account.admin,
    two_factor_enabled: account.two_factor_enabled,
    kyc: account.user.kyc,
    open_sign_ins: account.open_sign_ins,
  };
}

/**
 * One administrator's change of a member's account: refused on their own, then applied, read back and
 * audited with the account before and after, all in one transaction.
 */
async function changeMember(
  db: Kysely<Database>,
  actor: Actor,
  uid: string,
  now: Date,
  action: (row: UserWithSponsor) => AdminAuditAction,
  apply: (trx: Kysely<Database>, row: UserWithSponsor) => Promise<void>,
): Promise<MemberAccount> {
  return db.transaction().execute(async (trx) => {
    const row = await memberByUid(trx, uid);
    if (row.id === actor.id) throw ownAccount();
    const before = await accountOf(trx, row, now);
    await apply(trx, row);
    const after = await accountOf(trx, await memberByUid(trx, uid), now);
    await audit(trx, {
      actor,
      action: action(row),
      subject: row.uid,
      at: nowIso(now),
      before: trailed(before),
      after: trailed(after),
    });
    return after;
  });
}

/** Deactivation ends every sign-in of the member now: the platform checks both on each call. */
export function setMemberActive(db: Kysely<Database>, actor: Actor, uid: string, active: boolean, now: Date) {
  return changeMember(
    db,
    actor,
    uid,
    now,
    () => (active ? 'user.activate' : 'user.deactivate'),
    async (trx, row) => {
      await updateAccount(trx, row.id, { is_active: active ? 1 : 0 });
      if (!active) await revokeFamiliesOfUser(trx, row.id, nowIso(now));
    },
  );
}

export function setMemberAdmin(db: Kysely<Database>, actor: Actor, uid: string, admin: boolean, now: Date) {
  return changeMember(
    db,
    actor,
    uid,
    now,
    () => (admin ? 'user.grant-admin' : 'user.revoke-admin'),
    async (trx, row) => {
      const others = parseScopes(row.scopes).filter((scope) => scope !== 'admin');
      await updateAccount(trx, row.id, { scopes: serializeScopes(admin ? [...others, 'admin'] : others) });
    },
  );
}

function notify(trx: Kysely<Database>, userId: number, now: Date, title: string, description: string) {
  const at = nowIso(now);
  return insertNotifications(trx, [
    { user_id: userId, title, description, is_seen: 0, created_at: at, updated_at: at },
  ]);
}

export function resetMemberTwoFactor(db: Kysely<Database>, actor: Actor, uid: string, now: Date) {
  return changeMember(
    db,
    actor,
    uid,
    now,
    () => 'user.reset-2fa',
    async (trx, row) => {
      if (row.totp_secret === null) return;
      await updateAccount(trx, row.id, { totp_secret: null });
      // Recovery codes stand in for a code: with the secret gone they must go too.
      await replaceRecoveryCodeHashes(trx, row.id, [], nowIso(now));
      await notify(
        trx,
        row.id,
        now,
        'Double authentification désactivée',
        'Un administrateur a désactivé la double authentification de votre compte. Réactivez-la depuis Paramètres › Sécurité.',
      );
    },
  );
}

export function resendKyc(db: Kysely<Database>, actor: Actor, uid: string, now: Date) {
  return changeMember(
    db,
    actor,
    uid,
    now,
    () => 'user.resend-kyc',
    async (trx, row) => {
      await updateAccount(trx, row.id, { kyc: null });
      await notify(
        trx,
        row.id,
        now,
        'Vérification d’identité à refaire',
        'Un administrateur vous demande de vérifier à nouveau votre identité. Rendez-vous sur Paramètres › Vérification d’identité.',
      );
    },
  );
}
