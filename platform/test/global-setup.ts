/**
 * With PLATFORM_TEST_DB=postgres the suite runs against a throwaway PostgreSQL server started here; each
 * test file then creates its own database on it (helper.ts). Otherwise every file uses in-memory SQLite,
 * unless DATABASE_URL names a PostgreSQL server to use instead.
 */
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  interface ProvidedContext {
    /** A PostgreSQL URL whose server lets the tests create databases, or '' for SQLite. */
    postgresAdminUrl: string;
  }
}

interface PostgresServer {
  url: string;
  stop(): Promise<void>;
}
type StartPostgres = (options?: { database?: string; log?: (message: string) => void }) => Promise<PostgresServer>;

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const wanted = process.env.PLATFORM_TEST_DB;
  const given = process.env.DATABASE_URL ?? '';
  if (wanted !== 'postgres') {
    project.provide('postgresAdminUrl', /^postgres(ql)?:\/\//i.test(given) ? given : '');
    return undefined;
  }
  // Loaded by URL: scripts/ is a project of its own for the type checker.
  const moduleUrl = new URL('../../scripts/lib/postgres.ts', import.meta.url).href;
  const { startPostgres } = (await import(moduleUrl)) as { startPostgres: StartPostgres };
  const server = await startPostgres({
    database: 'platform_tests',
    log: (message) => console.log(`[postgres] ${message}`),
  });
  project.provide('postgresAdminUrl', server.url);
  return () => server.stop();
}
