/**
 * Swap executions per second on SQLite and on PostgreSQL: the platform app in process (Fastify's inject, so
 * the figure is the ledger's and the database's, not the network's), N members each quoting and executing
 * swaps back and forth for a fixed time. At the end the ledger check must pass: every asset's postings sum
 * to zero and no member account is negative; an unbalanced ledger fails the benchmark.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPostgres } from '../lib/postgres.ts';
import { fixed, type Figure } from './report.ts';

const MEMBERS = 8;
const DURATION_MS = 5_000;
const BENCH = 'Swap';

// The platform is a project of its own for the type checker: its modules are loaded by URL, typed here by
// what this benchmark uses of them.
interface Inject {
  inject(request: { method: string; url: string; headers?: Record<string, string>; payload?: object }): Promise<{
    statusCode: number;
    body: string;
    json(): Record<string, unknown>;
  }>;
  close(): Promise<void>;
  jwt: unknown;
  config: unknown;
}
interface Platform {
  loadConfig(env: Record<string, string>): Record<string, unknown>;
  createDatabase(target: unknown, options: { poolSize: number }): { destroy(): Promise<void> };
  migrateToLatest(db: unknown, kind: string): Promise<unknown>;
  buildApp(options: { config: unknown; db: unknown }): Promise<Inject>;
  insertUser(db: unknown, user: object): Promise<{ id: number; uid: string; username: string }>;
  signAccessToken(
    jwt: unknown,
    config: unknown,
    subject: { id: number; uid: string; scopes: string[]; session: string },
  ): string;
  issueRefreshToken(db: unknown, config: unknown, userId: number): Promise<{ familyId: string }>;
  checkLedger(db: unknown): Promise<Map<string, { postingsSum: bigint; negativeBalances: number }>>;
  unbalancedEntries(db: unknown): Promise<number>;
}

async function loadPlatform(): Promise<Platform> {
  const load = (path: string) => import(new URL(`../../platform/src/${path}`, import.meta.url).href);
  const [config, connect, migrate, app, users, tokens, refreshTokens, ledger] = await Promise.all([
    load('config.ts'),
    load('db/connect.ts'),
    load('db/migrate.ts'),
    load('app.ts'),
    load('modules/user/repository.ts'),
    load('modules/auth/sign-in/access-tokens.ts'),
    load('modules/auth/sign-in/refresh-tokens.ts'),
    load('core/ledger/ledger.ts'),
  ]);
  return { ...config, ...connect, ...migrate, ...app, ...users, ...tokens, ...refreshTokens, ...ledger } as Platform;
}

interface Run {
  swaps: number;
  refused: number;
  seconds: number;
  balanced: boolean;
}

async function member(platform: Platform, db: unknown, admin: boolean) {
  const username = `bench-${randomUUID().slice(0, 8)}`;
  return platform.insertUser(db, {
    username,
    email: `${username}@example.com`,
    first_name: 'Bench',
    last_name: 'Member',
    scopes: JSON.stringify(admin ? ['member', 'admin'] : ['member']),
    photo: null,
    parrain_id: null,
    kyc: 'verified',
    tel: null,
    country: 'FR',
    created_at: new Date().toISOString(),
    cap_cents: 0,
    cag_cents: 0,
    is_active: 1,
    password_hash: 'not used',
    transaction_password_hash: null,
    totp_secret: null,
  });
}

async function swapRun(platform: Platform, databaseUrl: string, kind: 'sqlite' | 'postgres'): Promise<Run> {
  const config = platform.loadConfig({ LOG_LEVEL: 'silent', DEMO: 'false', DATABASE_URL: databaseUrl });
  const db = platform.createDatabase(config.database, { poolSize: 10 });
  let app: Inject | undefined;
  try {
    await platform.migrateToLatest(db, kind);
    app = await platform.buildApp({ config, db });
    // An access token names its sign-in: each member gets one, as a real sign-in would.
    const bearer = async (user: { id: number; uid: string }, scopes: string[]) => {
      const { familyId } = await platform.issueRefreshToken(db, config, user.id);
      const token = platform.signAccessToken(app!.jwt, app!.config, { ...user, scopes, session: familyId });
      return { authorization: `Bearer ${token}` };
    };
    const admin = await bearer(await member(platform, db, true), ['member', 'admin']);
    const members = await Promise.all(
      Array.from({ length: MEMBERS }, async () => {
        const user = await member(platform, db, false);
        const res = await app!.inject({
          method: 'POST',
          url: '/admin/deposits',
          headers: { ...admin, 'idempotency-key': randomUUID() },
          payload: {
            username: user.username,
            asset: 'USDT',
            // Under the second-approval threshold, so one admin's deposit credits at once.
            amount: '90000',
            tx_hash: randomUUID().replace(/-/g, '').repeat(2),
            confirmations: 1000,
          },
        });
        if (res.statusCode !== 201) throw new Error(`funding answered ${res.statusCode}: ${res.body}`);
        return await bearer(user, ['member']);
      }),
    );
    let swaps = 0;
    let refused = 0;
    const started = Date.now();
    const end = started + DURATION_MS;
    await Promise.all(
      members.map(async (headers) => {
        // Back and forth, so each member always has what the next swap gives.
        for (let toKnt = true; Date.now() < end; toKnt = !toKnt) {
          const quote = await app!.inject({
            method: 'POST',
            url: '/wallets/swap-quotes',
            headers,
            payload: toKnt ? { from: 'USDT', to: 'KNT', amount: '100' } : { from: 'KNT', to: 'USDT', amount: '150' },
          });
          if (quote.statusCode !== 201) throw new Error(`quote answered ${quote.statusCode}: ${quote.body}`);
          const swap = await app!.inject({
            method: 'POST',
            url: '/wallets/swaps',
            headers: { ...headers, 'idempotency-key': randomUUID() },
            payload: { quote_id: quote.json().id as string },
          });
          if (swap.statusCode === 201) swaps += 1;
          else refused += 1;
        }
      }),
    );
    const seconds = (Date.now() - started) / 1000;
    const checks = [...(await platform.checkLedger(db)).values()];
    const balanced =
      checks.every((check) => check.postingsSum === 0n && check.negativeBalances === 0) &&
      (await platform.unbalancedEntries(db)) === 0;
    return { swaps, refused, seconds, balanced };
  } finally {
    await app?.close();
    await db.destroy();
  }
}

function figures(label: string, run: Run): Figure[] {
  return [
    { bench: BENCH, name: `${label} swaps/s (${MEMBERS} members)`, value: fixed(run.swaps / run.seconds, 0) },
    { bench: BENCH, name: `${label} refused swaps`, value: String(run.refused), budget: '0', over: run.refused > 0 },
    {
      bench: BENCH,
      name: `${label} ledger balanced`,
      value: run.balanced ? 'yes' : 'NO',
      budget: 'yes',
      over: !run.balanced,
    },
  ];
}

export async function swapThroughput(): Promise<Figure[]> {
  const platform = await loadPlatform();
  const folder = mkdtempSync(join(tmpdir(), 'bench-swap-'));
  let sqlite: Run;
  try {
    sqlite = await swapRun(platform, join(folder, 'platform.sqlite'), 'sqlite');
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  const server = await startPostgres({ database: 'bench_swap' });
  let postgres: Run;
  try {
    postgres = await swapRun(platform, server.url, 'postgres');
  } finally {
    await server.stop();
  }
  const results = [...figures('SQLite', sqlite), ...figures('PostgreSQL', postgres)];
  if (!sqlite.balanced || !postgres.balanced)
    throw new Error(`The ledger does not balance after the swap benchmark:\n${JSON.stringify(results, null, 2)}`);
  return results;
}

// `node scripts/bench/swap.ts` runs this benchmark alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { formatTable } = await import('./report.ts');
  console.log(formatTable(await swapThroughput()));
}
