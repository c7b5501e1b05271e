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

/** A counted event under a key (`account:<id>`, `ip:<address>`, `2fa:<jti>`, `forgot-ip:<address>`). */
export interface AuthAttemptsTable {
  id: Generated<number>;
  key: string;
  created_at: string;
}

export interface UsedTotpCodesTable {
  id: Generated<number>;
  user_id: number;
  /** The RFC 6238 counter of the code: floor(unix seconds / 30). */
  time_step: number;
  used_at: string;
}

export interface RefreshTokenFamiliesTable {
  /** Random, and part of every token of the family. */
  id: string;
  user_id: number;
  created_at: string;
  /** The absolute end of the sign-in, whatever the rotations. */
  expires_at: string;
  revoked_at: string | null;
}

export interface RefreshTokensTable {
  /** sha256 of the token, hex. */
  token_hash: string;
  family_id: string;
  generation: number;
  created_at: string;
  /** When it was exchanged for its successor; null for the family's live token. */
  rotated_at: string | null;
}

export interface PasswordResetTokensTable {
  /** sha256 of the token, hex. */
  token_hash: string;
  user_id: number;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export type ConfigurationSection = 'swap' | 'kyc' | 'transaction' | 'visa' | 'cold-wallet';

/** One configuration record: its settings as JSON text, money in integer cents (modules/configuration). */
export interface ConfigurationsTable {
  section: ConfigurationSection;
  document: string;
  updated_at: string;
}

/** One saved change of a configuration record, with the whole record before and after it. */
export interface ConfigurationAuditTable {
  id: Generated<number>;
  section: ConfigurationSection;
  /** The administrator's users.id; null once the account is deleted. */
  changed_by_id: number | null;
  /** The administrator's username when the change was made. */
  changed_by: string;
  changed_at: string;
  before_document: string;
  after_document: string;
}

/** A captcha solution already accepted (modules/captcha): the id is the challenge's nonce, or a hash of a hosted token. */
export interface CaptchaSolutionsTable {
  id: string;
  used_at: string;
  /** After this the solution is refused as expired anyway, so the row can go. */
  expires_at: string;
}

export interface Database {
  users: UsersTable;
  notifications: NotificationsTable;
  auth_attempts: AuthAttemptsTable;
  used_totp_codes: UsedTotpCodesTable;
  refresh_token_families: RefreshTokenFamiliesTable;
  refresh_tokens: RefreshTokensTable;
  password_reset_tokens: PasswordResetTokensTable;
  configurations: ConfigurationsTable;
  configuration_audit: ConfigurationAuditTable;
  captcha_solutions: CaptchaSolutionsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type NotificationRow = Selectable<NotificationsTable>;
export type NewNotification = Insertable<NotificationsTable>;
export type ConfigurationAuditRow = Selectable<ConfigurationAuditTable>;
export type NewConfigurationAudit = Insertable<ConfigurationAuditTable>;

/** The one timestamp format the database holds: sortable as text, identical on both engines. */
export function nowIso(date: Date = new Date()): string {
  return date.toISOString();
}

export function toDbBoolean(value: boolean): DbBoolean {
  return value ? 1 : 0;
}
