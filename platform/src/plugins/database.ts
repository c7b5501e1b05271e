/**
 * Gives every route `app.db`. The app closes a database it opened itself; one handed in by the caller
 * (tests, the server after migrating) stays the caller's to close.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { DialectKind } from '../db/connect.ts';
import type { Database } from '../db/database.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dbKind: DialectKind;
  }
}

export interface DatabasePluginOptions {
  db: Kysely<Database>;
  kind: DialectKind;
  /** Destroy the database when the app closes. */
  owned: boolean;
}

async function databasePlugin(app: FastifyInstance, options: DatabasePluginOptions): Promise<void> {
  app.decorate('db', options.db);
  app.decorate('dbKind', options.kind);
  if (options.owned) app.addHook('onClose', async () => options.db.destroy());
}

export default fp(databasePlugin, { name: 'database' });
