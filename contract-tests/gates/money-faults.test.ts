/**
 * The platform killed with SIGKILL in the middle of a stream of money movements, on SQLite and on PostgreSQL,
 * on servers of this file's own (a platform on a SQLite file in a temporary folder, or on a database of a
 * PostgreSQL server started here; the BFF in front of it):
 *   - concurrently, demo-admin records deposits (some short of their confirmations, then reported again),
 *     demo-member and demo-admin (a member too) swap and request withdrawals, and demo-admin approves or
 *     rejects the requests, every money-moving call with an Idempotency-Key of its own;
 *   - the platform is killed once a number of movements has been acknowledged, at least a few of each kind,
 *     with a withdrawal under way (checking its transaction password, past its claim), then restarted on the
 *     same database; should that kill have cut no movement between its claim and its commit, the movements
 *     resume and it is killed again, three times at most;
 *   - every movement is sent again with its key: an acknowledged one replays its answer; an unacknowledged
 *     one gets a final answer (its first run's, or a run of its own once the dead claim is stale: the platform
 *     is restarted a second time, with claims stale at once, for that), and a second retry replays that answer;
 *   - the books then match the answers exactly: every movement that answered 2xx is there, nothing else
 *     moved, no withdrawal or deposit is half applied, each member's wallets are the sum of their listed
 *     transactions, and getAccounting balances;
 *   - and the run proved something: each kind of movement completed a few times, and the kill cut at least
 *     one movement between its claim and its commit (its first retry found the claim still running).
 * The choices (which movement, which amount, approve or reject) come from a PRNG seeded by
 * GATES_MONEY_FAULTS_SEED (a number, or `random`; a fixed one by default), printed with the command that
 * replays it. Each worker draws from its own stream, so a seed replays the same choices; the moment of the
 * kill among the concurrent calls still varies from run to run.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBff, startPlatform, type Service } from '../../scripts/lib/processes.ts';
import { closeAgents, type HttpAnswer } from '../lib/http-client.ts';
import { expectLedgerBalanced, signIn, type BffCall, type BrowserClient } from './support.ts';

// The fields of the contract's schemas this test reads (openapi.yaml: Transaction, Withdrawal, Deposit, Wallet).
interface Transaction {
  id: string;
  reference: string;
  type: string;
  direction: 'in' | 'out';
  asset: string;
  amount: string;
  fee: string;
  counter_asset: string | null;
  counter_amount: string | null;
  status: string;
  tx_hash: string | null;
}
interface Withdrawal {
  id: string;
  reference: string;
  status: string;
  tx_hash: string | null;
}
interface Deposit {
  reference: string;
  status: string;
}
interface DepositReport {
  username: string;
  asset: string;
  amount: string;
  tx_hash: string;
  confirmations: number;
}
interface Wallet {
  asset: string;
  decimals: number;
  balance: string;
  held: string;
  locked: string;
  available: string;
}

// Movements acknowledged before the kill: enough that every kind has run, few enough to stay quick.
const ACKNOWLEDGED_BEFORE_KILL = 36;
// When a kill cut no movement mid-claim, workers run again on the restarted platform and it is killed anew.
const KILL_ROUNDS = 3;
const ACKNOWLEDGED_IN_LATER_ROUNDS = 8;
// Each kind acknowledged at least this often before the kill; past the deadline the platform is killed anyway
// and the run fails on the kinds that fell short (an operation that never succeeds, say).
const MIN_EACH_KIND = 2;
const KILL_DEADLINE_MS = 30_000;
const MEMBER_WORKERS_EACH = 3;
const ADMIN_WORKERS = 2;
// A claim taken before the kill stays "running" until the platform deems it stale; until then a retry answers
// 409 IDEMPOTENCY_IN_PROGRESS. The platform first comes back with claims that never go stale, so the first
// retries tell which movements the kill cut mid-claim however long the restart took; then once more with
// claims stale at once, so the next retries take them over without a wait. Past the deadline, a retry still
// in progress fails the test.
const NEVER_STALE_SECONDS = 3_600;
const STALE_AT_ONCE_SECONDS = 1;
const RETRY_DEADLINE_MS = 40_000;
const WITHDRAWAL_HASH_MEMORY_KIB = 16_384;
// The kill waits for a withdrawal this long under way: past its claim, most likely checking the password.
const CLAIMED_AFTER_MS = 40;
const RETRY_PAUSE_MS = 1_000;
// A valid Tron address nobody owns (the secp256k1 generator point's), as the demo seed uses.
const DESTINATION = 'TMVQGm1qAQYVdetCeGRRkTWYYrLXuHK2HC';

const SEED =
  process.env.GATES_MONEY_FAULTS_SEED === 'random'
    ? Math.floor(Math.random() * 2 ** 31)
    : Number(process.env.GATES_MONEY_FAULTS_SEED || 20_260_101);
if (!Number.isSafeInteger(SEED))
  throw new Error(`GATES_MONEY_FAULTS_SEED is a number or "random", not ${process.env.GATES_MONEY_FAULTS_SEED}`);
console.log(
  `money faults: seed ${SEED} (replay: GATES_MONEY_FAULTS_SEED=${SEED} CONTRACT_SUITES=gates ` +
    'npx vitest run --config contract-tests/vitest.config.ts gates/money-faults.test.ts)',
);

/** mulberry32: a small seeded PRNG, uniform in [0, 1). */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

const KINDS = ['deposit', 'confirm', 'swap', 'withdrawal', 'approve', 'reject'] as const;
type Kind = (typeof KINDS)[number];

interface Movement {
  kind: Kind;
  actor: BrowserClient;
  /** The call, Idempotency-Key included: a retry sends exactly this again. */
  call: BffCall;
  sentAt?: number;
  /** Status 0 when no answer came at all. */
  first?: HttpAnswer;
  final?: HttpAnswer;
  /** For a decision: the withdrawal it decides. */
  withdrawalId?: string;
}

const ok = (answer: HttpAnswer | undefined): boolean =>
  answer !== undefined && answer.status >= 200 && answer.status < 300;

function json<T>(answer: HttpAnswer): T {
  return JSON.parse(answer.text) as T;
}

function codeOf(answer: HttpAnswer): string | undefined {
  try {
    return (JSON.parse(answer.text) as { code?: string }).code;
  } catch {
    return undefined;
  }
}

/** A decimal string as an integer in the asset's smallest unit. */
function units(decimal: string, decimals: number): bigint {
  const [whole, fraction = ''] = decimal.replace(/^-/, '').split('.');
  const value = BigInt(whole! + fraction.padEnd(decimals, '0').slice(0, decimals));
  return decimal.startsWith('-') ? -value : value;
}

// Keys and hashes only need to be unique: they stay random, the choices come from the seeded streams.
const hash = (): string => randomBytes(32).toString('hex');
const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const amountBetween = (random: () => number, min: number, max: number): string =>
  (min + random() * (max - min)).toFixed(2);

function moneyCall(path: string, body: unknown): BffCall {
  return { method: 'POST', path, body: JSON.stringify(body), headers: { 'idempotency-key': randomUUID() } };
}

const NO_ANSWER: HttpAnswer = { status: 0, headers: {}, setCookies: [], text: '' };

async function send(actor: BrowserClient, call: BffCall): Promise<HttpAnswer> {
  return actor.call(call).catch(() => NO_ANSWER);
}

/** Every page of a list operation. */
async function listAll<T>(actor: BrowserClient, path: string): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page += 1) {
    const separator = path.includes('?') ? '&' : '?';
    const answer = await actor.call({ method: 'GET', path: `${path}${separator}page=${page}&pageSize=100` });
    expect(answer.status, `GET ${path} page ${page}: ${answer.text}`).toBe(200);
    const body = json<{ items: T[]; total: number }>(answer);
    items.push(...body.items);
    if (items.length >= body.total || body.items.length === 0) return items;
  }
}

interface Database {
  name: string;
  /** The platform's DATABASE_URL, known once the database is up. */
  start: (dataDir: string) => Promise<string>;
  stop: () => Promise<void>;
}

interface PostgresServer {
  url: string;
  stop(): Promise<void>;
}
type StartPostgres = (options?: { database?: string }) => Promise<PostgresServer>;

// Loaded by URL, as platform/test/global-setup.ts does: this project's type check does not list that file.
async function startPostgres(database: string): Promise<PostgresServer> {
  const moduleUrl = new URL('../../scripts/lib/postgres.ts', import.meta.url).href;
  const { startPostgres: start } = (await import(moduleUrl)) as { startPostgres: StartPostgres };
  return start({ database });
}

let postgres: PostgresServer | undefined;
const DATABASES: Database[] = [
  { name: 'SQLite', start: async (dataDir) => join(dataDir, 'platform.sqlite'), stop: async () => undefined },
  {
    name: 'PostgreSQL',
    start: async () => {
      postgres = await startPostgres('gates_money_faults');
      return postgres.url;
    },
    stop: async () => postgres?.stop(),
  },
];

for (const [databaseIndex, database] of DATABASES.entries()) {
  describe(`SIGKILL in the middle of money movements on ${database.name}`, () => {
    // Made in beforeAll, which afterAll undoes: a run that skips these tests leaves nothing behind.
    let dataDir: string;
    const platformEnv: Record<string, string> = {
      LOG_LEVEL: 'warn',
      IDEMPOTENCY_STALE_SECONDS: String(NEVER_STALE_SECONDS),
      // The transaction password hashed at a real cost (the suites' 4 MiB takes no time): a withdrawal then
      // spends tens of milliseconds checking it between its claim and its commit, where the kill is aimed.
      PASSWORD_HASH_MEMORY_KIB: String(WITHDRAWAL_HASH_MEMORY_KIB),
    };
    const services: Service[] = [];
    let databaseUrl: string;
    let platform: Service;
    let bff: Service;

    beforeAll(async () => {
      dataDir = mkdtempSync(join(tmpdir(), 'gates-money-faults-'));
      platformEnv.MAIL_OUTBOX_DIR = join(dataDir, 'outbox');
      databaseUrl = await database.start(dataDir);
      platform = await startPlatform({ databaseUrl, env: platformEnv });
      services.push(platform);
      bff = await startBff({ platformUrl: platform.url, env: { NODE_ENV: 'test', LOG_LEVEL: 'fatal' } });
      services.push(bff);
    });

    afterAll(async () => {
      closeAgents();
      for (const service of services.reverse()) await service.stop();
      await database.stop();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('keeps every acknowledged movement, applies each retried one at most once, and leaves the books balanced', async () => {
      const { client: member } = await signIn(bff.url, 'member');
      const { client: admin } = await signIn(bff.url, 'admin');
      const members = [
        { client: member, username: 'demo-member' },
        { client: admin, username: 'demo-admin' },
      ];
      const before = new Map<string, Set<string>>();
      for (const { client, username } of members)
        before.set(username, new Set((await listAll<Transaction>(client, '/transactions')).map((t) => t.id)));

      const movements: Movement[] = [];
      // demo-member's requests, which demo-admin decides; demo-admin's own, which it may not (422 OWN_ACCOUNT).
      const pendingWithdrawals: string[] = [];
      const ownWithdrawals: string[] = [];
      const pendingDeposits: DepositReport[] = [];
      let acknowledged = 0;
      let stop = false;

      const run = async (movement: Movement): Promise<HttpAnswer> => {
        movements.push(movement);
        movement.sentAt = Date.now();
        movement.first = await send(movement.actor, movement.call);
        if (ok(movement.first)) acknowledged += 1;
        return movement.first;
      };
      const acknowledgedOf = (kind: Kind) => movements.filter((m) => m.kind === kind && ok(m.first)).length;
      // A kind still short of its minimum goes first, so that the kill comes soon after every kind has run.
      const short = (kind: Kind) => acknowledgedOf(kind) < MIN_EACH_KIND;

      const memberWorker = async (actor: BrowserClient, random: () => number): Promise<void> => {
        while (!stop) {
          // While decisions are short, more requests for demo-admin to decide.
          const deciding = short('approve') || short('reject');
          if (random() < (deciding && actor === member ? 0.3 : 0.6)) {
            const [from, to] = pick(random, [
              ['USDT', 'KNT'],
              ['KNT', 'USDT'],
            ] as const);
            // The quote moves no money: it is not a movement, only what the swap executes.
            const quote = await send(actor, {
              method: 'POST',
              path: '/wallets/swap-quotes',
              body: JSON.stringify({ from, to, amount: amountBetween(random, 10, 30) }),
            });
            if (!ok(quote)) continue;
            await run({
              kind: 'swap',
              actor,
              call: moneyCall('/wallets/swaps', { quote_id: json<{ id: string }>(quote).id }),
            });
          } else {
            const answer = await run({
              kind: 'withdrawal',
              actor,
              call: moneyCall('/wallets/withdrawals', {
                asset: 'USDT',
                address: DESTINATION,
                amount: amountBetween(random, 20, 40),
                transaction_password: 'Demo-Tx-1',
              }),
            });
            if (ok(answer)) (actor === admin ? ownWithdrawals : pendingWithdrawals).push(json<Withdrawal>(answer).id);
          }
        }
      };

      const adminWorker = async (random: () => number): Promise<void> => {
        while (!stop) {
          // A kind still short of its minimum first, else the usual mix: decisions, confirmations, deposits.
          const shortKinds = (['approve', 'reject', 'confirm', 'deposit'] as const).filter(short);
          const focus = shortKinds.length > 0 ? pick(random, shortKinds) : undefined;
          const deciding = focus === 'approve' || focus === 'reject' || (focus === undefined && random() < 0.5);
          // Now and then a refusal, which a retry must replay as such; mostly decisions that move money.
          const withdrawalId = deciding
            ? (random() < 0.15 && ownWithdrawals.shift()) || pendingWithdrawals.shift()
            : undefined;
          if (withdrawalId !== undefined) {
            const approve = focus === 'approve' || (focus !== 'reject' && random() < 0.6);
            await run({
              kind: approve ? 'approve' : 'reject',
              actor: admin,
              withdrawalId,
              call: moneyCall(
                `/admin/withdrawals/${withdrawalId}/${approve ? 'approve' : 'reject'}`,
                approve ? { tx_hash: hash() } : { reason: 'The destination could not be verified.' },
              ),
            });
            continue;
          }
          const waiting =
            focus === 'confirm' || (focus === undefined && random() < 0.5) ? pendingDeposits.shift() : undefined;
          if (waiting) {
            await run({
              kind: 'confirm',
              actor: admin,
              call: moneyCall('/admin/deposits', { ...waiting, confirmations: 15 }),
            });
            continue;
          }
          const report: DepositReport = {
            username: pick(random, members).username,
            asset: 'USDT',
            amount: amountBetween(random, 50, 200),
            tx_hash: hash(),
            // The seeded configuration credits USDT at 12 confirmations: some wait for a second report.
            confirmations: focus === 'confirm' || random() < 0.3 ? 3 : 20,
          };
          const answer = await run({ kind: 'deposit', actor: admin, call: moneyCall('/admin/deposits', report) });
          if (ok(answer) && json<Deposit>(answer).status === 'pending') pendingDeposits.push(report);
        }
      };

      // One stream per worker (and per database), each from the seed: the same seed makes the same choices.
      let streams = 0;
      const stream = () => seeded(SEED + 1_000 * databaseIndex + streams++);
      const withdrawalUnderWay = () =>
        movements.some(
          (m) => m.kind === 'withdrawal' && m.first === undefined && Date.now() - m.sentAt! >= CLAIMED_AFTER_MS,
        );
      const restart = async (staleSeconds: number) => {
        services.splice(services.indexOf(platform), 1);
        await platform.stop();
        platform = await startPlatform({
          port: platform.port,
          databaseUrl,
          env: { ...platformEnv, IDEMPOTENCY_STALE_SECONDS: String(staleSeconds) },
        });
        services.push(platform);
      };
      const retry = async (pending: Movement[]): Promise<Movement[]> => {
        const inProgress: Movement[] = [];
        for (const movement of pending) {
          const answer = await movement.actor.call(movement.call);
          if (answer.status === 409 && codeOf(answer) === 'IDEMPOTENCY_IN_PROGRESS') inProgress.push(movement);
          else movement.final = answer;
        }
        return inProgress;
      };

      // A kill lands between a claim and its commit most of the time, not always: until one has, another round.
      const startedAt = Date.now();
      let killedAfter = 0;
      let restartedIn = 0;
      let rounds = 0;
      let outstanding: Movement[] = [];
      while (rounds < KILL_ROUNDS && outstanding.length === 0) {
        rounds += 1;
        const roundFrom = Date.now();
        const acknowledgedBefore = acknowledged;
        stop = false;
        const workers = [
          ...members.flatMap(({ client }) =>
            Array.from({ length: MEMBER_WORKERS_EACH }, () => memberWorker(client, stream())),
          ),
          ...Array.from({ length: ADMIN_WORKERS }, () => adminWorker(stream())),
        ];
        const wanted = rounds === 1 ? ACKNOWLEDGED_BEFORE_KILL : ACKNOWLEDGED_IN_LATER_ROUNDS;
        while (
          (acknowledged - acknowledgedBefore < wanted ||
            KINDS.some((kind) => acknowledgedOf(kind) < MIN_EACH_KIND) ||
            !withdrawalUnderWay()) &&
          Date.now() - roundFrom < KILL_DEADLINE_MS
        )
          await new Promise((resolve) => setTimeout(resolve, 5));
        const exited = new Promise<void>((resolve) => platform.child.once('exit', () => resolve()));
        process.kill(-platform.child.pid!, 'SIGKILL');
        await exited;
        if (rounds === 1) killedAfter = Date.now() - startedAt;
        stop = true;
        await Promise.all(workers);

        // The kill's own mark: no answer, or the BFF's 502 for a platform it cannot reach. A platform 500 (a
        // deadlock, say) reaches the BFF as 502 CONTRACT_VIOLATION: that is a failure, not the kill.
        const cutShort = (m: Movement) =>
          m.first!.status === 0 || (m.first!.status === 502 && m.first!.text.includes('UPSTREAM_UNAVAILABLE'));
        const failed = movements.filter((m) => m.first!.status >= 500 && !cutShort(m));
        expect(
          failed.map((m) => `${m.kind} ${m.call.path}: ${m.first!.status} ${m.first!.text}`),
          'movements that failed before the kill',
        ).toEqual([]);
        expect(
          movements.some((m) => m.final === undefined && cutShort(m)),
          'the kill cut no movement short: nothing to check',
        ).toBe(true);

        // This round's movements' first retry, the acknowledged ones included; a claim the kill left running
        // answers 409.
        const restartedFrom = Date.now();
        await restart(NEVER_STALE_SECONDS);
        if (rounds === 1) restartedIn = Date.now() - restartedFrom;
        outstanding = await retry(movements.filter((m) => m.final === undefined));
      }
      const claimedWhenKilled = outstanding.length;
      const unanswered = movements.filter((m) => !ok(m.first));
      expect(
        outstanding.filter((m) => ok(m.first)).map((m) => m.call.path),
        'acknowledged movements whose claim is still running',
      ).toEqual([]);

      // Each must reach a final answer once the dead claims may be taken over.
      await restart(STALE_AT_ONCE_SECONDS);
      const retriedFrom = Date.now();
      while (outstanding.length > 0) {
        await new Promise((resolve) => setTimeout(resolve, RETRY_PAUSE_MS));
        outstanding = await retry(outstanding);
        expect(
          Date.now() - retriedFrom,
          `${outstanding.length} retried movement(s) still in progress: ${outstanding.map((m) => m.call.path).join(', ')}`,
        ).toBeLessThan(RETRY_DEADLINE_MS);
      }

      for (const movement of movements) {
        const final = movement.final!;
        const first = movement.first!;
        const where = `${movement.kind} ${movement.call.path} (first: ${first.status || 'no answer'}): ${final.text}`;
        expect(final.status, where).toBeLessThan(500);
        if (ok(first)) {
          expect(final.status, `an acknowledged ${where}`).toBe(first.status);
          expect(json(final), `an acknowledged ${where}`).toEqual(json(first));
        } else if (first.status !== 0 && first.status < 500) {
          expect(final.status, where).toBe(first.status);
          expect(codeOf(final), where).toBe(codeOf(first));
        }
        const again = await movement.actor.call(movement.call);
        expect(again.status, `the second retry of ${where}`).toBe(final.status);
        expect(json(again), `the second retry of ${where}`).toEqual(json(final));
      }

      // What the books hold must be exactly what the answers say.
      const done = movements.filter((m) => ok(m.final));
      const transactions = new Map<string, Transaction>();
      for (const { client, username } of members)
        for (const transaction of await listAll<Transaction>(client, '/transactions'))
          if (!before.get(username)!.has(transaction.id)) transactions.set(transaction.id, transaction);
      const byReference = new Map([...transactions.values()].map((t) => [t.reference, t]));
      const claimed = new Set<string>();
      const withdrawals = new Map((await listAll<Withdrawal>(admin, '/admin/withdrawals')).map((w) => [w.id, w]));
      const deposits = new Map((await listAll<Deposit>(admin, '/admin/deposits')).map((d) => [d.reference, d]));
      for (const movement of done) {
        const body = json<Record<string, unknown>>(movement.final!);
        const where = `${movement.kind} ${movement.call.path}: ${movement.final!.text}`;
        if (movement.kind === 'swap') {
          const swap = transactions.get(body.id as string);
          expect(swap, `the swap of ${where} is not in the transactions`).toEqual(body);
          claimed.add(swap!.id);
        } else if (movement.kind === 'withdrawal' || movement.kind === 'deposit' || movement.kind === 'confirm') {
          const transaction = byReference.get(body.reference as string);
          expect(transaction, `the transaction of ${where} is not listed`).toBeDefined();
          claimed.add(transaction!.id);
        } else {
          const withdrawal = withdrawals.get(movement.withdrawalId!)!;
          expect(withdrawal.status, where).toBe(movement.kind === 'approve' ? 'sent' : 'rejected');
          expect(withdrawal.tx_hash, where).toBe(
            movement.kind === 'approve' ? JSON.parse(String(movement.call.body)).tx_hash : null,
          );
        }
      }
      const unclaimed = [...transactions.values()].filter((t) => !claimed.has(t.id));
      expect(
        unclaimed,
        'transactions that no answered movement accounts for (moved twice, or moved unanswered)',
      ).toEqual([]);

      // No half-applied step: each request's and deposit's state agrees with its transaction's.
      for (const withdrawal of withdrawals.values()) {
        const transaction = byReference.get(withdrawal.reference);
        if (!transaction) continue;
        const expected = { sent: 'completed', rejected: 'rejected' }[withdrawal.status as string] ?? 'pending';
        expect(transaction.status, `${withdrawal.reference} is ${withdrawal.status}`).toBe(expected);
        expect(transaction.tx_hash, withdrawal.reference).toBe(withdrawal.tx_hash);
      }
      for (const transaction of transactions.values()) {
        if (transaction.type !== 'deposit') continue;
        const deposit = deposits.get(transaction.reference);
        expect(deposit, `${transaction.reference} has no deposit`).toBeDefined();
        expect(transaction.status, `${transaction.reference} is ${deposit!.status}`).toBe(
          deposit!.status === 'credited' ? 'completed' : 'pending',
        );
      }

      // Each member's wallets are the sum of their transactions as listed.
      for (const { client, username } of members) {
        const wallets = json<{ items: Wallet[] }>(await client.call({ method: 'GET', path: '/wallets' })).items;
        const decimals = new Map(wallets.map((w) => [w.asset, w.decimals]));
        const balance = new Map<string, bigint>();
        const held = new Map<string, bigint>();
        const locked = new Map<string, bigint>();
        const add = (into: Map<string, bigint>, asset: string, amount: string, sign: bigint) => {
          expect(decimals.has(asset), `${username} has no ${asset} wallet`).toBe(true);
          into.set(asset, (into.get(asset) ?? 0n) + sign * units(amount, decimals.get(asset)!));
        };
        for (const t of await listAll<Transaction>(client, '/transactions')) {
          if (t.type === 'deposit') {
            if (t.status === 'completed') add(balance, t.asset, t.amount, 1n);
          } else if (t.type === 'swap') {
            add(balance, t.asset, t.amount, -1n);
            add(balance, t.counter_asset!, t.counter_amount!, 1n);
          } else if (t.type === 'withdrawal') {
            // A request moves its amount and fee from available to held; sending it takes them out of the balance.
            if (t.status === 'rejected') continue;
            const into = t.status === 'pending' ? held : balance;
            const sign = t.status === 'pending' ? 1n : -1n;
            add(into, t.asset, t.amount, sign);
            add(into, t.asset, t.fee, sign);
          } else if (t.type === 'pack') {
            // A pack's payment (the demo member's booster pack) leaves the wallet.
            add(balance, t.asset, t.amount, t.direction === 'out' ? -1n : 1n);
          } else if (t.type === 'staking' || t.type === 'arbitrage_subscription') {
            // The demo stake's principal: still the member's, locked until it returns.
            add(locked, t.asset, t.amount, 1n);
          } else if (t.type === 'staking_return' || t.type === 'arbitrage_release') {
            add(locked, t.asset, t.amount, -1n);
          } else if (t.type === 'staking_reward' || t.type === 'arbitrage_return') {
            // The daily job pays the demo stake's days since it started.
            add(balance, t.asset, t.amount, 1n);
          } else throw new Error(`${username}: a ${t.type} transaction this test does not expect: ${t.reference}`);
        }
        for (const wallet of wallets) {
          const where = `${username}'s ${wallet.asset} wallet`;
          const heldUnits = held.get(wallet.asset) ?? 0n;
          const lockedUnits = locked.get(wallet.asset) ?? 0n;
          // A lock moves nothing out of the balance: the member still owns what is locked.
          const balanceUnits = balance.get(wallet.asset) ?? 0n;
          expect(units(wallet.balance, wallet.decimals), `balance of ${where}`).toBe(balanceUnits);
          expect(units(wallet.held, wallet.decimals), `held of ${where}`).toBe(heldUnits);
          expect(units(wallet.locked, wallet.decimals), `locked of ${where}`).toBe(lockedUnits);
          expect(units(wallet.available, wallet.decimals), `available of ${where}`).toBe(
            balanceUnits - heldUnits - lockedUnits,
          );
        }
      }

      await expectLedgerBalanced(bff.url, 'SIGKILL during money movements and the retries');
      const count = (kind: Kind) => movements.filter((m) => m.kind === kind).length;
      const completed = (kind: Kind) => done.filter((m) => m.kind === kind).length;
      console.log(
        `SIGKILL during money movements on ${database.name} (seed ${SEED}): ${movements.length} movements ` +
          `(${KINDS.map((k) => `${count(k)} ${k}`).join(', ')}), ` +
          `${acknowledged} acknowledged before the kill, ${unanswered.length} not (${claimedWhenKilled} claimed and cut off); ` +
          `after the retries ${done.length} applied (${KINDS.map((k) => `${completed(k)} ${k}`).join(', ')}), ` +
          `${movements.length - done.length} refused; ${transactions.size} new transactions; ` +
          `killed after ${(killedAfter / 1000).toFixed(1)} s, restarted in ${(restartedIn / 1000).toFixed(1)} s` +
          (rounds > 1 ? `; ${rounds} kills` : ''),
      );

      // Books that balance prove little if a kind never moved, or if the kill cut nothing between claim and commit.
      const refusals = (kind: Kind) => {
        const tally = new Map<string, number>();
        for (const m of movements.filter((m) => m.kind === kind && !ok(m.final))) {
          const answer = `${m.final!.status} ${codeOf(m.final!) ?? ''}`.trim();
          tally.set(answer, (tally.get(answer) ?? 0) + 1);
        }
        return [...tally].map(([answer, times]) => `${answer} ×${times}`);
      };
      for (const kind of KINDS)
        expect(
          completed(kind),
          `${kind}: ${completed(kind)} of ${count(kind)} completed, fewer than ${MIN_EACH_KIND} (refused: ${refusals(kind).join(', ') || 'none'})`,
        ).toBeGreaterThanOrEqual(MIN_EACH_KIND);
      expect(
        claimedWhenKilled,
        'the kill cut no movement between its claim and its commit: the takeover of a dead claim went untested',
      ).toBeGreaterThanOrEqual(1);
    }, 240_000);
  });
}
