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
import { propose, type Outcome, type RequestKind } from '../approval/index.ts';
import { audit } from '../audit/index.ts';
import * as repository from './repository.ts';
import { sections, type ColdWalletSetting, type Configurations } from './sections.ts';
import { trailActors, type Author, type SaveContext } from './author.ts';
import { relatedPartiesRequestKind } from './related-parties.ts';
import { settingRecord } from './setting-record.ts';
import { weakens } from './weakening.ts';

export type ConfigurationAuditPage = components['schemas']['ConfigurationAuditPage'];

function invalid(details: ErrorDetail[]): HttpError {
  const [first] = details;
  return new HttpError(400, `${first!.field} ${first!.message}`, 'VALIDATION', details);
}

function missingRecord(section: ConfigurationSection): Error {
  // The migration creates every record: a database without one is broken, which is ours to log, not the caller's.
  return new Error(`The ${section} configuration record is missing`);
}

export type { SaveContext } from './author.ts';

export async function getConfiguration<S extends ConfigurationSection>(
  db: Kysely<Database>,
  section: S,
): Promise<Configurations[S]> {
  const stored = await repository.readDocument(db, section);
  if (stored === undefined) throw missingRecord(section);
  return sections[section].fromStored(stored);
}

/** A record as stored, held until the transaction ends, and as the API shows it. */
async function lockedRecord<S extends ConfigurationSection>(trx: Kysely<Database>, kind: DialectKind, section: S) {
  const stored = await repository.readDocumentForUpdate(trx, kind, section);
  if (stored === undefined) throw missingRecord(section);
  return { stored, value: sections[section].fromStored(stored) };
}

/** The value as it will be stored and read back ('2500.7' becomes '2500.70'), refused when a rule says so. */
function normalized<S extends ConfigurationSection>(section: S, value: Configurations[S]): Configurations[S] {
  const definition = sections[section];
  const violations = definition.violations(value);
  if (violations.length > 0) throw invalid(violations);
  return definition.fromStored(definition.toStored(value));
}

/** Replaces a record and audits the change, in the caller's transaction; answers the record as saved. */
async function write<S extends ConfigurationSection>(
  trx: Kysely<Database>,
  author: Author,
  section: S,
  stored: unknown,
  after: Configurations[S],
): Promise<Configurations[S]> {
  const { admin, now } = author;
  const definition = sections[section];
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
  const saved = definition.fromStored(document);
  // The administrators' one trail has every save too, beside the records' own history.
  await audit(trx, {
    ...trailActors(author),
    action: 'configuration.update',
    subject: section,
    at,
    before: definition.fromStored(stored),
    after: saved,
  });
  return saved;
}

/** Replaces a record with what `change` makes of it and audits the change; answers the record as saved. */
async function replace<S extends ConfigurationSection>(
  context: SaveContext,
  section: S,
  change: (before: Configurations[S]) => Configurations[S],
): Promise<Configurations[S]> {
  return context.db.transaction().execute(async (trx) => {
    const { stored, value } = await lockedRecord(trx, context.kind, section);
    return write(trx, context, section, stored, normalized(section, change(value)));
  });
}

const isControlled = (section: ConfigurationSection): section is 'transaction' | 'kyc' =>
  section === 'transaction' || section === 'kyc';

/**
 * Saves a whole record; answers the spec's confirmation for that record. A change that weakens a money control
 * waits for a second administrator instead.
 */
export async function saveConfiguration<S extends ConfigurationSection>(
  context: SaveContext,
  section: S,
  value: Configurations[S],
): Promise<Outcome<{ message: string }>> {
  return context.db.transaction().execute(async (trx) => {
    const before = await lockedRecord(trx, context.kind, section);
    const after = normalized(section, value);
    if (isControlled(section) && weakens(section, before.value, after))
      return propose(trx, {
        kind: `configuration.${section}`,
        subject: section,
        before: before.value,
        after,
        proposer: context.admin,
        now: context.now,
      });
    await write(trx, context, section, before.stored, after);
    return { applied: { message: sections[section].successMessage } };
  });
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
export type AdminTwoFactorSetting = components['schemas']['AdminTwoFactorSetting'];

const depositApproval = settingRecord('deposit-approval', {
  toStored: (setting: DepositApprovalSetting) => ({ threshold_usd_cents: decimalToCents(setting.threshold_usd) }),
  fromStored: (stored: { threshold_usd_cents: number }): DepositApprovalSetting => ({
    threshold_usd: centsToDecimal(stored.threshold_usd_cents),
  }),
});

/** Above this total of a member's deposits in 24 hours (cents), a second administrator approves. */
export async function depositApprovalThresholdCents(db: Kysely<Database>): Promise<bigint> {
  return BigInt(decimalToCents((await depositApproval.get(db)).threshold_usd));
}

export const getDepositApprovalSetting = depositApproval.get;
/** Replaces the setting now when it tightens; a higher threshold waits for a second administrator. */
export const saveDepositApprovalSetting = depositApproval.save;

const adminTwoFactor = settingRecord('admin-two-factor', {
  toStored: ({ required }: AdminTwoFactorSetting) => ({ required }),
  fromStored: ({ required }: AdminTwoFactorSetting): AdminTwoFactorSetting => ({ required }),
});

/** Whether administrators must have two-factor authentication on to use administrator operations. */
export async function adminTwoFactorRequired(db: Kysely<Database>): Promise<boolean> {
  return (await adminTwoFactor.get(db)).required;
}

/** The demo seed's own write, neither proposed nor audited: no administrator changed anything. */
export async function seedAdminTwoFactorSetting(db: Kysely<Database>, setting: AdminTwoFactorSetting, now: Date) {
  await repository.writeSetting(db, 'admin-two-factor', setting, nowIso(now));
}

export const getAdminTwoFactorSetting = adminTwoFactor.get;
/** Turning the requirement on applies now; turning it off waits for a second administrator. */
export const saveAdminTwoFactorSetting = adminTwoFactor.save;

function sectionKind(section: 'transaction' | 'kyc'): RequestKind {
  return {
    current: async (trx, _subject, kind) => (await lockedRecord(trx, kind, section)).value,
    apply: async (trx, { after, proposer }, { kind, admin, now }) => {
      const { stored } = await lockedRecord(trx, kind, section);
      await write(trx, { admin, now, proposer }, section, stored, after as Configurations[typeof section]);
    },
  };
}

/** How an approved request changes a money control: as the save itself would have, its proposer as its actor. */
export const configurationRequestKinds: Record<
  | 'configuration.transaction'
  | 'configuration.kyc'
  | 'setting.deposit-approval'
  | 'setting.related-parties'
  | 'setting.admin-two-factor',
  RequestKind
> = {
  'setting.related-parties': relatedPartiesRequestKind,
  'configuration.transaction': sectionKind('transaction'),
  'configuration.kyc': sectionKind('kyc'),
  'setting.deposit-approval': depositApproval.requestKind,
  'setting.admin-two-factor': adminTwoFactor.requestKind,
};
