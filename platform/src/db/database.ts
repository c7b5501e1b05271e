/**
 * The shape of the platform's tables as Kysely sees them. Column types are the portable ones the
 * migrations create: integer ids, ISO 8601 UTC text for times, 0/1 integers for booleans, JSON text for
 * lists and integer cents for amounts, so the same queries read the same values on SQLite and PostgreSQL.
 */
import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** 0 or 1: SQLite has no boolean type and better-sqlite3 cannot bind JavaScript booleans. */
export type DbBoolean = 0 | 1;

export type KycStatus = 'initiated' | 'verified' | 'half_verified';

export interface UsersTable {
  id: Generated<number>;
  /** Human-readable unique id, KNT-1000NN. */
  uid: string;
  username: string;
  /** Lower-cased copy under a unique index: usernames are unique whatever their case. */
  username_lower: string;
  email: string;
  email_lower: string;
  first_name: string;
  last_name: string;
  /** JSON array of scope names, e.g. ["member","admin"]. */
  scopes: string;
  photo: string | null;
  /** The sponsor's users.id. */
  parrain_id: number | null;
  kyc: KycStatus | null;
  tel: string | null;
  country: string;
  created_at: string;
  /** Personal turnover in US cents. */
  cap_cents: number;
  /** Global turnover of the downline in US cents. */
  cag_cents: number;
  is_active: DbBoolean;
  password_hash: string;
  transaction_password_hash: string | null;
  totp_secret: string | null;
}

export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  title: string;
  description: string;
  is_seen: DbBoolean;
  created_at: string;
  updated_at: string;
}

export interface Database {
  users: UsersTable;
  notifications: NotificationsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type NotificationRow = Selectable<NotificationsTable>;
export type NewNotification = Insertable<NotificationsTable>;

/** The one timestamp format the database holds: sortable as text, identical on both engines. */
export function nowIso(date: Date = new Date()): string {
  return date.toISOString();
}

export function toDbBoolean(value: boolean): DbBoolean {
  return value ? 1 : 0;
}
