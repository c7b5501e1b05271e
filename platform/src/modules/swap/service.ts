/**
 * Swaps between assets: a quote fixes the rate (from the assets' USD prices), the fee and the amount received
 * for the swap configuration's TTL; executing it moves the money once, in one ledger transaction:
 * `from`: member -amount, swap_pool +(amount-fee), fees +fee; `to`: swap_pool -received, member +received.
 */
import type { Kysely } from 'kysely';
import { nowIso, type Database } from '../../db/database.ts';
import { idOf } from '../../db/ids.ts';
import { HttpError, invalidField, notFound } from '../../errors.ts';
import type { components } from '../../generated/api.ts';
import { basisPoints, decimalToUnits, formatUnits, parsePositiveUnits, percentOf, pow10 } from '../../money.ts';
import { findAsset, type AssetRecord } from '../asset/index.ts';
import { getConfiguration } from '../configuration/index.ts';
import { moveMoney, requireAvailable, type Answer, type MoneyContext } from '../../core/ledger/index.ts';
import { transactionById, type Transaction } from '../transaction/index.ts';
import * as repository from './repository.ts';

type Schemas = components['schemas'];
type Db = Kysely<Database>;

const pairDisabled = (from: string, to: string): HttpError =>
  new HttpError(422, `Swapping ${from} to ${to} is not available.`, 'SWAP_PAIR_DISABLED');

async function swapAsset(db: Db, code: string, field: 'from' | 'to'): Promise<AssetRecord> {
  const asset = await findAsset(db, code);
  if (!asset) throw invalidField(field, `${field} names no asset: ${code}`);
  return asset;
}

/** What a quote of `amount` (in `from`'s smallest unit) gives at these prices. */
export function quoteAmounts(
  from: AssetRecord,
  to: AssetRecord,
  amount: bigint,
  feePercent: string,
): { fee: bigint; received: bigint; rate: string } {
  const fee = percentOf(amount, feePercent);
  // Exact prices, one division at the end: rounding happens once, down, in `to`'s smallest unit.
  const received = ((amount - fee) * from.usdPriceE8 * pow10(to.decimals)) / (to.usdPriceE8 * pow10(from.decimals));
  const rate = formatUnits((from.usdPriceE8 * pow10(to.decimals)) / to.usdPriceE8, to.decimals);
  return { fee, received, rate };
}

export async function createSwapQuote(
  db: Db,
  userId: number,
  input: Schemas['SwapQuoteRequest'],
  now: Date,
): Promise<Schemas['SwapQuote']> {
  if (input.from === input.to) throw invalidField('to', 'to must differ from from');
  const from = await swapAsset(db, input.from, 'from');
  const to = await swapAsset(db, input.to, 'to');
  const amount = parsePositiveUnits(input.amount, from.decimals, 'amount', from.code);
  const configuration = await getConfiguration(db, 'swap');
  const pair = configuration.pairs.find((candidate) => candidate.from === from.code && candidate.to === to.code);
  if (!pair?.enabled || !from.swapEnabled || !to.swapEnabled) throw pairDisabled(from.code, to.code);
  const min = decimalToUnits(pair.min_amount, from.decimals);
  const max = decimalToUnits(pair.max_amount, from.decimals);
  if (amount < min || amount > max) {
    const message = `The amount must be between ${pair.min_amount} and ${pair.max_amount} ${from.code}.`;
    throw new HttpError(422, message, 'AMOUNT_OUT_OF_RANGE', [{ field: 'amount', message }]);
  }
  const { fee, received, rate } = quoteAmounts(from, to, amount, configuration.fee_percent);
  if (received <= 0n) {
    const message = `This amount is too small to receive any ${to.code}.`;
    throw new HttpError(422, message, 'AMOUNT_OUT_OF_RANGE', [{ field: 'amount', message }]);
  }
  const expiresAt = nowIso(new Date(now.getTime() + configuration.quote_ttl_seconds * 1000));
  const id = await repository.insertQuote(db, {
    user_id: userId,
    from_asset: from.code,
    to_asset: to.code,
    amount,
    fee,
    received,
    rate,
    fee_percent: configuration.fee_percent,
    from_price_e8: from.usdPriceE8,
    to_price_e8: to.usdPriceE8,
    created_at: nowIso(now),
    expires_at: expiresAt,
    used_at: null,
  });
  return {
    id: String(id),
    from: from.code,
    to: to.code,
    amount: formatUnits(amount, from.decimals),
    rate,
    fee: formatUnits(fee, from.decimals),
    fee_percent: configuration.fee_percent,
    amount_received: formatUnits(received, to.decimals),
    expires_at: expiresAt,
  };
}

/** Executes one of the member's quotes, once, at its rate; answers the swap's transaction. */
export async function executeSwap(
  context: MoneyContext,
  userId: number,
  quoteId: string,
): Promise<Answer<Transaction>> {
  const id = idOf(quoteId);
  const quoteNotFound = () => notFound('Quote');
  const first = id === null ? undefined : await repository.findQuote(context.db, id, userId);
  if (id === null || !first) throw quoteNotFound();
  return moveMoney(context, async ({ trx, now, at, lock, record }) => {
    await lock(userId, [first.from_asset, first.to_asset]);
    // Read again under the lock: a concurrent execution of the same quote has committed by now.
    const quote = (await repository.findQuote(trx, id, userId)) ?? first;
    if (quote.used_at !== null) throw new HttpError(409, 'This quote has already been executed.', 'QUOTE_USED');
    if (Date.parse(quote.expires_at) <= now.getTime())
      throw new HttpError(422, 'This quote has expired. Ask for a new one.', 'QUOTE_EXPIRED');
    const from = (await findAsset(trx, quote.from_asset))!;
    const to = (await findAsset(trx, quote.to_asset))!;
    const configuration = await getConfiguration(trx, 'swap');
    const pair = configuration.pairs.find((candidate) => candidate.from === from.code && candidate.to === to.code);
    if (!pair?.enabled || !from.swapEnabled || !to.swapEnabled) throw pairDisabled(from.code, to.code);
    if (
      from.usdPriceE8 !== BigInt(quote.from_price_e8) ||
      to.usdPriceE8 !== BigInt(quote.to_price_e8) ||
      basisPoints(configuration.fee_percent) !== basisPoints(quote.fee_percent)
    )
      throw new HttpError(
        422,
        'The price or the fee has changed since this quote. Ask for a new one.',
        'QUOTE_CHANGED',
      );
    const amount = BigInt(quote.amount);
    const fee = BigInt(quote.fee);
    const received = BigInt(quote.received);
    await requireAvailable(trx, userId, from, amount);
    if (!(await repository.markQuoteUsed(trx, id, at)))
      throw new HttpError(409, 'This quote has already been executed.', 'QUOTE_USED');
    const {
      transactions: [transaction],
    } = await record({
      kind: 'swap',
      postings: [
        { kind: 'member', asset: from.code, userId, amount: -amount },
        { kind: 'swap_pool', asset: from.code, amount: amount - fee },
        { kind: 'fees', asset: from.code, amount: fee },
        { kind: 'swap_pool', asset: to.code, amount: -received },
        { kind: 'member', asset: to.code, userId, amount: received },
      ],
      transactions: [
        {
          userId,
          type: 'swap',
          direction: 'out',
          asset: from.code,
          decimals: from.decimals,
          amount,
          fee,
          counterAsset: to.code,
          counterAmount: received,
          status: 'completed',
          txHash: null,
          address: null,
        },
      ],
    });
    return { status: 201, body: await transactionById(trx, transaction!.id) };
  });
}
