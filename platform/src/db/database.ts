/**
 * The shape of the platform's tables as Kysely sees them. Column types are the portable ones the
 * migrations create: integer ids, ISO 8601 UTC text for times, 0/1 integers for booleans, JSON text for
 * lists and integer cents for amounts, so the same queries read the same values on SQLite and PostgreSQL.
 */
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { LedgerAccountKind, TransactionType } from '../core/ledger/index.ts';

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
  /** What the list of sign-ins shows: the browser at sign-in, the address and time of the last renewal. */
  user_agent: string | null;
  ip_address: string | null;
  last_used_at: string | null;
  /** When the password or a two-factor code was last entered in this sign-in: its sign-in, or a step-up. */
  stepped_up_at: string | null;
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

/** A two-factor secret waiting for its first code (modules/auth/two-factor/two-factor-settings.ts). */
export interface TwoFactorSetupsTable {
  user_id: number;
  secret: string;
  created_at: string;
}

/** A recovery code, good once in place of a two-factor code. */
export interface RecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  /** sha256 of the normalised code, hex. */
  code_hash: string;
  created_at: string;
  used_at: string | null;
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

/**
 * An amount in an asset's smallest unit. Written as a BigInt; read only through `units()` (db/units.ts),
 * which casts it to text, because drivers answer a plain bigint column as a JavaScript number (SQLite) or refuse
 * it beyond 2^53 (pg here): ETH or BTC amounts in their smallest unit get there.
 */
export type Units = ColumnType<never, bigint, bigint>;

export type Network = 'bitcoin' | 'ethereum' | 'tron' | 'fiat';

export interface AssetsTable {
  code: string;
  name: string;
  network: Network;
  decimals: number;
  /** Decimals its amounts are shown with, at most `decimals`. */
  display_decimals: number;
  /** The USD price in units of 1e-8 dollar. */
  usd_price_e8: Units;
  price_source: 'platform' | 'admin';
  deposit_enabled: DbBoolean;
  withdraw_enabled: DbBoolean;
  swap_enabled: DbBoolean;
  icon: string | null;
  /** Templates of the block explorer's pages: `{hash}`, `{address}` stand for the value. */
  explorer_tx_url: string | null;
  explorer_address_url: string | null;
  created_at: string;
  updated_at: string;
}

export interface LedgerAccountsTable {
  id: Generated<number>;
  account_key: string;
  asset: string;
  kind: LedgerAccountKind;
  /** The member of a member, hold or locked account; null for the platform's own accounts. */
  user_id: number | null;
}

export interface JournalEntriesTable {
  id: Generated<number>;
  kind: string;
  created_at: string;
}

export interface PostingsTable {
  id: Generated<number>;
  entry_id: number;
  account_id: number;
  asset: string;
  /** Signed: the postings of one entry sum to zero per asset. */
  amount: Units;
}

export interface WalletsTable {
  id: Generated<number>;
  user_id: number;
  asset: string;
  created_at: string;
}

export type TransactionStatus = 'pending' | 'completed' | 'rejected';

/** One movement as the member sees it; the ledger's postings are the books behind it. */
export interface TransactionsTable {
  id: Generated<number>;
  reference: string;
  user_id: number;
  type: TransactionType;
  direction: 'in' | 'out';
  asset: string;
  amount: Units;
  fee: Units;
  counter_asset: string | null;
  counter_amount: ColumnType<never, bigint | null, bigint | null>;
  /** The amount as a floating-point number of whole units: an order between assets, never money. */
  amount_sort: number;
  status: TransactionStatus;
  tx_hash: string | null;
  address: string | null;
  created_at: string;
  updated_at: string;
  /** The journal entry that first moved the row's money: null while none has (a deposit not yet credited). */
  journal_entry_id: number | null;
}

/** A lookup table of codes the code lists (db/codes.ts), which a column of another table references. */
export interface CodesTable {
  code: string;
}

export interface SwapQuotesTable {
  id: Generated<number>;
  user_id: number;
  from_asset: string;
  to_asset: string;
  amount: Units;
  fee: Units;
  received: Units;
  rate: string;
  fee_percent: string;
  from_price_e8: Units;
  to_price_e8: Units;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** A deposit's state; the API's coarser `status` is `credited` or `pending`. */
export type DepositState = 'pending' | 'pending_approval' | 'credited' | 'rejected';
export type DepositApprovalReason = 'own_account' | 'threshold';

export interface DepositsTable {
  id: Generated<number>;
  reference: string;
  user_id: number;
  asset: string;
  amount: Units;
  fee: Units;
  tx_hash: string;
  hash_key: string;
  confirmations: number;
  required_confirmations: number;
  status: DepositState;
  recorded_by: string;
  transaction_id: number;
  created_at: string;
  credited_at: string | null;
  recorded_by_id: number | null;
  usd_value_cents: Units;
  needs_second_approval: DbBoolean;
  approval_reason: DepositApprovalReason | null;
  decided_by_id: number | null;
  decided_by: string | null;
  decided_at: string | null;
  rejection_reason: string | null;
}

export type WithdrawalStatus = 'pending' | 'awaiting_second_approval' | 'sent' | 'rejected';

export interface WithdrawalsTable {
  id: Generated<number>;
  reference: string;
  user_id: number;
  asset: string;
  network: Network;
  address: string;
  amount: Units;
  fee: Units;
  usd_value_cents: Units;
  status: WithdrawalStatus;
  needs_second_approval: DbBoolean;
  first_approver_id: number | null;
  tx_hash: string | null;
  rejection_reason: string | null;
  transaction_id: number;
  created_at: string;
  updated_at: string;
}

export interface WithdrawalEventsTable {
  id: Generated<number>;
  withdrawal_id: number;
  type: 'requested' | 'approved' | 'sent' | 'rejected';
  at: string;
  by_username: string | null;
  tx_hash: string | null;
  reason: string | null;
}

/** A money-moving call under its Idempotency-Key, per user: claimed while it runs, then its answer. */
export interface IdempotencyKeysTable {
  user_id: number;
  key: string;
  request_hash: string;
  status: 'running' | 'done';
  claim_token: string;
  response_status: number | null;
  response_body: string | null;
  created_at: string;
  updated_at: string;
}

/** What an administrator did to money or an asset, with the record before and after (JSON text, null for none). */
export interface AdminAuditTable {
  id: Generated<number>;
  action: string;
  subject: string;
  actor_id: number | null;
  actor: string;
  /** The member the action concerns, if any. */
  target_user_id: number | null;
  /** The second administrator whose decision let it take effect, when one was not enough. */
  second_approver_id: number | null;
  second_approver: string | null;
  at: string;
  before_document: string | null;
  after_document: string | null;
}

export type AdminRequestStatus = 'pending' | 'approved' | 'rejected' | 'cancelled';

/** A change waiting for a second administrator, or decided; its documents are JSON text. */
export interface AdminRequestsTable {
  id: Generated<number>;
  kind: string;
  subject: string;
  before_document: string;
  after_document: string;
  status: AdminRequestStatus;
  proposed_by_id: number;
  proposed_by: string;
  proposed_at: string;
  decided_by_id: number | null;
  decided_by: string | null;
  decided_at: string | null;
  reason: string | null;
}

/** An administrator-edited setting outside the configuration records, as JSON text. */
export interface SettingsTable {
  key: 'deposit-approval' | 'related-parties' | 'admin-two-factor';
  document: string;
  updated_at: string;
}

export interface QualifyingPurchasesTable {
  id: Generated<number>;
  user_id: number;
  source: 'booster' | 'arbitrage';
  /** The booster order's or arbitrage subscription's id. */
  source_id: number;
  asset: string;
  amount: Units;
  created_at: string;
}

export type JobRunStatus = 'running' | 'done' | 'failed';

export interface JobRunsTable {
  id: Generated<number>;
  job: string;
  period: string;
  status: JobRunStatus;
  claim_token: string;
  started_at: string;
  heartbeat_at: string;
  finished_at: ColumnType<string | null, string | null | undefined, string | null>;
  items: ColumnType<number, number | undefined, number>;
  /** Claims of the period so far: the first run, then each retry or take-over. */
  attempts: ColumnType<number, number | undefined, number>;
  /** Why the last attempt failed, in a short line; null unless failed. */
  error: ColumnType<string | null, string | null | undefined, string | null>;
  /** When a failed run is tried again. */
  next_attempt_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface JobItemsTable {
  job: string;
  period: string;
  item: string;
  done_at: string;
  /** What the item moved: null (and 0) when it moved nothing. */
  asset: ColumnType<string | null, string | null | undefined, string | null>;
  amount: ColumnType<never, bigint | undefined, bigint>;
}

/** Per run and asset, what its items moved, written when the run ends (done or failed). */
export interface JobRunTotalsTable {
  job: string;
  period: string;
  asset: string;
  amount: Units;
}

export type KycType = 'user' | 'enterprise';
export type KycStepName = 'identity' | 'address' | 'company';
export type KycStepStatus = 'not_sent' | 'submitted' | 'approved' | 'rejected';

/** One identity verification attempt of a member, with the provider that runs it (modules/kyc). */
export interface KycSessionsTable {
  id: Generated<number>;
  user_id: number;
  /** The provider's id of the session. */
  session_id: string;
  provider: string;
  type: KycType;
  status: KycStatus;
  /** JSON text: what the provider and the member gave when it started. */
  info: string;
  created_at: string;
  updated_at: string;
}

export interface KycStepsTable {
  id: Generated<number>;
  kyc_session_id: number;
  name: KycStepName;
  /** The order of the steps: the first approved makes the session half_verified. */
  position: number;
  status: KycStepStatus;
  reason: string | null;
  submitted_at: string | null;
  reviewed_at: string | null;
  reviewed_by_id: number | null;
}

/** A file sent for a step, kept under UPLOADS_DIR by its storage key (core/upload). */
export interface KycDocumentsTable {
  id: Generated<number>;
  kyc_step_id: number;
  storage_key: string;
  media_type: string;
  size: number;
  submission: number;
  created_at: string;
}

/** A booster tier of the catalogue; `price` in USDT's smallest unit. */
export interface BoosterTiersTable {
  id: Generated<number>;
  name: string;
  price: Units;
  validity_days: number;
  /** Upgrades go to a higher rank; unique. */
  rank: number;
  active: DbBoolean;
  created_at: string;
  updated_at: string;
}

/** A member's pack: active from `started_at` until `ends_at`; an upgrade changes its tier, never its end. */
export interface BoosterPacksTable {
  id: Generated<number>;
  user_id: number;
  tier_id: number;
  started_at: string;
  ends_at: string;
}

export type BoosterOrderKind = 'purchase' | 'upgrade';

export interface BoosterOrdersTable {
  id: Generated<number>;
  pack_id: number;
  user_id: number;
  kind: BoosterOrderKind;
  tier_id: number;
  /** The tier an upgrade left. */
  from_tier_id: number | null;
  asset: string;
  amount: Units;
  transaction_id: number;
  created_at: string;
}

export type StakeStatus = 'active' | 'matured' | 'cancelled';

/** A staking product: an asset locked for a duration at a target yearly rate (modules/staking). */
export interface StakingProductsTable {
  id: Generated<number>;
  asset: string;
  duration_days: number;
  /** Percent a year, two decimals ('12.00'). */
  target_rate: string;
  /** The highest daily rate an administrator may set, percent × 1e8 (migration 017). */
  max_daily_rate: ColumnType<never, bigint | undefined, bigint>;
  min_amount: Units;
  active: DbBoolean;
  created_at: string;
  updated_at: string;
}

/** A member's stake; rewards are paid for the days start_day up to maturity_day (excluded). */
export interface StakesTable {
  id: Generated<number>;
  user_id: number;
  product_id: number;
  asset: string;
  principal: Units;
  target_rate: string;
  duration_days: number;
  status: StakeStatus;
  start_day: string;
  maturity_day: string;
  created_at: string;
  ended_at: string | null;
  days_paid: ColumnType<number, number | undefined, number>;
  paid_rewards: ColumnType<never, bigint | undefined, bigint>;
}

/** A product's day: the realised daily rate (percent × 1e8) and what its distribution paid. */
export interface StakingDaysTable {
  product_id: number;
  day: string;
  daily_rate: Units;
  /** The administrator who set the rate; null while it is the target ÷ 365. */
  set_by: string | null;
  stakes_paid: ColumnType<number, number | undefined, number>;
  total_paid: ColumnType<never, bigint | undefined, bigint>;
}

export interface ArbitragePacksTable {
  id: Generated<number>;
  name: string;
  asset: string;
  price: Units;
  duration_days: number;
  /** A percentage of the price per day, as the contract's Percent ('0.20'). */
  daily_return_percent: string;
  active: number;
  created_at: string;
  updated_at: string;
}

export type ArbitrageSubscriptionStatus = 'active' | 'ended';

/** A member's subscription, with the terms of the pack when it was taken. */
export interface ArbitrageSubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  pack_id: number;
  pack_name: string;
  reference: string;
  asset: string;
  price: Units;
  duration_days: number;
  daily_return_percent: string;
  daily_return: Units;
  returns_paid: Units;
  days_paid: number;
  status: ArbitrageSubscriptionStatus;
  first_day: string;
  last_day: string;
  started_at: string;
  ends_at: string;
  ended_at: string | null;
}

export interface Database {
  users: UsersTable;
  staking_products: StakingProductsTable;
  stakes: StakesTable;
  staking_days: StakingDaysTable;
  notifications: NotificationsTable;
  auth_attempts: AuthAttemptsTable;
  used_totp_codes: UsedTotpCodesTable;
  refresh_token_families: RefreshTokenFamiliesTable;
  refresh_tokens: RefreshTokensTable;
  password_reset_tokens: PasswordResetTokensTable;
  two_factor_setups: TwoFactorSetupsTable;
  recovery_codes: RecoveryCodesTable;
  configurations: ConfigurationsTable;
  configuration_audit: ConfigurationAuditTable;
  captcha_solutions: CaptchaSolutionsTable;
  assets: AssetsTable;
  account_kinds: CodesTable;
  ledger_accounts: LedgerAccountsTable;
  journal_entries: JournalEntriesTable;
  postings: PostingsTable;
  wallets: WalletsTable;
  transaction_types: CodesTable;
  transactions: TransactionsTable;
  swap_quotes: SwapQuotesTable;
  deposits: DepositsTable;
  withdrawals: WithdrawalsTable;
  withdrawal_events: WithdrawalEventsTable;
  idempotency_keys: IdempotencyKeysTable;
  admin_audit: AdminAuditTable;
  admin_requests: AdminRequestsTable;
  settings: SettingsTable;
  qualifying_purchases: QualifyingPurchasesTable;
  job_runs: JobRunsTable;
  job_items: JobItemsTable;
  job_run_totals: JobRunTotalsTable;
  kyc_sessions: KycSessionsTable;
  kyc_steps: KycStepsTable;
  kyc_documents: KycDocumentsTable;
  booster_tiers: BoosterTiersTable;
  booster_packs: BoosterPacksTable;
  booster_orders: BoosterOrdersTable;
  arbitrage_packs: ArbitragePacksTable;
  arbitrage_subscriptions: ArbitrageSubscriptionsTable;
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
