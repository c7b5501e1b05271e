/**
 * The double-entry ledger: accounts per asset (a member's available, held and locked money, and the platform's
 * world, fees, swap pool, sales and rewards), journal entries whose postings sum to zero per asset, and balances derived from postings
 * only. Services never call `lockMemberAccounts` or `post` themselves: they move money through `moveMoney`
 * (movement.ts), which does both inside the one transaction that also stores the call's answer.
 */
import { sql, type Kysely } from 'kysely';
import type { DialectKind } from '../../db/connect.ts';
import type { Database } from '../../db/database.ts';
import { sumUnits } from '../../db/units.ts';
import { HttpError } from '../../errors.ts';
import { formatUnits } from '../../money.ts';
import { MEMBER_ACCOUNT_KINDS, type LedgerAccountKind } from './account-kinds.ts';

type Db = Kysely<Database>;

export interface AccountRef {
  kind: LedgerAccountKind;
  asset: string;
  /** For a member's accounts (member, hold, locked). */
  userId?: number;
}

export interface Posting extends AccountRef {
  amount: bigint;
}

export function accountKey({ kind, asset, userId }: AccountRef): string {
  if (MEMBER_ACCOUNT_KINDS.includes(kind)) {
    if (userId === undefined) throw new Error(`A ${kind} account needs a member`);
    return `${kind}:${userId}:${asset}`;
  }
  return `${kind}:${asset}`;
}

/**
 * The accounts of these keys. On PostgreSQL the keys come as one array joined to the accounts, which the planner
 * answers with a probe of the unique index per key once the table is large. The same keys as an `in` list it
 * costs as one filter: with 300,000 accounts, 1,500 keys (a chunk of the daily distribution) read the whole
 * table, 60 to 140 ms a lookup, and the bigger the table the more it costs.
 */
function findAccounts(
  db: Db,
  kind: DialectKind,
  keys: readonly string[],
): Promise<{ id: number; account_key: string }[]> {
  if (keys.length === 0) return Promise.resolve([]);
  if (kind === 'postgres')
    return db
      .selectFrom(sql<{ key: string }>`unnest(cast(${keys} as text[]))`.as<'wanted'>(sql`wanted(key)`))
      .innerJoin('ledger_accounts', 'ledger_accounts.account_key', 'wanted.key')
      .select(['ledger_accounts.id', 'ledger_accounts.account_key'])
      .execute();
  return db.selectFrom('ledger_accounts').select(['id', 'account_key']).where('account_key', 'in', keys).execute();
}

/**
 * The ids of these accounts, creating the missing ones (concurrent creators meet on the unique key); `known` are
 * ids the caller found already (the accounts it locked), not looked up again.
 */
async function accountIds(
  db: Db,
  kind: DialectKind,
  refs: readonly AccountRef[],
  known: ReadonlyMap<string, number> = new Map(),
): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  const wanted = new Set<string>();
  for (const ref of refs) {
    const key = accountKey(ref);
    const id = known.get(key);
    if (id === undefined) wanted.add(key);
    else found.set(key, id);
  }
  for (const row of await findAccounts(db, kind, [...wanted])) found.set(row.account_key, row.id);
  const missing = refs.filter((ref) => !found.has(accountKey(ref)));
  if (missing.length > 0) {
    // Created in key order: two transactions creating the same accounts on PostgreSQL then wait on each other's
    // unique-index entries in one order, never crosswise (which would be a deadlock).
    const unique = new Map(
      missing.map((ref) => [accountKey(ref), ref] as const).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
    );
    await db
      .insertInto('ledger_accounts')
      .values(
        [...unique.entries()].map(([key, ref]) => ({
          account_key: key,
          asset: ref.asset,
          kind: ref.kind,
          user_id: ref.userId ?? null,
        })),
      )
      .onConflict((conflict) => conflict.column('account_key').doNothing())
      .execute();
    for (const row of await findAccounts(db, kind, [...unique.keys()])) found.set(row.account_key, row.id);
  }
  return found;
}

/**
 * Serializes every movement of a member's (or several members') money in these assets, and answers the accounts'
 * ids by key. On PostgreSQL the member's account rows are locked (in id order, so two movements never wait on each
 * other crosswise) until the transaction ends, so the balance read next stays true until the postings are written:
 * one statement for all of them, the ids joined as an array as in `findAccounts`. SQLite needs no lock: Kysely
 * runs a transaction on its one connection behind a mutex, and SQLite admits one writer at a time, so transactions
 * never interleave.
 */
export async function lockMemberAccounts(
  trx: Db,
  kind: DialectKind,
  userId: number | readonly number[],
  assets: readonly string[],
): Promise<Map<string, number>> {
  const userIds = typeof userId === 'number' ? [userId] : userId;
  const refs = userIds.flatMap((userId) =>
    assets.flatMap((asset) => MEMBER_ACCOUNT_KINDS.map((kind): AccountRef => ({ kind, asset, userId }))),
  );
  const ids = await accountIds(trx, kind, refs);
  if (kind === 'postgres')
    await trx
      .selectFrom(sql<{ id: number }>`unnest(cast(${[...ids.values()]} as bigint[]))`.as<'wanted'>(sql`wanted(id)`))
      .innerJoin('ledger_accounts', 'ledger_accounts.id', 'wanted.id')
      .select('ledger_accounts.id')
      .orderBy('ledger_accounts.id')
      .forNoKeyUpdate('ledger_accounts')
      .execute();
  return ids;
}

/** The balance of one account, from its postings. */
export async function accountBalance(db: Db, ref: AccountRef): Promise<bigint> {
  const row = await db
    .selectFrom('postings')
    .innerJoin('ledger_accounts', 'ledger_accounts.id', 'postings.account_id')
    .select(sumUnits('postings.amount').as('balance'))
    .where('ledger_accounts.account_key', '=', accountKey(ref))
    .executeTakeFirst();
  return BigInt(row?.balance ?? '0');
}

/** What a member may spend in one asset now: the member account (held money sits in the hold account). */
export function availableBalance(db: Db, userId: number, asset: string): Promise<bigint> {
  return accountBalance(db, { kind: 'member', asset, userId });
}

/** The asset as the refusal names it. */
export interface AssetUnit {
  code: string;
  decimals: number;
}

export function insufficientFunds(asset: AssetUnit, available: bigint, needed: bigint, what: string): HttpError {
  const message =
    `Insufficient funds: ${formatUnits(available, asset.decimals)} ${asset.code} available, ` +
    `${formatUnits(needed, asset.decimals)} ${asset.code} needed${what}.`;
  return new HttpError(422, message, 'INSUFFICIENT_FUNDS', [{ field: 'amount', message }]);
}

/** Refuses (422) unless the member may spend `needed` now; `what` ends the message (' (amount and fee)'). */
export async function requireAvailable(
  db: Db,
  userId: number,
  asset: AssetUnit,
  needed: bigint,
  what = '',
): Promise<void> {
  const available = await availableBalance(db, userId, asset.code);
  if (available < needed) throw insufficientFunds(asset, available, needed, what);
}

export interface MemberBalance {
  available: bigint;
  held: bigint;
  /** In a product until it returns: a stake's principal, an arbitrage pack's price. */
  locked: bigint;
}

/** Every asset's available, held and locked amounts of a member, from the postings. */
export async function memberBalances(db: Db, userId: number): Promise<Map<string, MemberBalance>> {
  const rows = await db
    .selectFrom('ledger_accounts')
    .innerJoin('postings', 'postings.account_id', 'ledger_accounts.id')
    .select(['ledger_accounts.asset', 'ledger_accounts.kind', sumUnits('postings.amount').as('balance')])
    .where('ledger_accounts.user_id', '=', userId)
    .groupBy(['ledger_accounts.asset', 'ledger_accounts.kind'])
    .execute();
  const balances = new Map<string, MemberBalance>();
  for (const row of rows) {
    const balance = balances.get(row.asset) ?? { available: 0n, held: 0n, locked: 0n };
    if (row.kind === 'member') balance.available = BigInt(row.balance);
    if (row.kind === 'hold') balance.held = BigInt(row.balance);
    if (row.kind === 'locked') balance.locked = BigInt(row.balance);
    balances.set(row.asset, balance);
  }
  return balances;
}

/**
 * Writes one journal entry. Postings that do not sum to zero per asset are a bug of the caller, refused before
 * anything is written, so the books cannot be unbalanced by a mistake in one movement. `known` are account ids the
 * caller has already (those `lockMemberAccounts` answered).
 */
export async function post(
  trx: Db,
  kind: DialectKind,
  entryKind: string,
  at: string,
  postings: readonly Posting[],
  known?: ReadonlyMap<string, number>,
): Promise<number> {
  const sums = new Map<string, bigint>();
  for (const posting of postings) sums.set(posting.asset, (sums.get(posting.asset) ?? 0n) + posting.amount);
  for (const [asset, sum] of sums)
    if (sum !== 0n) throw new Error(`Unbalanced ${entryKind} entry: ${asset} postings sum to ${sum}`);
  const lines = postings.filter((posting) => posting.amount !== 0n);
  const ids = await accountIds(trx, kind, lines, known);
  const { id } = await trx
    .insertInto('journal_entries')
    .values({ kind: entryKind, created_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (lines.length > 0)
    await trx
      .insertInto('postings')
      .values(
        lines.map((posting) => ({
          entry_id: id,
          account_id: ids.get(accountKey(posting))!,
          asset: posting.asset,
          amount: posting.amount,
        })),
      )
      .execute();
  return id;
}

/** Per asset, the balance of every account of this kind together, from the postings. */
export async function sumsByAsset(
  db: Db,
  kind: LedgerAccountKind,
  period?: { from: string; until: string },
): Promise<Map<string, bigint>> {
  const rows = await db
    .selectFrom('postings')
    .innerJoin('ledger_accounts', 'ledger_accounts.id', 'postings.account_id')
    .innerJoin('journal_entries', 'journal_entries.id', 'postings.entry_id')
    .select(['ledger_accounts.asset as asset', sumUnits('postings.amount').as('total')])
    .where('ledger_accounts.kind', '=', kind)
    .$if(period !== undefined, (q) =>
      q.where('journal_entries.created_at', '>=', period!.from).where('journal_entries.created_at', '<', period!.until),
    )
    .groupBy('ledger_accounts.asset')
    .execute();
  return new Map(rows.map((row) => [row.asset, BigInt(row.total)]));
}

export interface AssetCheck {
  asset: string;
  postingsSum: bigint;
  negativeBalances: number;
}

/** Per asset with postings: the sum of all postings (0 when balanced) and the members' accounts below zero. */
export async function checkLedger(db: Db): Promise<Map<string, AssetCheck>> {
  const sums = await db
    .selectFrom('postings')
    .select(['asset', sumUnits('amount').as('sum')])
    .groupBy('asset')
    .execute();
  const negatives = await db
    .selectFrom(
      db
        .selectFrom('postings')
        .innerJoin('ledger_accounts', 'ledger_accounts.id', 'postings.account_id')
        .select(['ledger_accounts.asset', 'ledger_accounts.id'])
        .where('ledger_accounts.kind', 'in', MEMBER_ACCOUNT_KINDS)
        .groupBy(['ledger_accounts.asset', 'ledger_accounts.id'])
        .having(sql`sum(postings.amount)`, '<', 0)
        .as('negative'),
    )
    .select(['asset', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy('asset')
    .execute();
  const checks = new Map<string, AssetCheck>();
  for (const row of sums)
    checks.set(row.asset, { asset: row.asset, postingsSum: BigInt(row.sum), negativeBalances: 0 });
  for (const row of negatives) {
    const check = checks.get(row.asset);
    if (check) check.negativeBalances = Number(row.count);
  }
  return checks;
}

/** Journal entries whose postings do not sum to zero per asset: none, as long as `post` is the only writer. */
export async function unbalancedEntries(db: Db): Promise<number> {
  const rows = await db
    .selectFrom('postings')
    .select(['entry_id', 'asset'])
    .groupBy(['entry_id', 'asset'])
    .having(sql`sum(amount)`, '<>', 0)
    .execute();
  return rows.length;
}
