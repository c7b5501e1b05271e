import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectKind } from '../connect.ts';
import { withId } from '../schema-helpers.ts';

const SECTIONS = sql`('swap', 'kyc', 'transaction', 'visa', 'cold-wallet')`;

/**
 * The records as they stand on a fresh database, so every configuration call answers 200 from the first start,
 * with or without demo data. Written out here rather than imported: a migration must keep doing exactly what it
 * did, whatever the module's code becomes. Dollar amounts are integer cents; amounts of a crypto asset stay
 * decimal strings.
 */
const INITIAL_DOCUMENTS: Record<string, unknown> = {
  swap: {
    fee_percent: '0.50',
    quote_ttl_seconds: 30,
    pairs: [
      { from: 'USDT', to: 'KNT', min_amount: '10', max_amount: '50000', enabled: true },
      { from: 'KNT', to: 'USDT', min_amount: '10', max_amount: '50000', enabled: true },
    ],
  },
  kyc: {
    provider: 'manual',
    required_for_withdrawal: true,
    withdrawal_threshold_usd_cents: 100_000,
    required_for_card: true,
    enterprise_allowed: true,
  },
  transaction: {
    second_approval_threshold_usd_cents: 1_000_000,
    daily_withdrawal_limit_usd_cents: 5_000_000,
    limits: [
      {
        asset: 'USDT',
        min_withdrawal: '20',
        max_withdrawal: '50000',
        withdrawal_fee: '1',
        deposit_fee_percent: '0',
        confirmations: 12,
      },
    ],
  },
  visa: {
    enabled: true,
    atm_fee_percent: '2',
    delivery_days_min: 14,
    delivery_days_max: 45,
    tiers: [
      {
        name: 'Classic',
        price_cents: 4_900,
        min_staking_usd_cents: 0,
        cashback_percent: '1',
        free_atm_monthly_usd_cents: 50_000,
        max_atm_monthly_usd_cents: 500_000,
        max_payments_monthly_usd_cents: 2_000_000,
      },
    ],
  },
  'cold-wallet': {
    max_quantity_per_order: 5,
    shipping_countries: ['FR', 'BE', 'CH', 'SN', 'CI', 'CM'],
    delivery_days_min: 7,
    delivery_days_max: 21,
    price_cents: 14_900,
    status: true,
  },
};

interface MigrationTables {
  configurations: { section: string; document: string; updated_at: string };
}

/**
 * One row per configuration record, its settings as JSON text, and the audit trail of every change: who, when,
 * and the whole record before and after, written in the same transaction as the change.
 */
export function configurationMigration(kind: DialectKind): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('configurations')
        .addColumn('section', 'text', (c) => c.primaryKey().check(sql`section in ${SECTIONS}`))
        .addColumn('document', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('configuration_audit'), kind)
        .addColumn('section', 'text', (c) => c.notNull().check(sql`section in ${SECTIONS}`))
        // The account may go; the trail keeps the username it had.
        .addColumn('changed_by_id', 'bigint', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('changed_by', 'text', (c) => c.notNull())
        .addColumn('changed_at', 'text', (c) => c.notNull())
        .addColumn('before_document', 'text', (c) => c.notNull())
        .addColumn('after_document', 'text', (c) => c.notNull())
        .execute();
      // The trail is read newest first, all sections or one.
      await db.schema
        .createIndex('configuration_audit_changed_at')
        .on('configuration_audit')
        .columns(['changed_at', 'id'])
        .execute();
      await db.schema
        .createIndex('configuration_audit_section_changed_at')
        .on('configuration_audit')
        .columns(['section', 'changed_at', 'id'])
        .execute();

      const updatedAt = new Date().toISOString();
      await (db as Kysely<MigrationTables>)
        .insertInto('configurations')
        .values(
          Object.entries(INITIAL_DOCUMENTS).map(([section, document]) => ({
            section,
            document: JSON.stringify(document),
            updated_at: updatedAt,
          })),
        )
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('configuration_audit').execute();
      await db.schema.dropTable('configurations').execute();
    },
  };
}
