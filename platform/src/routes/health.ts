/**
 * Probes for orchestrators and the BFF: /healthz says the process answers, /readyz that it can reach its
 * database. They log at warn or above so a probe every few seconds does not drown the request log.
 */
import type { FastifyInstance, LogLevel } from 'fastify';
import { sql } from 'kysely';

const READY_TIMEOUT_MS = 2_000;
const QUIETER_THAN_WARN = new Set(['info', 'debug', 'trace']);

export default async function healthRoutes(app: FastifyInstance): Promise<void> {
  // Raise the threshold to warn, never lower it: a route's level overrides the app's.
  const logLevel = (QUIETER_THAN_WARN.has(app.log.level) ? 'warn' : app.log.level) as LogLevel;

  app.get('/healthz', { logLevel }, async () => ({ status: 'ok' }));

  app.get('/readyz', { logLevel }, async (request, reply) => {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        sql`select 1`.execute(app.db),
        new Promise((_resolve, reject) => {
          timer = setTimeout(() => reject(new Error(`no answer within ${READY_TIMEOUT_MS} ms`)), READY_TIMEOUT_MS);
        }),
      ]);
      return { status: 'ready' };
    } catch (error) {
      request.log.warn({ err: error }, 'database unreachable');
      return reply.code(503).send({ message: 'The database is unreachable', code: 'DATABASE_UNAVAILABLE' });
    } finally {
      clearTimeout(timer);
    }
  });
}
