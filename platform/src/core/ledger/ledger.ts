/**
 * The double-entry ledger as it is read: accounts per asset (a member's available, held and locked money, and the
 * platform's world, fees, swap pool, sales and rewards), balances derived from postings only, and the checks that
 * the books are right. Its entries are written by movements only (movement.ts, through posting.ts).
 */
import { sql, type Kysely } from 'kysely';
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
