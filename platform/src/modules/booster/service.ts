/**
 * A member's booster pack: bought for a tier's price, active from the payment until its end date, upgraded to a
 * higher tier for its price less what the pack was paid (the end date stays). Each payment moves the member's
 * available USDT to the platform's sales in one movement that also writes the order, the member's transaction and
 * the qualifying purchase of the compensation plan, under the member's lock, so two payments never both pass.
 */
import type { Kysely } from 'kysely';
import type { BoosterOrderKind, Database } from '../../db/database.ts';
import { idOf, reserveId } from '../../db/ids.ts';
import { invalidField, unprocessable } from '../../errors.ts';
import type { components } from '../../generated/api.ts';
import { formatUnits } from '../../money.ts';
import {
  ledgerOnly,
  moveMoney,
  requireAvailable,
  type Answer,
  type MoneyContext,
  type Movement,
} from '../../core/ledger/index.ts';
import { findUserById } from '../user/index.ts';
import { checkCredentials } from '../auth/index.ts';
import { boosterAsset, toTier } from './catalogue.ts';
import * as repository from './repository.ts';

type Schemas = components['schemas'];
type Db = Kysely<Database>;
export type BoosterOrder = Schemas['BoosterOrder'];

const DAY_MS = 86_400_000;

const day = (iso: string) => iso.slice(0, 10);

export interface ActivePack {
  pack: repository.PackRecord;
  tier: repository.TierRecord;
}

/**
 * The member's pack if it is active at `now` (from its payment until its end date): what the compensation plan
 * calls an active member. Not the account's `is_active`, which is whether administrators let it sign in.
 */
export async function activeBoosterPack(db: Db, userId: number, now: Date): Promise<ActivePack | undefined> {
  const pack = await repository.latestPack(db, userId);
  const at = now.toISOString();
  if (!pack || pack.startedAt > at || pack.endsAt <= at) return undefined;
  return { pack, tier: (await repository.findTier(db, pack.tierId))! };
}

export async function toPack(db: Db, pack: repository.PackRecord, now: Date): Promise<Schemas['BoosterPack']> {
  const [{ decimals }, tier] = await Promise.all([boosterAsset(db), repository.findTier(db, pack.tierId)]);
  const at = now.toISOString();
  return {
    id: String(pack.id),
    tier: toTier(tier!, decimals),
    started_at: pack.startedAt,
    ends_at: pack.endsAt,
    active: pack.startedAt <= at && at < pack.endsAt,
    paid: formatUnits(pack.paid, decimals),
  };
}

export async function myPack(db: Db, userId: number, now: Date): Promise<Schemas['MyBoosterPack']> {
  const pack = await repository.latestPack(db, userId);
  return { pack: pack ? await toPack(db, pack, now) : null };
}

export function toOrder(row: repository.OrderRow): BoosterOrder {
  return {
    id: String(row.id),
    reference: row.reference,
    uid: row.uid,
    username: row.username,
    kind: row.kind,
    tier_id: String(row.tier_id),
    tier_name: row.tier_name,
    from_tier_name: row.from_tier_name ?? null,
    asset: row.asset,
    amount: formatUnits(BigInt(row.amount), Number(row.decimals)),
    pack_ends_at: row.pack_ends_at,
    created_at: row.created_at,
  };
}

/** The tier a payment names, refused when it names none (400) or members cannot buy it (422). */
function onSale(tier: repository.TierRecord | undefined, tierId: string): repository.TierRecord {
  if (!tier) throw invalidField('tier_id', `tier_id names no booster tier: ${tierId}`);
  if (!tier.active) throw unprocessable('BOOSTER_TIER_INACTIVE', `The ${tier.name} pack is not on sale.`, 'tier_id');
  return tier;
}

async function payableTier(db: Db, tierId: string): Promise<repository.TierRecord> {
  const numeric = idOf(tierId);
  return onSale(numeric === null ? undefined : await repository.findTier(db, numeric), tierId);
}

/**
 * How every payment opens, under the member's lock: the tier read again with its row held, so the payment charges
 * the price of now and not the one quoted before (an administrator may have changed it since), and the member's
 * active pack.
 */
async function openPayment(
  movement: Movement,
  userId: number,
  quoted: repository.TierRecord,
): Promise<{ tier: repository.TierRecord; active: ActivePack | undefined }> {
  await movement.lock(userId, [(await boosterAsset(movement.trx)).code]);
  const tier = onSale(await repository.findTier(movement.trx, quoted.id, movement.kind), String(quoted.id));
  return { tier, active: await activeBoosterPack(movement.trx, userId, movement.now) };
}

interface Payment {
  kind: BoosterOrderKind;
  /** The pack being upgraded; a purchase starts a new one. */
  pack?: repository.PackRecord;
  from?: repository.TierRecord;
  tier: repository.TierRecord;
  amount: bigint;
}

/** Takes the payment and writes the order, its transaction and its qualifying purchase, in the movement. */
async function pay(movement: Movement, userId: number, payment: Payment): Promise<Answer<BoosterOrder>> {
  const { trx, at, now } = movement;
  const asset = await boosterAsset(trx);
  const what =
    payment.kind === 'purchase' ? ` (the ${payment.tier.name} pack)` : ` (the upgrade to ${payment.tier.name})`;
  await requireAvailable(trx, userId, asset, payment.amount, what);
  const orderId = await reserveId(trx, movement.kind, 'booster_orders');
  const {
    transactions: [transaction],
  } = await movement.record({
    kind: `booster_${payment.kind}`,
    postings: [
      { kind: 'member', asset: asset.code, userId, amount: -payment.amount },
      { kind: 'sales', asset: asset.code, amount: payment.amount },
    ],
    transactions: [
      ledgerOnly({
        userId,
        type: 'pack',
        direction: 'out',
        asset: asset.code,
        decimals: asset.decimals,
        amount: payment.amount,
      }),
    ],
    turnover: { userId, source: 'booster', sourceId: orderId, asset: asset.code, amount: payment.amount },
  });
  let packId = payment.pack?.id;
  if (packId === undefined)
    packId = await repository.insertPack(trx, {
      userId,
      tierId: payment.tier.id,
      startedAt: at,
      endsAt: new Date(now.getTime() + payment.tier.validityDays * DAY_MS).toISOString(),
    });
  else await repository.setPackTier(trx, packId, payment.tier.id);
  await repository.insertOrder(trx, {
    id: orderId,
    pack_id: packId,
    user_id: userId,
    kind: payment.kind,
    tier_id: payment.tier.id,
    from_tier_id: payment.from?.id ?? null,
    asset: asset.code,
    amount: payment.amount,
    transaction_id: transaction!.id,
    created_at: at,
  });
  return { status: 201, body: toOrder((await repository.findOrderRow(trx, orderId))!) };
}

async function checkMember(context: MoneyContext, userId: number, input: Schemas['BoosterPaymentRequest']) {
  const member = await findUserById(context.db, userId);
  if (!member) throw new Error(`User ${userId} vanished`);
  await checkCredentials(
    { db: context.db, kind: context.kind, now: context.now() },
    { id: member.id, transactionPasswordHash: member.transaction_password_hash, totpSecret: member.totp_secret },
    { transactionPassword: input.transaction_password, twoFactorCode: input.two_factor_code },
    { before: 'paying', to: 'pay' },
  );
}

/** Buys a pack of this tier for a member whose proof was checked: refused while their pack is active. */
export function purchasePack(
  context: MoneyContext,
  userId: number,
  quoted: repository.TierRecord,
): Promise<Answer<BoosterOrder>> {
  return moveMoney(context, async (movement) => {
    const { tier, active } = await openPayment(movement, userId, quoted);
    if (active)
      throw unprocessable(
        'BOOSTER_PACK_ACTIVE',
        `Your ${active.tier.name} pack is active until ${day(active.pack.endsAt)}: upgrade it instead of buying another.`,
        'tier_id',
      );
    return pay(movement, userId, { kind: 'purchase', tier, amount: tier.price });
  });
}

/**
 * Moves the member's active pack to a higher tier for its price less what the pack was paid, whatever the current
 * tier costs today; the end date stays.
 */
export function upgradePack(
  context: MoneyContext,
  userId: number,
  quoted: repository.TierRecord,
): Promise<Answer<BoosterOrder>> {
  return moveMoney(context, async (movement) => {
    const { tier, active } = await openPayment(movement, userId, quoted);
    if (!active)
      throw unprocessable('NO_ACTIVE_BOOSTER_PACK', 'You have no active booster pack to upgrade: buy one.', 'tier_id');
    const from = active.tier;
    const amount = tier.price - active.pack.paid;
    // A higher tier costs more than was paid: the same tier, a lower one, or a higher rank not dearer is no upgrade.
    if (tier.rank <= from.rank || amount <= 0n)
      throw unprocessable(
        'BOOSTER_UPGRADE_NOT_HIGHER',
        tier.id === from.id
          ? `Your pack is already ${from.name}: an upgrade goes to a higher tier.`
          : `${tier.name} is not above your ${from.name} pack: a pack can only be upgraded to a higher tier.`,
        'tier_id',
      );
    return pay(movement, userId, { kind: 'upgrade', pack: active.pack, from, tier, amount });
  });
}

export async function buyBoosterPack(
  context: MoneyContext,
  userId: number,
  input: Schemas['BoosterPaymentRequest'],
): Promise<Answer<BoosterOrder>> {
  const tier = await payableTier(context.db, input.tier_id);
  await checkMember(context, userId, input);
  return purchasePack(context, userId, tier);
}

export async function upgradeBoosterPack(
  context: MoneyContext,
  userId: number,
  input: Schemas['BoosterPaymentRequest'],
): Promise<Answer<BoosterOrder>> {
  const tier = await payableTier(context.db, input.tier_id);
  await checkMember(context, userId, input);
  return upgradePack(context, userId, tier);
}
