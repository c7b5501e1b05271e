import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** The first explorers of the demo networks, written out so the migration keeps doing what it did. */
const INITIAL_EXPLORERS = [
  {
    network: 'bitcoin',
    tx: 'https://mempool.space/tx/{hash}',
    address: 'https://mempool.space/address/{address}',
  },
  {
    network: 'ethereum',
    tx: 'https://etherscan.io/tx/{hash}',
    address: 'https://etherscan.io/address/{address}',
  },
  {
    network: 'tron',
    tx: 'https://tronscan.org/#/transaction/{hash}',
    address: 'https://tronscan.org/#/address/{address}',
  },
] as const;

interface MigrationTables {
  assets: { network: string; explorer_tx_url: string | null; explorer_address_url: string | null };
}

/**
 * The money record (issue 17): each asset names the block explorer of its network, and the review of a
 * withdrawal request finds the earlier requests to its address by an index.
 */
export function moneyRecordMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('assets').addColumn('explorer_tx_url', 'text').execute();
      await db.schema.alterTable('assets').addColumn('explorer_address_url', 'text').execute();
      for (const explorer of INITIAL_EXPLORERS)
        await (db as Kysely<MigrationTables>)
          .updateTable('assets')
          .set({ explorer_tx_url: explorer.tx, explorer_address_url: explorer.address })
          .where('network', '=', explorer.network)
          .execute();
      await db.schema
        .createIndex('withdrawals_network_address')
        .on('withdrawals')
        .columns(['network', 'address'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('withdrawals_network_address').execute();
      await sql`alter table assets drop column explorer_address_url`.execute(db);
      await sql`alter table assets drop column explorer_tx_url`.execute(db);
    },
  };
}
