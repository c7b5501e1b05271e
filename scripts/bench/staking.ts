/**
 * The daily staking distribution for 10,000 and 100,000 active stakes (one member each) on SQLite and on
 * PostgreSQL: the time of one day's run of the `staking-rewards` job, and the cost per stake of the larger run
 * over the smaller's (1 when it grows linearly). Every stake must be paid once and the ledger must balance.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { startPostgres } from '../lib/postgres.ts';
import { fixed, type Figure } from './report.ts';

const BENCH = 'Staking distribution';
const SIZES = [10_000, 100_000] as const;
const BUDGET_SECONDS = 30;
const DAY = '2026-06-01';

// The platform is a project of its own for the type checker: its modules are loaded by URL, typed here by
// what this benchmark uses of them.
interface Query {
  execute(): Promise<unknown>;
  executeTakeFirstOrThrow(): Promise<Record<string, unknown>>;
}
interface Db {
  transaction(): { execute<T>(work: (trx: Db) => Promise<T>): Promise<T> };
  insertInto(table: string): { values(rows: object[]): Query };
  selectFrom(table: string): {
    select(selection: (eb: { fn: { countAll(): { as(name: string): unknown } } }) => unknown): {
      where(column: string, op: string, value: unknown): Query;
    };
  };
  destroy(): Promise<void>;
}
interface Platform {
  loadConfig(env: Record<string, string>): { database: unknown };
  createDatabase(target: unknown, options: { poolSize: number }): Db;
  migrateToLatest(db: unknown, kind: string): Promise<unknown>;
  runJob(deps: object, job: unknown): Promise<Map<string, string>>;
  lockMemberAccounts(
    trx: unknown,
    kind: string,
    userId: readonly number[],
    assets: readonly string[],
  ): Promise<ReadonlyMap<string, number>>;
  post(
    trx: unknown,
    kind: string,
    entryKind: string,
    at: string,
    postings: readonly object[],
    known?: ReadonlyMap<string, number>,
  ): Promise<number>;
  stakingRewardsJob: unknown;
  checkLedger(db: unknown): Promise<Map<string, { postingsSum: bigint; negativeBalances: number }>>;
  unbalancedEntries(db: unknown): Promise<number>;
}

async function loadPlatform(): Promise<Platform> {
  const load = (path: string) => import(new URL(`../../platform/src/${path}`, import.meta.url).href);
  const modules = await Promise.all(
    [
      'config.ts',
      'db/connect.ts',
      'db/migrate.ts',
      'core/jobs/job.ts',
      'modules/staking/rewards.ts',
      'core/ledger/ledger.ts',
      'core/ledger/posting.ts',
    ].map(load),
  );
  return Object.assign({}, ...modules) as Platform;
}

interface Run {
  stakes: number;
  seconds: number;
  paid: number;
  balanced: boolean;
}

/**
 * `count` members, each with one active USDT stake of 1,000 running on DAY, its principal in the member's locked
 * account as a subscription leaves it (rows written in bulk).
 */
async function arrange(platform: Platform, db: Db, kind: string, count: number): Promise<void> {
  const at = new Date(`${DAY}T00:00:00.000Z`).toISOString();
  for (let first = 0; first < count; first += 1000) {
    const ids = Array.from({ length: Math.min(1000, count - first) }, (_, index) => first + index + 1);
    await db
      .insertInto('users')
      .values(
        ids.map((id) => ({
          id,
          uid: `KNT-${100000 + id}`,
          username: `bench-${id}`,
          username_lower: `bench-${id}`,
          email: `bench-${id}@example.com`,
          email_lower: `bench-${id}@example.com`,
          first_name: 'Bench',
          last_name: 'Member',
          scopes: '["member"]',
          photo: null,
          parrain_id: null,
          kyc: 'verified',
          tel: null,
          country: 'FR',
          created_at: at,
          cap_cents: 0,
          cag_cents: 0,
          is_active: 1,
          password_hash: 'not used',
          transaction_password_hash: null,
          totp_secret: null,
        })),
      )
      .execute();
    await db
      .insertInto('stakes')
      .values(
        ids.map((id) => ({
          user_id: id,
          product_id: 4,
          asset: 'USDT',
          principal: 1_000_000_000n,
          target_rate: '4.00',
          duration_days: 90,
          status: 'active',
          start_day: DAY,
          maturity_day: '2026-08-30',
          created_at: at,
        })),
      )
      .execute();
    await db.transaction().execute(async (trx) => {
      const accounts = await platform.lockMemberAccounts(trx, kind, ids, ['USDT']);
      await platform.post(
        trx,
        kind,
        'stake',
        at,
        [
          { kind: 'world', asset: 'USDT', amount: -1_000_000_000n * BigInt(ids.length) },
          ...ids.map((id) => ({ kind: 'locked', asset: 'USDT', userId: id, amount: 1_000_000_000n })),
        ],
        accounts,
      );
    });
  }
}

async function distributionRun(
  platform: Platform,
  databaseUrl: string,
  kind: 'sqlite' | 'postgres',
  count: number,
): Promise<Run> {
  const config = platform.loadConfig({ LOG_LEVEL: 'silent', DEMO: 'false', DATABASE_URL: databaseUrl });
  const db = platform.createDatabase(config.database, { poolSize: 4 });
  try {
    await platform.migrateToLatest(db, kind);
    await arrange(platform, db, kind, count);
    // Statistics as autovacuum keeps them on a live database: a bulk load leaves the planner none.
    if (kind === 'postgres') await sql`analyze`.execute(db as never);
    const now = () => new Date(`2026-06-02T00:05:00.000Z`);
    const started = performance.now();
    await platform.runJob({ db, kind, now }, platform.stakingRewardsJob);
    const seconds = (performance.now() - started) / 1000;
    const paid = await db
      .selectFrom('job_items')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('period', '=', DAY)
      .executeTakeFirstOrThrow();
    const checks = [...(await platform.checkLedger(db)).values()];
    const balanced =
      checks.every((check) => check.postingsSum === 0n && check.negativeBalances === 0) &&
      (await platform.unbalancedEntries(db)) === 0;
    return { stakes: count, seconds, paid: Number(paid.count), balanced };
  } finally {
    await db.destroy();
  }
}

function figures(label: string, small: Run, large: Run): Figure[] {
  const ratio = large.seconds / large.stakes / (small.seconds / small.stakes);
  const allPaid = small.paid === small.stakes && large.paid === large.stakes && small.balanced && large.balanced;
  return [
    { bench: BENCH, name: `${label} 10,000 stakes (s)`, value: fixed(small.seconds, 1) },
    {
      bench: BENCH,
      name: `${label} 100,000 stakes (s)`,
      value: fixed(large.seconds, 1),
      budget: `<= ${BUDGET_SECONDS}`,
      over: large.seconds > BUDGET_SECONDS,
    },
    // Above 1 the cost per stake grows with the count; a little noise aside, it must not.
    {
      bench: BENCH,
      name: `${label} per-stake cost 100k/10k`,
      value: fixed(ratio),
      budget: '<= 1.2',
      over: ratio > 1.2,
    },
    {
      bench: BENCH,
      name: `${label} each stake paid once, ledger balanced`,
      value: allPaid ? 'yes' : 'NO',
      budget: 'yes',
      over: !allPaid,
    },
  ];
}

async function sizes(run: (count: number) => Promise<Run>): Promise<[Run, Run]> {
  const small = await run(SIZES[0]);
  const large = await run(SIZES[1]);
  return [small, large];
}

export async function stakingDistribution(): Promise<Figure[]> {
  const platform = await loadPlatform();
  const folder = mkdtempSync(join(tmpdir(), 'bench-staking-'));
  let sqlite: [Run, Run];
  try {
    sqlite = await sizes((count) =>
      distributionRun(platform, join(folder, `platform-${count}.sqlite`), 'sqlite', count),
    );
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  // A server per size, so the larger run starts on a database as fresh as the smaller's.
  const postgres = await sizes(async (count) => {
    const server = await startPostgres({ database: `bench_staking_${count}` });
    try {
      return await distributionRun(platform, server.url, 'postgres', count);
    } finally {
      await server.stop();
    }
  });
  return [...figures('SQLite', ...sqlite), ...figures('PostgreSQL', ...postgres)];
}

// `node scripts/bench/staking.ts` runs this benchmark alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { formatTable } = await import('./report.ts');
  console.log(formatTable(await stakingDistribution()));
}
