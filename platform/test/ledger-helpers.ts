/** Shared arrangements of the money tests: members with a transaction password, deposits, and the ledger check. */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql, type Insertable, type Kysely } from 'kysely';
import { expect } from 'vitest';
import type { Database, KycStatus, TransactionsTable } from '../src/db/database.ts';
import { argon2id, hash } from 'argon2';
import { checkLedger, unbalancedEntries } from '../src/core/ledger/ledger.ts';
import { insertUser } from '../src/modules/user/repository.ts';
import { totpSecretBox } from '../src/core/secret-box.ts';
import { bearer, testConfig } from './helper.ts';

export const TX_PASSWORD = 'Member-Tx-1';
/** A valid Tron address (the secp256k1 generator's) to send USDT to. */
export const TRON_ADDRESS = 'TMVQGm1qAQYVdetCeGRRkTWYYrLXuHK2HC';

let txHash: Promise<string> | undefined;

export interface MemberOptions {
  kyc?: KycStatus | null;
  transactionPassword?: boolean;
  /** The base32 secret an authenticator app reads. */
  totpSecret?: string | null;
  admin?: boolean;
}

/** A new member (or administrator) of its own, so a test's balances start at zero. */
export async function createMember(
  db: Kysely<Database>,
  options: MemberOptions = {},
): Promise<{ id: number; uid: string; username: string }> {
  // Cheaper argon2 settings than production's (the hash carries them): fifty concurrent requests verify it.
  txHash ??= hash(TX_PASSWORD, { type: argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 });
  const username = `m-${randomUUID().slice(0, 12)}`;
  const user = await insertUser(db, {
    username,
    email: `${username}@example.com`,
    first_name: 'Test',
    last_name: 'Member',
    scopes: JSON.stringify(options.admin ? ['member', 'admin'] : ['member']),
    photo: null,
    parrain_id: null,
    kyc: options.kyc === undefined ? 'verified' : options.kyc,
    tel: null,
    country: 'FR',
    created_at: new Date().toISOString(),
    cap_cents: 0,
    cag_cents: 0,
    is_active: 1,
    password_hash: 'unused',
    transaction_password_hash: options.transactionPassword === false ? null : await txHash,
    // Stored as the platform stores every secret: sealed with the tests' TOTP_KEY.
    totp_secret: options.totpSecret ? totpSecretBox(testConfig().totpKey).seal(options.totpSecret) : null,
  });
  return { id: user.id, uid: user.uid, username: user.username };
}

/** A transactions row to write straight into the table, as no service would: 1 USDT in, unless `fields` say otherwise. */
export function rawTransaction(
  userId: number,
  fields: Pick<Insertable<TransactionsTable>, 'reference' | 'type' | 'status' | 'created_at'> &
    Partial<Insertable<TransactionsTable>>,
): Insertable<TransactionsTable> {
  return {
    user_id: userId,
    direction: 'in',
    asset: 'USDT',
    amount: 1_000_000n,
    fee: 0n,
    counter_asset: null,
    counter_amount: null,
    amount_sort: 0,
    tx_hash: null,
    address: null,
    updated_at: fields.created_at,
    ...fields,
  };
}

export function idempotencyKey(): { 'idempotency-key': string } {
  return { 'idempotency-key': randomUUID() };
}

export function randomHash(): string {
  return randomUUID().replace(/-/g, '').repeat(2);
}

const secondAdmins = new WeakMap<FastifyInstance, Promise<Record<string, string>>>();

/** Another administrator of the app's database, for the approvals one administrator may not give alone. */
export function secondAdmin(app: FastifyInstance): Promise<Record<string, string>> {
  let headers = secondAdmins.get(app);
  if (!headers) {
    headers = createMember(app.db, { admin: true }).then(({ username }) => bearer(app, app.db, username));
    secondAdmins.set(app, headers);
  }
  return headers;
}

/** A change of one administrator's: when it waits for a second administrator (202), approved by one (four eyes). */
export async function withSecondApproval(
  app: FastifyInstance,
  change: Promise<LightMyRequestResponse>,
): Promise<LightMyRequestResponse> {
  const res = await change;
  if (res.statusCode !== 202) return res;
  const approved = await app.inject({
    method: 'POST',
    url: `/admin/requests/${res.json<{ id: string }>().id}/approve`,
    headers: await secondAdmin(app),
  });
  expect(approved.statusCode, approved.body).toBe(200);
  return approved;
}

/**
 * Credits `amount` of `asset` to the member as an administrator's deposit report, confirmations reached; a
 * deposit above the second-approval threshold is approved by a second administrator.
 */
export async function deposit(
  app: FastifyInstance,
  admin: Record<string, string>,
  username: string,
  asset: string,
  amount: string,
): Promise<LightMyRequestResponse> {
  const res = await app.inject({
    method: 'POST',
    url: '/admin/deposits',
    headers: { ...admin, ...idempotencyKey() },
    payload: { username, asset, amount, tx_hash: randomHash(), confirmations: 1000 },
  });
  expect(res.statusCode, res.body).toBe(201);
  if (res.json<{ state: string }>().state !== 'pending_approval') return res;
  const approved = await app.inject({
    method: 'POST',
    url: `/admin/deposits/${res.json<{ id: string }>().id}/approve`,
    headers: { ...(await secondAdmin(app)), ...idempotencyKey() },
  });
  expect(approved.json(), approved.body).toMatchObject({ state: 'credited' });
  return res;
}

export interface WalletView {
  balance: string;
  held: string;
  available: string;
}

export async function wallets(
  app: FastifyInstance,
  headers: Record<string, string>,
): Promise<Record<string, WalletView>> {
  const res = await app.inject({ method: 'GET', url: '/wallets', headers });
  expect(res.statusCode, res.body).toBe(200);
  const items = res.json<{ items: (WalletView & { asset: string })[] }>().items;
  return Object.fromEntries(items.map((item) => [item.asset, item]));
}

/**
 * What is wrong with the books, one line per fault: an asset whose postings do not sum to zero, member accounts
 * (available, held, locked) below zero, journal entries that do not balance on their own, completed transactions
 * not linked to their entry. None when they are right.
 */
export async function ledgerFaults(db: Kysely<Database>): Promise<string[]> {
  const faults: string[] = [];
  for (const check of (await checkLedger(db)).values()) {
    if (check.postingsSum !== 0n) faults.push(`${check.asset}: postings sum to ${check.postingsSum}`);
    if (check.negativeBalances !== 0)
      faults.push(`${check.asset}: ${check.negativeBalances} member account(s) below zero`);
  }
  const unbalanced = await unbalancedEntries(db);
  if (unbalanced !== 0) faults.push(`${unbalanced} journal entry(ies) not summing to zero`);
  const unlinked = await unlinkedTransactions(db);
  if (unlinked !== 0) faults.push(`${unlinked} completed transaction(s) without the entry that moved their money`);
  return faults;
}

/**
 * Completed transactions whose journal entry (a movement writes it with them) does not move their member's money
 * in their asset: a member would see money the books do not show moving.
 */
async function unlinkedTransactions(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('transactions')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('transactions.status', '=', 'completed')
    .where(({ exists, not, selectFrom }) =>
      not(
        exists(
          selectFrom('postings')
            .innerJoin('ledger_accounts', 'ledger_accounts.id', 'postings.account_id')
            .select('postings.id')
            .whereRef('postings.entry_id', '=', 'transactions.journal_entry_id')
            .whereRef('ledger_accounts.user_id', '=', 'transactions.user_id')
            .whereRef('ledger_accounts.asset', '=', 'transactions.asset'),
        ),
      ),
    )
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The books are right (ledgerFaults finds nothing). Called after every test that moves money. */
export async function expectLedgerBalanced(db: Kysely<Database>): Promise<void> {
  const faults = await ledgerFaults(db);
  // The faults in the message itself: the assertion's own rendering of the list is cut short.
  expect(faults, `the ledger check: ${faults.join('; ')}`).toEqual([]);
}

/**
 * What a job's runs say their items moved, per asset, is what the ledger's entries of these kinds moved (the sum
 * of their credits): every such entry is the job's, and each of its runs kept what it moved.
 */
export async function expectJobTotalsInLedger(
  db: Kysely<Database>,
  job: string,
  entryKinds: readonly string[],
): Promise<void> {
  const runs = await db
    .selectFrom('job_run_totals')
    .select(['asset', sql<string>`cast(sum(amount) as text)`.as('amount')])
    .where('job', '=', job)
    .groupBy('asset')
    .execute();
  const entries = await db
    .selectFrom('postings')
    .innerJoin('journal_entries', 'journal_entries.id', 'postings.entry_id')
    .select(['postings.asset', sql<string>`cast(sum(postings.amount) as text)`.as('amount')])
    .where('journal_entries.kind', 'in', entryKinds)
    .where(sql<boolean>`postings.amount > 0`)
    .groupBy('postings.asset')
    .execute();
  const byAsset = (rows: { asset: string; amount: string }[]) =>
    Object.fromEntries(rows.map((row) => [row.asset, row.amount]));
  expect(byAsset(runs), `${job}: its runs' totals against the ledger`).toEqual(byAsset(entries));
}
