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
import { propose, type Outcome, type RequestKind } from '../approval/index.ts';
import { audit, type Actor, type AdminAuditAction } from '../audit/index.ts';
import { refuseRelatedParty } from '../configuration/index.ts';
import {
  countLiveFamiliesOfUser,
  replaceRecoveryCodeHashes,
  requireRecentStepUp,
  revokeFamiliesOfUser,
  type StepUpCaller,
} from '../auth/index.ts';
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

/** The member an administrator changes: never their own account (another administrator must). */
async function othersAccount(trx: Kysely<Database>, actor: Actor, uid: string): Promise<UserWithSponsor> {
  const row = await memberByUid(trx, uid);
  if (row.id === actor.id) throw ownAccount();
  return row;
}

/** Who changes an account, where, and when. */
export interface ChangeContext {
  db: Kysely<Database>;
  actor: Actor & StepUpCaller;
  now: Date;
}

type Change = (trx: Kysely<Database>, row: UserWithSponsor, now: Date) => Promise<void>;

/**
 * Applies a change to a member's account, read back and audited with the account before and after; a four-eyes
 * change names its proposer as the actor and its approver as the second approver.
 */
async function applyChange(
  trx: Kysely<Database>,
  actor: Actor,
  row: UserWithSponsor,
  now: Date,
  action: AdminAuditAction,
  apply: Change,
  secondApprover: Actor | null = null,
): Promise<MemberAccount> {
  const before = await accountOf(trx, row, now);
  await apply(trx, row, now);
  const after = await accountOf(trx, await memberByUid(trx, row.uid), now);
  await audit(trx, {
    actor,
    secondApprover,
    target: row.id,
    action,
    subject: row.uid,
    at: nowIso(now),
    before: trailed(before),
    after: trailed(after),
  });
  return after;
}

/**
 * One administrator's change of a member's account, refused on their own. When `fourEyes` says the change needs a
 * second administrator, it names the request's kind and what it replaces and makes, and the change waits;
 * otherwise it is applied now, all in one transaction.
 */
async function changeMember(
  { db, actor, now }: ChangeContext,
  uid: string,
  change: {
    action: AdminAuditAction;
    apply: Change;
    fourEyes?: (row: UserWithSponsor) => { kind: MemberRequestKind; before: object; after: object } | undefined;
    /** Whether changing another administrator's account this way needs a recent step-up of the caller. */
    stepUpForAdmin?: boolean;
  },
): Promise<Outcome<MemberAccount>> {
  return db.transaction().execute(async (trx) => {
    const row = await othersAccount(trx, actor, uid);
    if (change.stepUpForAdmin && isAdmin(row.scopes)) await requireRecentStepUp(trx, actor, now);
    const request = change.fourEyes?.(row);
    if (request) return propose(trx, { ...request, subject: row.uid, proposer: actor, now });
    return { applied: await applyChange(trx, actor, row, now, change.action, change.apply) };
  });
}

async function deactivate(trx: Kysely<Database>, row: UserWithSponsor, now: Date): Promise<void> {
  await updateAccount(trx, row.id, { is_active: 0 });
  await revokeFamiliesOfUser(trx, row.id, nowIso(now));
}

/** Deactivation ends every sign-in of the member now: the platform checks both on each call. An administrator's waits for a second one. */
export function setMemberActive(context: ChangeContext, uid: string, active: boolean) {
  const { now } = context;
  return changeMember(context, uid, {
    action: active ? 'user.activate' : 'user.deactivate',
    stepUpForAdmin: true,
    apply: async (trx, row) => {
      if (active) await updateAccount(trx, row.id, { is_active: 1 });
      else await deactivate(trx, row, now);
    },
    fourEyes: (row) =>
      !active && isAdmin(row.scopes)
        ? { kind: 'user.deactivate-admin', before: adminState(row), after: { ...adminState(row), is_active: false } }
        : undefined,
  });
}

const withAdmin = (scopes: string, admin: boolean) => {
  const others = parseScopes(scopes).filter((scope) => scope !== 'admin');
  return serializeScopes(admin ? [...others, 'admin'] : others);
};

/** Granting or revoking admin always waits for a second administrator. */
export function setMemberAdmin({ db, actor, now }: ChangeContext, uid: string, admin: boolean) {
  return db.transaction().execute(async (trx) => {
    const row = await othersAccount(trx, actor, uid);
    return propose(trx, {
      kind: admin ? 'user.grant-admin' : 'user.revoke-admin',
      subject: row.uid,
      before: adminState(row),
      after: { ...adminState(row), admin },
      proposer: actor,
      now,
    });
  });
}

function notify(trx: Kysely<Database>, userId: number, now: Date, title: string, description: string) {
  const at = nowIso(now);
  return insertNotifications(trx, [
    { user_id: userId, title, description, is_seen: 0, created_at: at, updated_at: at },
  ]);
}

async function resetTwoFactor(trx: Kysely<Database>, row: UserWithSponsor, now: Date): Promise<void> {
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
}

/** Another administrator's two-factor is reset only once a second administrator approves. */
export function resetMemberTwoFactor(context: ChangeContext, uid: string) {
  return changeMember(context, uid, {
    action: 'user.reset-2fa',
    apply: resetTwoFactor,
    stepUpForAdmin: true,
    fourEyes: (row) =>
      isAdmin(row.scopes) && row.totp_secret !== null
        ? {
            kind: 'user.reset-admin-2fa',
            before: adminState(row),
            after: { ...adminState(row), two_factor_enabled: false },
          }
        : undefined,
  });
}

export function resendKyc(context: ChangeContext, uid: string) {
  const { now } = context;
  return changeMember(context, uid, {
    action: 'user.resend-kyc',
    apply: async (trx, row) => {
      await updateAccount(trx, row.id, { kyc: null });
      await notify(
        trx,
        row.id,
        now,
        'Vérification d’identité à refaire',
        'Un administrateur vous demande de vérifier à nouveau votre identité. Rendez-vous sur Paramètres › Vérification d’identité.',
      );
    },
  });
}

type MemberRequestKind = 'user.grant-admin' | 'user.revoke-admin' | 'user.deactivate-admin' | 'user.reset-admin-2fa';

/** What four eyes compare and change of an account: a request is approved only while this is what its proposer saw. */
function adminState(row: UserWithSponsor) {
  return { admin: isAdmin(row.scopes), is_active: row.is_active === 1, two_factor_enabled: row.totp_secret !== null };
}

function memberKind(action: AdminAuditAction, apply: Change, grants = false): RequestKind {
  return {
    current: async (trx, uid) => {
      const row = await repository.findUserWithSponsorByUid(trx, uid);
      return row && adminState(row);
    },
    apply: async (trx, { subject, proposer }, { admin, now }) => {
      const row = await memberByUid(trx, subject);
      // The approver is the other pair of eyes: never on a change of their own account.
      if (row.id === admin.id) throw ownAccount();
      // Nor one who lately credited or reactivated the account they would make an administrator.
      if (grants) await refuseRelatedParty(trx, admin, row, now, 'grant it admin');
      await applyChange(trx, proposer, row, now, action, apply, admin);
    },
  };
}

/** How an approved request changes an account: as the change itself would have, its proposer as its actor. */
export const memberRequestKinds: { [K in MemberRequestKind]: RequestKind } = {
  'user.grant-admin': memberKind(
    'user.grant-admin',
    (trx, row) => updateAccount(trx, row.id, { scopes: withAdmin(row.scopes, true) }),
    true,
  ),
  'user.revoke-admin': memberKind('user.revoke-admin', (trx, row) =>
    updateAccount(trx, row.id, { scopes: withAdmin(row.scopes, false) }),
  ),
  'user.deactivate-admin': memberKind('user.deactivate', deactivate),
  'user.reset-admin-2fa': memberKind('user.reset-2fa', resetTwoFactor),
};
