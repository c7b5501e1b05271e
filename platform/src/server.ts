/**
 * Starts the platform: migrate, seed the demo accounts on a first run in demo mode, listen, and on
 * SIGTERM/SIGINT stop taking requests, finish the ones in flight and close the database.
 */
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { migrateToLatest } from './db/migrate.ts';
import { startScheduler, type Scheduler } from './core/jobs/index.ts';
import { countUsers } from './modules/user/index.ts';
import { DEMO_PASSWORD, DEMO_TRANSACTION_PASSWORD, seedDemo } from './seed.ts';

const SHUTDOWN_TIMEOUT_MS = 10_000;

function describeDatabase(config: Config): string {
  if (config.database.kind === 'sqlite') return `SQLite ${config.database.filename}`;
  // Never log a password that may sit in the URL.
  const url = new URL(config.database.url);
  return `PostgreSQL ${url.hostname}:${url.port || 5432}${url.pathname}`;
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`platform: ${error.message}`);
    process.exit(1);
  }

  const app = await buildApp({ config });
  let scheduler: Scheduler | undefined;
  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long, exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    try {
      await scheduler?.stop();
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);

  try {
    app.log.info(`database: ${describeDatabase(config)}`);
    const applied = await migrateToLatest(app.db, config.database.kind, { totpKey: config.totpKey });
    if (applied.length > 0)
      app.log.info({ migrations: applied.map((m) => `${m.migrationName}: ${m.status}`) }, 'database migrated');
    if (config.demo && (await countUsers(app.db)) === 0) {
      const { created } = await seedDemo(app.db, config.database.kind, {
        passwordHashMemoryKib: config.passwordHashMemoryKib,
        totpKey: config.totpKey,
      });
      app.log.info(
        `demo data seeded: ${created.join(', ')} (password ${DEMO_PASSWORD}, transaction password ${DEMO_TRANSACTION_PASSWORD})`,
      );
    }
    if (config.jobs) scheduler = startScheduler(app.jobRunner, app.log);
    const address = await app.listen({ port: config.port, host: config.host });
    app.log.info(`platform API ready at ${address}`);
  } catch (error) {
    app.log.fatal({ err: error }, 'platform failed to start');
    await app.close().catch(() => undefined);
    process.exit(1);
  }
}

await main();
