/**
 * Migrations are listed here in code rather than discovered on disk, so the set that runs is exactly the set
 * that was reviewed and type-checked, whatever folder the platform is started from.
 */
import type { Kysely } from 'kysely';
import { Migrator, type Migration, type MigrationResult } from 'kysely/migration';
import { addMissingCodes } from './codes.ts';
import type { DialectKind } from './connect.ts';
import type { Database } from './database.ts';
import { usersMigration } from './migrations/001-users.ts';
import { notificationsMigration } from './migrations/002-notifications.ts';
import { authMigration } from './migrations/003-auth.ts';
import { configurationMigration } from './migrations/004-configuration.ts';
import { captchaMigration } from './migrations/005-captcha.ts';
import { ledgerMigration } from './migrations/006-ledger.ts';
import { moneyDutiesMigration } from './migrations/007-money-duties.ts';
import { moneyRecordMigration } from './migrations/008-money-record.ts';
import { accountSecurityMigration } from './migrations/010-account-security.ts';
import { kycMigration } from './migrations/011-kyc.ts';
import { jobsMigration } from './migrations/012-jobs.ts';
import { productsMigration } from './migrations/013-products.ts';
import { stakingMigration } from './migrations/014-staking.ts';
import { boosterMigration } from './migrations/015-booster.ts';
import { arbitrageMigration } from './migrations/016-arbitrage.ts';
import { stakingRateCapMigration } from './migrations/017-staking-rate-cap.ts';
import { movementRecordMigration } from './migrations/018-movement-record.ts';
import { jobRetriesMigration } from './migrations/019-job-retries.ts';
import { displayDecimalsMigration } from './migrations/020-display-decimals.ts';
import { sealedTotpSecretsMigration } from './migrations/021-sealed-totp-secrets.ts';
import { adminRequestsMigration } from './migrations/022-admin-requests.ts';
import { stepUpMigration } from './migrations/023-step-up.ts';
import { auditTrailMigration } from './migrations/024-audit-trail.ts';

/** What some migrations need besides the schema: the key to seal existing TOTP secrets with (TOTP_KEY). */
export interface MigrationSecrets {
  totpKey?: string;
}

function migrations(kind: DialectKind, secrets: MigrationSecrets): Record<string, Migration> {
  return {
    '001-users': usersMigration(kind),
    '002-notifications': notificationsMigration(kind),
    '003-auth': authMigration(kind),
    '004-configuration': configurationMigration(kind),
    '005-captcha': captchaMigration(),
    '006-ledger': ledgerMigration(kind),
    '007-money-duties': moneyDutiesMigration(kind),
    '008-money-record': moneyRecordMigration(),
    '010-account-security': accountSecurityMigration(kind),
    '011-kyc': kycMigration(kind),
    '012-jobs': jobsMigration(kind),
    '013-products': productsMigration(kind),
    '014-staking': stakingMigration(kind),
    '015-booster': boosterMigration(kind),
    '016-arbitrage': arbitrageMigration(kind),
    '017-staking-rate-cap': stakingRateCapMigration(),
    '018-movement-record': movementRecordMigration(kind),
    '019-job-retries': jobRetriesMigration(kind),
    '020-display-decimals': displayDecimalsMigration(),
    '021-sealed-totp-secrets': sealedTotpSecretsMigration(secrets.totpKey),
    '022-admin-requests': adminRequestsMigration(kind),
    '023-step-up': stepUpMigration(),
    '024-audit-trail': auditTrailMigration(),
  };
}

function migrator(db: Kysely<Database>, kind: DialectKind, secrets: MigrationSecrets): Migrator {
  return new Migrator({ db, provider: { getMigrations: async () => migrations(kind, secrets) } });
}

/** Brings the schema up to one migration (a test of a later migration's effect on existing data). */
export async function migrateTo(
  db: Kysely<Database>,
  kind: DialectKind,
  name: string,
  secrets: MigrationSecrets = {},
): Promise<void> {
  const { error } = await migrator(db, kind, secrets).migrateTo(name);
  if (error) throw new Error(`Database migration to ${name} failed`, { cause: error });
}

/**
 * Brings the schema up to date, and the lookup tables to their lists in code (db/codes.ts); Kysely's migration
 * lock keeps several instances from racing, and adding codes is idempotent.
 */
export async function migrateToLatest(
  db: Kysely<Database>,
  kind: DialectKind,
  secrets: MigrationSecrets = {},
): Promise<MigrationResult[]> {
  const { error, results } = await migrator(db, kind, secrets).migrateToLatest();
  if (error)
    throw new Error(`Database migration failed: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  await addMissingCodes(db);
  return results ?? [];
}
