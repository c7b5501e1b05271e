/**
 * Reading and saving the configuration records. A save validates what the schema could not, replaces the
 * record and writes its audit row in one transaction, so the trail never misses a change nor records one
 * that did not happen. The cold wallet setting is a view of the cold wallet record's price and status.
 */
import type { Kysely } from 'kysely';
import type { DialectKind } from '../../db/connect.ts';
import { nowIso, type ConfigurationAuditRow, type ConfigurationSection, type Database } from '../../db/database.ts';
import { paginate, type PageRequest } from '../../db/paginate.ts';
import { HttpError, type ErrorDetail } from '../../errors.ts';
import type { components } from '../../generated/api.ts';
import { centsToDecimal, decimalToCents } from '../../money.ts';
import type { CurrentUser } from '../../plugins/current-user.ts';
import { audit } from '../audit/index.ts';
import * as repository from './repository.ts';
import { sections, type ColdWalletSetting, type Configurations } from './sections.ts';

export type ConfigurationAuditPage = components['schemas']['ConfigurationAuditPage'];

function invalid(details: ErrorDetail[]): HttpError {
  const [first] = details;
  return new HttpError(400, `${first!.field} ${first!.message}`, 'VALIDATION', details);
}

function missingRecord(section: ConfigurationSection): Error {
  // The migration creates every record: a database without one is broken, which is ours to log, not the caller's.
  return new Error(`The ${section} configuration record is missing`);
}

/** Who saves, when, and where. */
export interface SaveContext {
  db: Kysely<Database>;
  kind: DialectKind;
  admin: CurrentUser;
  now: Date;
}

export async function getConfiguration<S extends ConfigurationSection>(
  db: Kysely<Database>,
  section: S,
): Promise<Configurations[S]> {
  const stored = await repository.readDocument(db, section);
  if (stored === undefined) throw missingRecord(section);
  return sections[section].fromStored(stored);
}

/** Replaces a record with what `change` makes of it and audits the change; answers the record as saved. */
async function replace<S extends ConfigurationSection>(
  { db, kind, admin, now }: SaveContext,
  section: S,
  change: (before: Configurations[S]) => Configurations[S],
): Promise<Configurations[S]> {
  const definition = sections[section];
  return db.transaction().execute(async (trx) => {
    const stored = await repository.readDocumentForUpdate(trx, kind, section);
    if (stored === undefined) throw missingRecord(section);
    const after = change(definition.fromStored(stored));
    const violations = definition.violations(after);
    if (violations.length > 0) throw invalid(violations);
    const document = definition.toStored(after);
    const at = nowIso(now);
    await repository.writeDocument(trx, section, document, at);
    await repository.insertAudit(trx, {
      section,
      changed_by_id: admin.id,
      changed_by: admin.username,
      changed_at: at,
      before_document: JSON.stringify(stored),
      after_document: JSON.stringify(document),
    });
    return definition.fromStored(document);
  });
}

/** Saves a whole record; answers the spec's confirmation for that record. */
export async function saveConfiguration<S extends ConfigurationSection>(
  context: SaveContext,
  section: S,
  value: Configurations[S],
): Promise<{ message: string }> {
  await replace(context, section, () => value);
  return { message: sections[section].successMessage };
}

export async function getColdWalletSetting(db: Kysely<Database>): Promise<ColdWalletSetting> {
  const { price, status } = await getConfiguration(db, 'cold-wallet');
  return { price, status };
}

/** Changes only the price and status of the cold wallet record, audited like any save of it. */
export async function saveColdWalletSetting(
  context: SaveContext,
  setting: ColdWalletSetting,
): Promise<ColdWalletSetting> {
  const saved = await replace(context, 'cold-wallet', (before) => ({
    ...before,
    price: setting.price,
    status: setting.status,
  }));
  return { price: saved.price, status: saved.status };
}

function toAuditEntry(row: ConfigurationAuditRow): ConfigurationAuditPage['items'][number] {
  const definition = sections[row.section];
  return {
    id: String(row.id),
    section: row.section,
    changed_by: row.changed_by,
    changed_at: row.changed_at,
    before: definition.fromStored(JSON.parse(row.before_document)),
    after: definition.fromStored(JSON.parse(row.after_document)),
  };
}

export async function listConfigurationAudit(
  db: Kysely<Database>,
  query: PageRequest & { sort: 'changed_at' | '-changed_at'; section?: ConfigurationSection },
): Promise<ConfigurationAuditPage> {
  return paginate(repository.auditEntries(db, query.section, query.sort === '-changed_at'), query, (rows) =>
    rows.map(toAuditEntry),
  );
}

export type DepositApprovalSetting = components['schemas']['DepositApprovalSetting'];

interface StoredDepositApproval {
  threshold_usd_cents: number;
}

async function storedDepositApproval(db: Kysely<Database>, lock?: DialectKind): Promise<StoredDepositApproval> {
  const stored = await repository.readSetting(db, 'deposit-approval', lock);
  // The migration creates it: a database without it is broken.
  if (stored === undefined) throw new Error('The deposit-approval setting is missing');
  return stored as StoredDepositApproval;
}

/** Above this total of a member's deposits in 24 hours (cents), a second administrator approves. */
export async function depositApprovalThresholdCents(db: Kysely<Database>): Promise<bigint> {
  return BigInt((await storedDepositApproval(db)).threshold_usd_cents);
}

export async function getDepositApprovalSetting(db: Kysely<Database>): Promise<DepositApprovalSetting> {
  return { threshold_usd: centsToDecimal((await storedDepositApproval(db)).threshold_usd_cents) };
}

/** Replaces the setting and audits the change, in one transaction. */
export async function saveDepositApprovalSetting(
  { db, kind, admin, now }: SaveContext,
  setting: DepositApprovalSetting,
): Promise<DepositApprovalSetting> {
  return db.transaction().execute(async (trx) => {
    const before = await storedDepositApproval(trx, kind);
    const after: StoredDepositApproval = { threshold_usd_cents: decimalToCents(setting.threshold_usd) };
    const at = nowIso(now);
    await repository.writeSetting(trx, 'deposit-approval', after, at);
    const answer = { threshold_usd: centsToDecimal(after.threshold_usd_cents) };
    await audit(trx, {
      actor: admin,
      action: 'setting.update',
      subject: 'deposit-approval',
      at,
      before: { threshold_usd: centsToDecimal(before.threshold_usd_cents) },
      after: answer,
    });
    return answer;
  });
}
