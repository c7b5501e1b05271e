/**
 * Withdrawals: a member's request holds the amount and the fee at once (member -total, hold +total); an
 * administrator then sends it with the outgoing hash (hold -total, world +amount, fees +fee), after a second,
 * different administrator above the second-approval threshold, or rejects it (hold -total, member +total).
 * No administrator decides their own request. Every step is a timeline event, written in the same movement as
 * its postings.
 */
import type { Kysely } from 'kysely';
import type { Database, WithdrawalStatus } from '../../db/database.ts';
import { idOf } from '../../db/ids.ts';
import { paginate, type PageRequest } from '../../db/paginate.ts';
import { HttpError, invalidField, notFound, ownAccount, unprocessable } from '../../errors.ts';
import type { components } from '../../generated/api.ts';
import { centsToDecimal, decimalToUnits, formatUnits, parsePositiveUnits, usdCents } from '../../money.ts';
import { findAsset } from '../asset/index.ts';
import { audit, type Actor } from '../audit/index.ts';
import { requireRecentStepUp, type StepUpCaller } from '../auth/index.ts';
import { getConfiguration, refuseRelatedParty } from '../configuration/index.ts';
import { moveMoney, requireAvailable, type Answer, type MoneyContext, type Movement } from '../../core/ledger/index.ts';
import { dayOf } from '../../core/period.ts';
import { findUserById } from '../user/index.ts';
import { isValidAddress } from '../../core/chain/addresses.ts';
import { checkCredentials } from '../auth/index.ts';
import * as repository from './repository.ts';

type Schemas = components['schemas'];
type Db = Kysely<Database>;
export type Withdrawal = Schemas['Withdrawal'];

const DAY_MS = 86_400_000;

const NETWORK_NAMES = { bitcoin: 'Bitcoin', ethereum: 'Ethereum', tron: 'Tron', fiat: 'fiat' } as const;

function toWithdrawal(row: repository.WithdrawalRow, events: repository.WithdrawalEventRow[]): Withdrawal {
  const decimals = Number(row.decimals);
  const amount = BigInt(row.amount);
  const fee = BigInt(row.fee);
  return {
    id: String(row.id),
    reference: row.reference,
    username: row.username,
    uid: row.uid,
    asset: row.asset,
    network: row.network,
    address: row.address,
    amount: formatUnits(amount, decimals),
    fee: formatUnits(fee, decimals),
    total: formatUnits(amount + fee, decimals),
    usd_value: centsToDecimal(BigInt(row.usd_value_cents)),
    status: row.status,
    needs_second_approval: row.needs_second_approval === 1,
    tx_hash: row.tx_hash,
    rejection_reason: row.rejection_reason,
    created_at: row.created_at,
    updated_at: row.updated_at,
    timeline: events.map((event) => ({
      type: event.type,
      at: event.at,
      by: event.by_username,
      tx_hash: event.tx_hash,
      reason: event.reason,
    })),
  };
}

async function withTimelines(db: Db, rows: repository.WithdrawalRow[]): Promise<Withdrawal[]> {
  const events = await repository.eventsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toWithdrawal(row, events.get(row.id) ?? []));
}

export async function withdrawalById(db: Db, id: number): Promise<Withdrawal> {
  const row = await repository.findWithdrawalRow(db, id);
  if (!row) throw new Error(`Withdrawal ${id} vanished`);
  return (await withTimelines(db, [row]))[0]!;
}

export interface WithdrawalPlan {
  assetCode: string;
  address: string;
  amount: bigint;
  fee: bigint;
  usdValueCents: bigint;
}

/** Everything about a request that does not depend on the member's balance or history; throws the refusal. */
export async function planWithdrawal(
  db: Db,
  input: Pick<Schemas['WithdrawalRequest'], 'asset' | 'address' | 'amount'>,
): Promise<WithdrawalPlan> {
  const asset = await findAsset(db, input.asset);
  if (!asset) throw invalidField('asset', `asset names no asset: ${input.asset}`);
  if (!asset.withdrawEnabled || asset.network === 'fiat')
    throw unprocessable('WITHDRAWAL_DISABLED', `${asset.code} withdrawals are not available.`);
  if (!isValidAddress(asset.network, input.address))
    throw invalidField('address', `address is not a valid ${NETWORK_NAMES[asset.network]} address`);
  const transaction = await getConfiguration(db, 'transaction');
  const limit = transaction.limits.find((entry) => entry.asset === asset.code);
  if (!limit) throw unprocessable('WITHDRAWAL_NOT_CONFIGURED', `${asset.code} withdrawals are not configured yet.`);
  const amount = parsePositiveUnits(input.amount, asset.decimals, 'amount', asset.code);
  if (
    amount < decimalToUnits(limit.min_withdrawal, asset.decimals) ||
    amount > decimalToUnits(limit.max_withdrawal, asset.decimals)
  )
    throw unprocessable(
      'AMOUNT_OUT_OF_RANGE',
      `The amount must be between ${limit.min_withdrawal} and ${limit.max_withdrawal} ${asset.code}.`,
      'amount',
    );
  return {
    assetCode: asset.code,
    address: input.address,
    amount,
    fee: decimalToUnits(limit.withdrawal_fee, asset.decimals),
    usdValueCents: usdCents(amount, asset.decimals, asset.usdPriceE8),
  };
}

/**
 * The limits on the member's totals, read under the member's lock so concurrent requests see each other: the
 * calendar day's total against the daily limit, and the last 24 hours' (this request included) against the KYC
 * and second-approval thresholds, so a withdrawal split in parts meets them as a whole. Answers whether a second
 * administrator must approve.
 */
async function checkTotals(
  { trx, now }: Movement,
  member: { id: number; kyc: string | null },
  plan: WithdrawalPlan,
): Promise<boolean> {
  const transaction = await getConfiguration(trx, 'transaction');
  const dailyLimit = transaction.daily_withdrawal_limit_usd;
  const requestedToday = await repository.requestedUsdCentsSince(trx, member.id, `${dayOf(now)}T00:00:00.000Z`);
  if (requestedToday + plan.usdValueCents > decimalToUnits(dailyLimit, 2))
    throw unprocessable(
      'DAILY_LIMIT_EXCEEDED',
      `This withdrawal would take you above the daily limit of ${dailyLimit} USD.`,
      'amount',
    );
  const since = new Date(now.getTime() - DAY_MS).toISOString();
  const rolling = (await repository.requestedUsdCentsSince(trx, member.id, since)) + plan.usdValueCents;
  const kyc = await getConfiguration(trx, 'kyc');
  if (
    kyc.required_for_withdrawal &&
    rolling > decimalToUnits(kyc.withdrawal_threshold_usd, 2) &&
    member.kyc !== 'verified'
  )
    throw unprocessable(
      'KYC_REQUIRED',
      `Withdrawals above ${kyc.withdrawal_threshold_usd} USD in 24 hours need a verified identity. Complete your KYC first.`,
    );
  return rolling > decimalToUnits(transaction.second_approval_threshold_usd, 2);
}

/**
 * Holds the amount and fee and records the request, in one movement under the member's account lock: the
 * balance and the totals are read there, so concurrent requests cannot spend the same money twice.
 */
export function placeWithdrawal(
  context: MoneyContext,
  member: { id: number; username: string; kyc: string | null },
  plan: WithdrawalPlan,
): Promise<Answer<Withdrawal>> {
  return moveMoney(context, async (movement) => {
    const { trx, at } = movement;
    // The totals in dollars span every asset: requests of the member in other assets wait too.
    await repository.lockMember(trx, movement.kind === 'postgres', member.id);
    await movement.lock(member.id, [plan.assetCode]);
    const asset = (await findAsset(trx, plan.assetCode))!;
    const needsSecondApproval = await checkTotals(movement, member, plan);
    const total = plan.amount + plan.fee;
    await requireAvailable(trx, member.id, asset, total, ' (amount and fee)');
    const {
      transactions: [transaction],
    } = await movement.record({
      kind: 'withdrawal_request',
      postings: [
        { kind: 'member', asset: asset.code, userId: member.id, amount: -total },
        { kind: 'hold', asset: asset.code, userId: member.id, amount: total },
      ],
      transactions: [
        {
          userId: member.id,
          type: 'withdrawal',
          direction: 'out',
          asset: asset.code,
          decimals: asset.decimals,
          amount: plan.amount,
          fee: plan.fee,
          counterAsset: null,
          counterAmount: null,
          status: 'pending',
          txHash: null,
          address: plan.address,
        },
      ],
    });
    const id = await repository.insertWithdrawal(trx, {
      reference: transaction!.reference,
      user_id: member.id,
      asset: asset.code,
      network: asset.network,
      address: plan.address,
      amount: plan.amount,
      fee: plan.fee,
      usd_value_cents: plan.usdValueCents,
      status: 'pending',
      needs_second_approval: needsSecondApproval ? 1 : 0,
      first_approver_id: null,
      tx_hash: null,
      rejection_reason: null,
      transaction_id: transaction!.id,
      created_at: at,
      updated_at: at,
    });
    await repository.insertEvents(trx, [
      { withdrawal_id: id, type: 'requested', at, by_username: member.username, tx_hash: null, reason: null },
    ]);
    return { status: 201, body: await withdrawalById(trx, id) };
  });
}

export async function requestWithdrawal(
  context: MoneyContext,
  userId: number,
  input: Schemas['WithdrawalRequest'],
): Promise<Answer<Withdrawal>> {
  const member = await findUserById(context.db, userId);
  if (!member) throw new Error(`User ${userId} vanished`);
  const plan = await planWithdrawal(context.db, input);
  await checkCredentials(
    { db: context.db, kind: context.kind, now: context.now() },
    { id: member.id, transactionPasswordHash: member.transaction_password_hash, totpSecret: member.totp_secret },
    { transactionPassword: input.transaction_password, twoFactorCode: input.two_factor_code },
    { before: 'withdrawing', to: 'withdraw' },
  );
  return placeWithdrawal(context, member, plan);
}

export interface WithdrawalQuery extends PageRequest {
  status?: WithdrawalStatus;
  asset?: string;
  user?: string;
}

export async function listWithdrawals(
  db: Db,
  userId: number | undefined,
  query: WithdrawalQuery,
  newestFirst: boolean,
): Promise<Schemas['WithdrawalPage']> {
  const filter: repository.WithdrawalFilter = {
    ...(userId !== undefined && { userId }),
    ...(query.user !== undefined && { username: query.user.trim() }),
    ...(query.status !== undefined && { status: query.status }),
    ...(query.asset !== undefined && { asset: query.asset }),
  };
  return paginate(repository.withdrawalsMatching(db, filter, newestFirst), query, (rows) => withTimelines(db, rows));
}

export async function getWithdrawal(db: Db, userId: number, id: string): Promise<Withdrawal> {
  const numeric = idOf(id);
  const row = numeric === null ? undefined : await repository.findWithdrawalRow(db, numeric, userId);
  if (!row) throw notFound('Withdrawal');
  return (await withTimelines(db, [row]))[0]!;
}

const notPending = (): HttpError =>
  new HttpError(409, 'This withdrawal request is no longer waiting for a decision.', 'WITHDRAWAL_NOT_PENDING');

/** How a decision reads in the administrators' trail. */
interface Trailed {
  action: 'withdrawal.approve' | 'withdrawal.send' | 'withdrawal.reject';
  actor: Actor;
  secondApprover?: Actor;
}

/** Runs an administrator's decision on a request that is still waiting, under its member's lock, audited. */
function decide(
  context: MoneyContext,
  admin: Actor,
  id: string,
  act: (movement: Movement, row: repository.WithdrawalRow) => Promise<Trailed>,
): Promise<Answer<Withdrawal>> {
  const numeric = idOf(id);
  if (numeric === null) throw notFound('Withdrawal');
  return moveMoney(context, async (movement) => {
    const { trx, at } = movement;
    if (!(await repository.lockWithdrawal(trx, context.kind === 'postgres', numeric))) throw notFound('Withdrawal');
    const row = (await repository.findWithdrawalRow(trx, numeric))!;
    if (Number(row.user_id) === admin.id) throw ownAccount();
    if (row.status !== 'pending' && row.status !== 'awaiting_second_approval') throw notPending();
    await movement.lock(Number(row.user_id), [row.asset]);
    const before = await withdrawalById(trx, numeric);
    const trailed = await act(movement, row);
    const after = await withdrawalById(trx, numeric);
    await audit(trx, { ...trailed, subject: row.reference, target: Number(row.user_id), at, before, after });
    return { status: 200, body: after };
  });
}

/** The administrator whose approval a sending completes, named as their approval event named them. */
async function firstApprover(db: Db, row: repository.WithdrawalRow): Promise<Actor> {
  const events = (await repository.eventsOf(db, [row.id])).get(row.id) ?? [];
  const approval = events.find((event) => event.type === 'approved');
  return {
    id: row.first_approver_id === null ? null : Number(row.first_approver_id),
    username: approval?.by_username ?? '',
  };
}

async function send({ trx, at, record }: Movement, row: repository.WithdrawalRow, admin: Actor, txHash: string) {
  const amount = BigInt(row.amount);
  const fee = BigInt(row.fee);
  await record({
    kind: 'withdrawal_sent',
    postings: [
      { kind: 'hold', asset: row.asset, userId: Number(row.user_id), amount: -(amount + fee) },
      { kind: 'world', asset: row.asset, amount },
      { kind: 'fees', asset: row.asset, amount: fee },
    ],
    settles: [{ id: Number(row.transaction_id), status: 'completed', txHash }],
  });
  await repository.updateWithdrawal(trx, row.id, { status: 'sent', tx_hash: txHash, updated_at: at });
  await repository.insertEvents(trx, [
    { withdrawal_id: row.id, type: 'approved', at, by_username: admin.username, tx_hash: null, reason: null },
    { withdrawal_id: row.id, type: 'sent', at, by_username: admin.username, tx_hash: txHash, reason: null },
  ]);
}

export function approveWithdrawal(
  context: MoneyContext,
  // The seed sends small withdrawals, which need no step-up, without a sign-in.
  admin: Actor & Partial<Pick<StepUpCaller, 'session'>>,
  id: string,
  input: Schemas['ApproveWithdrawalRequest'],
): Promise<Answer<Withdrawal>> {
  return decide(context, admin, id, async (movement, row) => {
    const { trx, at, now } = movement;
    const member = { id: Number(row.user_id) };
    // Above the second-approval threshold each of the two approvals is a sensitive decision.
    if (row.needs_second_approval === 1) await requireRecentStepUp(trx, admin, new Date(at));
    if (row.status === 'pending' && row.needs_second_approval === 1) {
      await refuseRelatedParty(trx, admin, member, now, 'approve its money');
      await repository.updateWithdrawal(trx, row.id, {
        status: 'awaiting_second_approval',
        first_approver_id: admin.id,
        updated_at: at,
      });
      await repository.insertEvents(trx, [
        { withdrawal_id: row.id, type: 'approved', at, by_username: admin.username, tx_hash: null, reason: null },
      ]);
      return { action: 'withdrawal.approve', actor: admin };
    }
    const second = row.status === 'awaiting_second_approval';
    if (second && Number(row.first_approver_id) === admin.id)
      throw unprocessable(
        'SECOND_APPROVER_REQUIRED',
        'This withdrawal needs the approval of a second, different administrator.',
      );
    if (input.tx_hash === undefined)
      throw invalidField('tx_hash', 'tx_hash is required: it is the hash of the outgoing transaction');
    await refuseRelatedParty(trx, admin, member, now, 'approve its money');
    await send(movement, row, admin, input.tx_hash);
    return second
      ? { action: 'withdrawal.send', actor: await firstApprover(trx, row), secondApprover: admin }
      : { action: 'withdrawal.send', actor: admin };
  });
}

export function rejectWithdrawal(
  context: MoneyContext,
  admin: Actor,
  id: string,
  input: Schemas['RejectWithdrawalRequest'],
): Promise<Answer<Withdrawal>> {
  const reason = input.reason.trim();
  return decide(context, admin, id, async ({ trx, at, record }, row) => {
    const total = BigInt(row.amount) + BigInt(row.fee);
    const userId = Number(row.user_id);
    await record({
      kind: 'withdrawal_rejected',
      postings: [
        { kind: 'hold', asset: row.asset, userId, amount: -total },
        { kind: 'member', asset: row.asset, userId, amount: total },
      ],
      settles: [{ id: Number(row.transaction_id), status: 'rejected' }],
    });
    await repository.updateWithdrawal(trx, row.id, { status: 'rejected', rejection_reason: reason, updated_at: at });
    await repository.insertEvents(trx, [
      { withdrawal_id: row.id, type: 'rejected', at, by_username: admin.username, tx_hash: null, reason },
    ]);
    return { action: 'withdrawal.reject', actor: admin };
  });
}
