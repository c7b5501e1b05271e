/**
 * Builds the platform on a fresh database for one test file: in-memory SQLite, or a database of its own on
 * the PostgreSQL server the global setup provides, so files running in parallel never see each other's rows.
 */
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type AppOptions } from '../src/app.ts';
import { DEMO_DEPOSIT_XPUBS, loadConfig, type Config, type DatabaseTarget } from '../src/config.ts';
import { createDatabase, type DialectKind } from '../src/db/connect.ts';
import { BFF_KEY_HEADER } from '../src/plugins/bff-caller.ts';
import type { Database } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import type { HandlerMap } from '../src/routes/operation-handler.ts';
import { signAccessToken } from '../src/modules/auth/sign-in/access-tokens.ts';
import { issueRefreshToken } from '../src/modules/auth/sign-in/refresh-tokens.ts';
import { parseScopes } from '../src/modules/user/scopes.ts';
import { seedAdminTwoFactorSetting } from '../src/modules/configuration/index.ts';
import { seedDemo } from '../src/seed.ts';
import { TEST_PASSWORD_HASH_MEMORY_KIB } from '../../scripts/lib/test-password-hashing.ts';

export interface TestDatabase {
  db: Kysely<Database>;
  kind: DialectKind;
  target: DatabaseTarget;
  /** Closes the connections and removes the database. */
  drop(): Promise<void>;
}

async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A new, empty database: not migrated, not seeded. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = inject('postgresAdminUrl');
  if (!adminUrl) {
    const target: DatabaseTarget = { kind: 'sqlite', filename: ':memory:' };
    const db = createDatabase(target);
    return { db, kind: 'sqlite', target, drop: () => db.destroy() };
  }
  const name = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const target: DatabaseTarget = { kind: 'postgres', url: url.toString() };
  const db = createDatabase(target, { poolSize: 4 });
  return {
    db,
    kind: 'postgres',
    target,
    drop: async () => {
      await db.destroy();
      await adminQuery(adminUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}

// One secret for every app of a test file, so two apps on one database accept each other's tokens.
const TEST_JWT_SECRET = randomBytes(32).toString('hex');
const TEST_BFF_KEY = randomBytes(32).toString('hex');
const TEST_TOTP_KEY = randomBytes(32).toString('hex');

export function testConfig(overrides: Partial<Config> = {}): Config {
  const env = {
    LOG_LEVEL: 'silent',
    DEMO: 'false',
    JWT_SECRET: TEST_JWT_SECRET,
    BFF_KEY: TEST_BFF_KEY,
    TOTP_KEY: TEST_TOTP_KEY,
    // The seeded test data has deposit addresses, as in demo mode.
    DEPOSIT_XPUB_BITCOIN: DEMO_DEPOSIT_XPUBS.bitcoin,
    DEPOSIT_XPUB_ETHEREUM: DEMO_DEPOSIT_XPUBS.ethereum,
    DEPOSIT_XPUB_TRON: DEMO_DEPOSIT_XPUBS.tron,
    PASSWORD_HASH_MEMORY_KIB: String(TEST_PASSWORD_HASH_MEMORY_KIB),
    // A code the contract does not declare for its operation fails the test with a 500.
    STRICT_ERROR_CODES: 'true',
  };
  return { ...loadConfig(env), ...overrides };
}

export interface TestApp {
  app: FastifyInstance;
  db: Kysely<Database>;
  kind: DialectKind;
  /** Where the database is, for a second connection pool to it (a second instance). */
  target: DatabaseTarget;
  /** Another app on the same database, with other settings or handlers; the caller closes it. */
  appWith(options: Omit<TestAppOptions, 'seed' | 'adminTwoFactorRequired'>): Promise<FastifyInstance>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Seed the demo accounts (default true). */
  seed?: boolean;
  config?: Partial<Config>;
  handlers?: HandlerMap;
  /** The periodic jobs in place of the platform's. */
  jobs?: AppOptions['jobs'];
  /** Where the app's log goes instead of stdout. */
  logStream?: AppOptions['logStream'];
  /**
   * Keep the migration's admin-two-factor setting (on). Off by default, as the demo seed turns it: the tests'
   * administrators have no 2FA.
   */
  adminTwoFactorRequired?: boolean;
}

/** The headers of a call the BFF forwards for the client at `ip`: the address, and the key that makes it believed. */
export function fromBff(ip: string): Record<string, string> {
  return { 'x-forwarded-for': ip, [BFF_KEY_HEADER]: TEST_BFF_KEY };
}

/** A migrated (and by default seeded) database and an app on it; call close() in afterAll. */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  try {
    await migrateToLatest(database.db, database.kind);
    if (options.seed ?? true)
      await seedDemo(database.db, database.kind, {
        passwordHashMemoryKib: options.config?.passwordHashMemoryKib ?? TEST_PASSWORD_HASH_MEMORY_KIB,
        totpKey: TEST_TOTP_KEY,
      });
    if (!options.adminTwoFactorRequired) await seedAdminTwoFactorSetting(database.db, { required: false }, new Date());
    const appWith = (settings: Omit<TestAppOptions, 'seed' | 'adminTwoFactorRequired'>) =>
      buildApp({
        config: testConfig({ database: database.target, ...settings.config }),
        db: database.db,
        ...(settings.handlers && { handlers: settings.handlers }),
        ...(settings.jobs && { jobs: settings.jobs }),
        ...(settings.logStream && { logStream: settings.logStream }),
      });
    const app = await appWith(options);
    return {
      app,
      db: database.db,
      kind: database.kind,
      target: database.target,
      appWith,
      close: async () => {
        await app.close();
        await database.drop();
      },
    };
  } catch (error) {
    await database.drop();
    throw error;
  }
}

/** The id of a user by username, for arranging rows in a test. */
export async function userId(db: Kysely<Database>, username: string): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('username_lower', '=', username.toLowerCase())
    .executeTakeFirstOrThrow();
  return row.id;
}

/** An `Authorization` header carrying an access token of a new sign-in of `username`, as the BFF would send it. */
export async function bearer(
  app: FastifyInstance,
  db: Kysely<Database>,
  username: string,
): Promise<{ authorization: string }> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'uid', 'scopes'])
    .where('username_lower', '=', username.toLowerCase())
    .executeTakeFirstOrThrow();
  const session = await issueRefreshToken(db, app.config, user.id);
  const token = signAccessToken(app.jwt, app.config, {
    id: user.id,
    uid: user.uid,
    scopes: parseScopes(user.scopes),
    session: session.familyId,
  });
  return { authorization: `Bearer ${token}` };
}

/** Everything an app logs (at the level its settings say), for a test to read. */
export function capturedLog(): { stream: Writable; text: () => string } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk.toString('utf8'));
      done();
    },
  });
  return { stream, text: () => chunks.join('') };
}
