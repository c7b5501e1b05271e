/**
 * Deposits as the chain adapter reports them (by default an administrator on the admin deposit page). The first
 * report of a hash records it; it is credited once its confirmations reach the asset's threshold, in one ledger
 * transaction: world -amount, member +(amount-fee), fees +fee. The unique hash key means a hash is credited once.
 */
import type { Kysely } from 'kysely';
import { nowIso, type Database, type DepositStatus } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { HttpError, notFound } from '../../errors.ts';
import type { components } from '../../generated/api.ts';
import type { CurrentUser } from '../../plugins/current-user.ts';
import { findAsset } from '../asset/repository.ts';
import { getConfiguration } from '../configuration/service.ts';
import { formatUnits, parsePositiveUnits, percentOf, units } from '../ledger/amounts.ts';
import { post } from '../ledger/ledger.ts';
import type { MoneyContext } from '../ledger/money-context.ts';
import { insertTransaction, updateTransaction } from '../transaction/repository.ts';
import { depositDisabled } from '../wallet/service.ts';

type Schemas = components['schemas'];
type Db = Kysely<Database>;
export type Deposit = Schemas['Deposit'];

const duplicate = (message: string): HttpError => new HttpError(409, message, 'DEPOSIT_DUPLICATE');

/** What makes two reports the same hash: no `0x`, any case. */
export function hashKey(txHash: string): string {
  return txHash.toLowerCase().replace(/^0x/, '');
}

function selectDeposits(db: Db) {
  return db
    .selectFrom('deposits')
    .innerJoin('users', 'users.id', 'deposits.user_id')
    .innerJoin('assets', 'assets.code', 'deposits.asset')
    .select([
      'deposits.id',
      'deposits.reference',
      'deposits.user_id',
      'users.username',
      'deposits.asset',
      'assets.network',
      'assets.decimals',
      units('deposits.amount').as('amount'),
      units('deposits.fee').as('fee'),
      'deposits.tx_hash',
      'deposits.confirmations',
      'deposits.required_confirmations',
      'deposits.status',
      'deposits.recorded_by',
      'deposits.transaction_id',
      'deposits.created_at',
      'deposits.credited_at',
    ]);
}

type DepositRow = Awaited<ReturnType<ReturnType<typeof selectDeposits>['executeTakeFirstOrThrow']>>;

function toDeposit(row: DepositRow): Deposit {
  const decimals = Number(row.decimals);
  return {
    id: String(row.id),
    reference: row.reference,
    username: row.username,
    asset: row.asset,
    network: row.network,
    amount: formatUnits(BigInt(row.amount), decimals),
    fee: formatUnits(BigInt(row.fee), decimals),
    tx_hash: row.tx_hash,
    confirmations: Number(row.confirmations),
    required_confirmations: Number(row.required_confirmations),
    status: row.status,
    recorded_by: row.recorded_by,
    created_at: row.created_at,
    credited_at: row.credited_at,
  };
}

async function credit(trx: Db, row: DepositRow, at: string): Promise<void> {
  const amount = BigInt(row.amount);
  const fee = BigInt(row.fee);
  await post(trx, 'deposit', at, [
    { kind: 'world', asset: row.asset, amount: -amount },
    { kind: 'member', asset: row.asset, userId: Number(row.user_id), amount: amount - fee },
    { kind: 'fees', asset: row.asset, amount: fee },
  ]);
  await trx.updateTable('deposits').set({ status: 'credited', credited_at: at }).where('id', '=', row.id).execute();
  await updateTransaction(trx, Number(row.transaction_id), { status: 'completed', at });
}

export async function recordDeposit(
  context: MoneyContext,
  admin: CurrentUser,
  report: Schemas['DepositReport'],
): Promise<{ created: boolean; deposit: Deposit }> {
  const { db } = context;
  const member = await db
    .selectFrom('users')
    .select(['id', 'username'])
    .where('username_lower', '=', report.username.trim().toLowerCase())
    .executeTakeFirst();
  if (!member) throw notFound('Member');
  const asset = await findAsset(db, report.asset);
  if (!asset) throw notFound(`Asset ${report.asset}`);
  if (!asset.depositEnabled || asset.network === 'fiat') throw depositDisabled(asset.code);
  const amount = parsePositiveUnits(report.amount, asset.decimals, 'amount', asset.code);
  const key = hashKey(report.tx_hash);
  try {
    return await db.transaction().execute(async (trx) => {
      const at = nowIso(context.now());
      const existing = await selectDeposits(trx).where('deposits.hash_key', '=', key).executeTakeFirst();
      let created = false;
      let id: number;
      if (existing) {
        if (existing.status === 'credited') throw duplicate('This transaction hash has already been credited.');
        if (
          Number(existing.user_id) !== member.id ||
          existing.asset !== asset.code ||
          BigInt(existing.amount) !== amount
        )
          throw duplicate('This transaction hash was reported with another member, asset or amount.');
        await trx
          .updateTable('deposits')
          .set({ confirmations: report.confirmations })
          .where('id', '=', existing.id)
          .execute();
        id = existing.id;
      } else {
        const { limits } = await getConfiguration(trx, 'transaction');
        const limit = limits.find((entry) => entry.asset === asset.code);
        const fee = percentOf(amount, limit?.deposit_fee_percent ?? '0');
        const transaction = await insertTransaction(trx, {
          userId: member.id,
          type: 'deposit',
          direction: 'in',
          asset: asset.code,
          decimals: asset.decimals,
          amount: amount - fee,
          fee,
          counterAsset: null,
          counterAmount: null,
          status: 'pending',
          txHash: report.tx_hash,
          address: null,
          at,
        });
        const inserted = await trx
          .insertInto('deposits')
          .values({
            reference: transaction.reference,
            user_id: member.id,
            asset: asset.code,
            amount,
            fee,
            tx_hash: report.tx_hash,
            hash_key: key,
            confirmations: report.confirmations,
            required_confirmations: limit?.confirmations ?? 0,
            status: 'pending' satisfies DepositStatus,
            recorded_by: admin.username,
            transaction_id: transaction.id,
            created_at: at,
            credited_at: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        id = inserted.id;
        created = true;
      }
      const row = (await selectDeposits(trx).where('deposits.id', '=', id).executeTakeFirst())!;
      if (row.status === 'pending' && Number(row.confirmations) >= Number(row.required_confirmations))
        await credit(trx, row, at);
      const deposit = toDeposit((await selectDeposits(trx).where('deposits.id', '=', id).executeTakeFirst())!);
      await context.idempotency.complete(trx, created ? 201 : 200, deposit);
      return { created, deposit };
    });
  } catch (error) {
    // Two reports of one new hash at the same instant: the unique key let the first in.
    if (isUniqueViolation(error)) throw duplicate('This transaction hash is being recorded by another report.');
    throw error;
  }
}

export interface DepositQuery {
  page: number;
  pageSize: number;
  asset?: string;
  user?: string;
  status?: DepositStatus;
}

export async function listDeposits(db: Db, query: DepositQuery): Promise<Schemas['DepositPage']> {
  const filtered = <T extends ReturnType<typeof selectDeposits>>(q: T): T =>
    q
      .$if(query.asset !== undefined, (b) => b.where('deposits.asset', '=', query.asset!))
      .$if(query.user !== undefined, (b) => b.where('users.username_lower', '=', query.user!.trim().toLowerCase()))
      .$if(query.status !== undefined, (b) => b.where('deposits.status', '=', query.status!)) as T;
  const rows = await filtered(selectDeposits(db))
    .orderBy('deposits.created_at', 'desc')
    .orderBy('deposits.id', 'desc')
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  const count = await filtered(selectDeposits(db))
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return {
    items: rows.map(toDeposit),
    total: Number((count as unknown as { count: number | string }).count),
    page: query.page,
    pageSize: query.pageSize,
  };
}
