/**
 * Deposits as the chain adapter reports them (by default an administrator on the admin deposit page). The first
 * report of a hash records it; it is credited once its confirmations reach the asset's threshold, in one ledger
 * movement: world -amount, member +(amount-fee), fees +fee. The unique hash key means a hash is credited once.
 * A deposit to the recording administrator's own account, or one above the rolling 24-hour threshold, waits for a
 * second administrator (`pending_approval`) instead: no administrator credits money alone.
 */
import type { DepositApprovalReason, DepositState } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { idOf } from '../../db/ids.ts';
import { paginate, type PageRequest } from '../../db/paginate.ts';
import { HttpError, notFound, ownAccount } from '../../errors.ts';
import type { components } from '../../generated/api.ts';
import { centsToDecimal, formatUnits, parsePositiveUnits, percentOf, usdCents } from '../../money.ts';
import { findAsset } from '../asset/index.ts';
import { audit, type Actor } from '../audit/index.ts';
import { requireRecentStepUp, type StepUpCaller } from '../auth/index.ts';
import { depositApprovalThresholdCents, getConfiguration, refuseRelatedParty } from '../configuration/index.ts';
import { moveMoney, type Answer, type MoneyContext, type Movement } from '../../core/ledger/index.ts';
import { findUserByUsername } from '../user/index.ts';
import { depositDisabled } from '../wallet/index.ts';
import * as repository from './repository.ts';

type Schemas = components['schemas'];
export type Deposit = Schemas['Deposit'];

const DAY_MS = 86_400_000;

const duplicate = (message: string): HttpError => new HttpError(409, message, 'DEPOSIT_DUPLICATE');
const notAwaiting = (): HttpError =>
  new HttpError(409, 'This deposit is not waiting for an approval.', 'DEPOSIT_NOT_AWAITING_APPROVAL');

/** What makes two reports the same hash: no `0x`, any case. */
export function hashKey(txHash: string): string {
  return txHash.toLowerCase().replace(/^0x/, '');
}

function toDeposit(row: repository.DepositRow): Deposit {
  const decimals = Number(row.decimals);
  return {
    id: String(row.id),
    reference: row.reference,
    username: row.username,
    uid: row.uid,
    asset: row.asset,
    network: row.network,
    amount: formatUnits(BigInt(row.amount), decimals),
    fee: formatUnits(BigInt(row.fee), decimals),
    tx_hash: row.tx_hash,
    confirmations: Number(row.confirmations),
    required_confirmations: Number(row.required_confirmations),
    status: row.status === 'credited' ? 'credited' : 'pending',
    recorded_by: row.recorded_by,
    created_at: row.created_at,
    credited_at: row.credited_at,
    state: row.status,
    usd_value: centsToDecimal(BigInt(row.usd_value_cents)),
    needs_second_approval: Number(row.needs_second_approval) === 1,
    approval_reason: row.approval_reason,
    decided_by: row.decided_by,
    decided_at: row.decided_at,
    rejection_reason: row.rejection_reason,
  };
}

async function reload(movement: Movement, id: number): Promise<repository.DepositRow> {
  return (await repository.findDeposit(movement.trx, id))!;
}

async function credit({ trx, at, record }: Movement, row: repository.DepositRow): Promise<void> {
  const amount = BigInt(row.amount);
  const fee = BigInt(row.fee);
  await record({
    kind: 'deposit',
    postings: [
      { kind: 'world', asset: row.asset, amount: -amount },
      { kind: 'member', asset: row.asset, userId: Number(row.user_id), amount: amount - fee },
      { kind: 'fees', asset: row.asset, amount: fee },
    ],
    settles: [{ id: Number(row.transaction_id), status: 'completed' }],
  });
  await repository.updateDeposit(trx, row.id, { status: 'credited', credited_at: at });
}

/** Why a new deposit needs a second administrator, if it does; read under the member's lock. */
async function approvalReason(
  movement: Movement,
  admin: Actor,
  memberId: number,
  usdValueCents: bigint,
): Promise<DepositApprovalReason | null> {
  if (memberId === admin.id) return 'own_account';
  const since = new Date(movement.now.getTime() - DAY_MS).toISOString();
  const recent = await repository.depositedUsdCentsSince(movement.trx, memberId, since);
  return recent + usdValueCents > (await depositApprovalThresholdCents(movement.trx)) ? 'threshold' : null;
}

export async function recordDeposit(
  context: MoneyContext,
  admin: Actor,
  report: Schemas['DepositReport'],
): Promise<Answer<Deposit>> {
  const { db } = context;
  const member = await findUserByUsername(db, report.username.trim());
  if (!member) throw notFound('Member');
  const asset = await findAsset(db, report.asset);
  if (!asset) throw notFound(`Asset ${report.asset}`);
  if (!asset.depositEnabled || asset.network === 'fiat') throw depositDisabled(asset.code);
  const amount = parsePositiveUnits(report.amount, asset.decimals, 'amount', asset.code);
  const key = hashKey(report.tx_hash);
  try {
    return await moveMoney(context, async (movement) => {
      const { trx, at } = movement;
      // The member's lock also keeps the rolling 24-hour total true until this deposit is written.
      await movement.lock(member.id, [asset.code]);
      const existing = await repository.findDepositByHash(trx, key);
      let created = false;
      let id: number;
      if (existing) {
        if (existing.status === 'credited') throw duplicate('This transaction hash has already been credited.');
        if (existing.status === 'rejected') throw duplicate('This transaction hash was rejected.');
        if (
          Number(existing.user_id) !== member.id ||
          existing.asset !== asset.code ||
          BigInt(existing.amount) !== amount
        )
          throw duplicate('This transaction hash was reported with another member, asset or amount.');
        await repository.updateDeposit(trx, existing.id, { confirmations: report.confirmations });
        id = existing.id;
      } else {
        const { limits } = await getConfiguration(trx, 'transaction');
        const limit = limits.find((entry) => entry.asset === asset.code);
        const fee = percentOf(amount, limit?.deposit_fee_percent ?? '0');
        const usdValueCents = usdCents(amount, asset.decimals, asset.usdPriceE8);
        const reason = await approvalReason(movement, admin, member.id, usdValueCents);
        // The member sees the deposit coming at once; its money moves when it is credited.
        const {
          transactions: [transaction],
        } = await movement.record({
          kind: 'deposit_reported',
          postings: [],
          transactions: [
            {
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
            },
          ],
        });
        id = await repository.insertDeposit(trx, {
          reference: transaction!.reference,
          user_id: member.id,
          asset: asset.code,
          amount,
          fee,
          tx_hash: report.tx_hash,
          hash_key: key,
          confirmations: report.confirmations,
          required_confirmations: limit?.confirmations ?? 0,
          status: 'pending' satisfies DepositState,
          recorded_by: admin.username,
          recorded_by_id: admin.id,
          usd_value_cents: usdValueCents,
          needs_second_approval: reason === null ? 0 : 1,
          approval_reason: reason,
          decided_by_id: null,
          decided_by: null,
          decided_at: null,
          rejection_reason: null,
          transaction_id: transaction!.id,
          created_at: at,
          credited_at: null,
        });
        created = true;
      }
      const row = await reload(movement, id);
      if (row.status === 'pending' && Number(row.confirmations) >= Number(row.required_confirmations)) {
        if (Number(row.needs_second_approval) === 1)
          await repository.updateDeposit(trx, id, { status: 'pending_approval' });
        else await credit(movement, row);
      }
      const after = toDeposit(await reload(movement, id));
      // Every new deposit is in the trail, and a report that moves one on (credits it, or has it wait for a
      // second administrator): who credited which account is what the related-parties rule reads.
      if (created || after.state !== existing?.status)
        await audit(trx, {
          actor: admin,
          action: 'deposit.record',
          subject: after.reference,
          target: member.id,
          at,
          before: existing ? toDeposit(existing) : null,
          after,
        });
      return { status: created ? 201 : 200, body: after };
    });
  } catch (error) {
    // Two reports of one new hash at the same instant: the unique key let the first in.
    if (isUniqueViolation(error)) throw duplicate('This transaction hash is being recorded by another report.');
    throw error;
  }
}

/** Runs a second administrator's decision on a deposit, under its member's lock, audited. */
function decide(
  context: MoneyContext,
  admin: Actor,
  id: string,
  act: (movement: Movement, row: repository.DepositRow) => Promise<'deposit.approve' | 'deposit.reject'>,
): Promise<Answer<Deposit>> {
  const numeric = idOf(id);
  if (numeric === null) throw notFound('Deposit');
  return moveMoney(context, async (movement) => {
    const first = await repository.findDeposit(movement.trx, numeric);
    if (!first) throw notFound('Deposit');
    await movement.lock(Number(first.user_id), [first.asset]);
    // Read again under the lock: a concurrent decision has committed by now.
    const row = await reload(movement, numeric);
    const action = await act(movement, row);
    const after = await reload(movement, numeric);
    // An approval lets the recorder's deposit take effect: the recorder initiated it, the approver is the second.
    const recorder = { id: row.recorded_by_id === null ? null : Number(row.recorded_by_id), username: row.recorded_by };
    await audit(movement.trx, {
      ...(action === 'deposit.approve' ? { actor: recorder, secondApprover: admin } : { actor: admin }),
      target: Number(row.user_id),
      action,
      subject: row.reference,
      at: movement.at,
      before: toDeposit(row),
      after: toDeposit(after),
    });
    return { status: 200, body: toDeposit(after) };
  });
}

export function approveDeposit(
  context: MoneyContext,
  admin: Actor & StepUpCaller,
  id: string,
): Promise<Answer<Deposit>> {
  return decide(context, admin, id, async (movement, row) => {
    if (row.status !== 'pending_approval') throw notAwaiting();
    if (Number(row.user_id) === admin.id || Number(row.recorded_by_id) === admin.id)
      throw new HttpError(
        422,
        'This deposit needs the approval of a second administrator, neither the one who recorded it nor its member.',
        'SECOND_APPROVER_REQUIRED',
      );
    await refuseRelatedParty(movement.trx, admin, { id: Number(row.user_id) }, movement.now, 'approve its money');
    // Only deposits above the threshold wait here: crediting one is a sensitive decision.
    await requireRecentStepUp(movement.trx, admin, new Date(movement.at));
    await repository.updateDeposit(movement.trx, row.id, {
      decided_by_id: admin.id,
      decided_by: admin.username,
      decided_at: movement.at,
    });
    await credit(movement, row);
    return 'deposit.approve';
  });
}

export function rejectDeposit(
  context: MoneyContext,
  admin: Actor,
  id: string,
  input: Schemas['RejectDepositRequest'],
): Promise<Answer<Deposit>> {
  return decide(context, admin, id, async ({ trx, at, record }, row) => {
    if ((row.status !== 'pending' && row.status !== 'pending_approval') || Number(row.needs_second_approval) !== 1)
      throw notAwaiting();
    if (Number(row.user_id) === admin.id) throw ownAccount();
    await repository.updateDeposit(trx, row.id, {
      status: 'rejected',
      decided_by_id: admin.id,
      decided_by: admin.username,
      decided_at: at,
      rejection_reason: input.reason.trim(),
    });
    await record({
      kind: 'deposit_rejected',
      postings: [],
      settles: [{ id: Number(row.transaction_id), status: 'rejected' }],
    });
    return 'deposit.reject';
  });
}

export interface DepositQuery extends PageRequest {
  asset?: string;
  user?: string;
  status?: Deposit['status'];
  state?: DepositState;
}

export async function listDeposits(db: MoneyContext['db'], query: DepositQuery): Promise<Schemas['DepositPage']> {
  const filter: repository.DepositFilter = {
    ...(query.asset !== undefined && { asset: query.asset }),
    ...(query.user !== undefined && { username: query.user.trim() }),
    ...(query.status !== undefined && { credited: query.status === 'credited' }),
    ...(query.state !== undefined && { state: query.state }),
  };
  return paginate(repository.depositsMatching(db, filter), query, (rows) => rows.map(toDeposit));
}
