/**
 * Runs the periodic jobs in a process of their own, for deployments whose API processes set JOBS=off. Any
 * number may run: the period claims keep two from paying the same period.
 */
import { ConfigError, loadConfig } from './config.ts';
import { createDatabase } from './db/connect.ts';
import { migrateToLatest } from './db/migrate.ts';
import { platformJobs } from './modules/jobs/index.ts';
import { createJobRunner, startScheduler } from './core/jobs/index.ts';
import Fastify from 'fastify';

let config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`jobs: ${error.message}`);
  process.exit(1);
}
// Fastify's logger, so both processes log alike; no server listens.
const { log } = Fastify({ logger: { level: config.logLevel } });
const db = createDatabase(config.database);
await migrateToLatest(db, config.database.kind, { totpKey: config.totpKey });
const scheduler = startScheduler(
  createJobRunner({ db, kind: config.database.kind, now: config.now }, platformJobs, log),
  log,
);
const stop = async () => {
  await scheduler.stop();
  await db.destroy();
  process.exit(0);
};
// Handlers before the line that says we are up: a signal between the two would otherwise kill the process.
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
log.info({ jobs: platformJobs.map((job) => `${job.name} (${job.schedule} UTC)`) }, 'jobs scheduled');
// Cron timers are unreferenced: this keeps the process up between runs.
setInterval(() => undefined, 1 << 30);
