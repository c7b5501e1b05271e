/**
 * The writes of the ledger: accounts created as they are first used, members' accounts locked, journal entries
 * posted. Only a movement (movement.ts) calls them, which lint enforces: it takes the locks first and writes the
 * entry with the rows that show it to the member, in one transaction.
 */
import { sql, type Kysely } from 'kysely';
import type { DialectKind } from '../../db/connect.ts';
import type { Database } from '../../db/database.ts';
import { MEMBER_ACCOUNT_KINDS } from './account-kinds.ts';
import { accountKey, type AccountRef, type Posting } from './ledger.ts';

type Db = Kysely<Database>;

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
