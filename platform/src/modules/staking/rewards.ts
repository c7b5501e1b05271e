/**
 * The daily distribution (job `staking-rewards`): for each ended day, each stake running that day is paid
 * principal × the product's realised rate of the day (rewards -reward, member +reward), and on its last day its
 * principal returns (locked -principal, member +principal) and it matures. Stakes are paid in chunks, one
 * movement per chunk of a product's stakes, each stake marked done in it: exactly once per stake and day.
 */
import type { Job, Moved } from '../../core/jobs/index.ts';
import { ledgerOnly, type Movement, type NewTransaction, type Posting } from '../../core/ledger/index.ts';
import { addDays, dayReward, targetDailyRate } from './rates.ts';
import * as repository from './repository.ts';

/** Stakes per movement: big enough that a day of 100,000 stakes takes a few hundred transactions. */
export const CHUNK = 500;

interface Owed {
  id: number;
  user_id: number;
  principal: string;
  maturity_day: string;
}

const itemOf = (stakeId: number) => `stake:${stakeId}`;

/** Pays a chunk of a product's stakes for the day; what each stake moved: its reward, and its principal back. */
async function payChunk(
  { trx, kind, at, lock, record }: Movement,
  product: repository.ProductRow,
  day: string,
  chunk: readonly Owed[],
): Promise<ReadonlyMap<string, Moved>> {
  const asset = product.asset;
  const decimals = Number(product.decimals);
  await lock([...new Set(chunk.map((stake) => stake.user_id))], [asset]);
  // Under the members' locks: a stake an administrator cancelled since it was read is left out.
  const active = await repository.activeOf(
    trx,
    chunk.map((stake) => stake.id),
  );
  const rate = await repository.lockedDayRate(trx, kind === 'postgres', product.id, day);
  const paid = chunk.filter((stake) => active.has(stake.id));
  const rewards = paid.map((stake) => ({ ...stake, reward: dayReward(BigInt(stake.principal), rate) }));
  const maturing = paid.filter((stake) => stake.maturity_day === addDays(day, 1));
  const total = rewards.reduce((sum, stake) => sum + stake.reward, 0n);
  const line = (type: 'staking_reward' | 'staking_return', userId: number, amount: bigint): NewTransaction =>
    ledgerOnly({ userId, type, direction: 'in', asset, decimals, amount });
  const earning = rewards.filter((stake) => stake.reward > 0n);
  if (earning.length > 0)
    await record({
      kind: 'staking_reward',
      postings: [
        { kind: 'rewards', asset, amount: -total },
        ...earning.map((stake): Posting => ({ kind: 'member', asset, userId: stake.user_id, amount: stake.reward })),
      ],
      transactions: earning.map((stake) => line('staking_reward', stake.user_id, stake.reward)),
    });
  if (maturing.length > 0)
    await record({
      kind: 'staking_return',
      postings: maturing.flatMap((stake): Posting[] => [
        { kind: 'locked', asset, userId: stake.user_id, amount: -BigInt(stake.principal) },
        { kind: 'member', asset, userId: stake.user_id, amount: BigInt(stake.principal) },
      ]),
      transactions: maturing.map((stake) => line('staking_return', stake.user_id, BigInt(stake.principal))),
    });
  await repository.markPaid(
    trx,
    rewards,
    maturing.map((stake) => stake.id),
    at,
  );
  if (paid.length > 0) await repository.recordPaid(trx, product.id, day, paid.length, total);
  const moved = new Map(earning.map((stake) => [itemOf(stake.id), { asset, amount: stake.reward }]));
  for (const stake of maturing)
    moved.set(itemOf(stake.id), {
      asset,
      amount: (moved.get(itemOf(stake.id))?.amount ?? 0n) + BigInt(stake.principal),
    });
  return moved;
}

export const stakingRewardsJob: Job = {
  name: 'staking-rewards',
  cadence: 'daily',
  schedule: '5 0 * * *',
  firstPeriod: ({ db }) => repository.earliestActiveStart(db),
  async run({ period: day, deps, batch }) {
    for (const product of await repository.listProducts(deps.db, false)) {
      await repository.ensureDay(deps.db, product.id, day, targetDailyRate(product.target_rate));
      for (let after = 0; ;) {
        const chunk = await repository.stakesOwed(deps.db, product.id, day, after, CHUNK);
        if (chunk.length === 0) break;
        after = chunk.at(-1)!.id;
        const byItem = new Map(chunk.map((stake) => [itemOf(stake.id), stake]));
        await batch([...byItem.keys()], (movement, todo) =>
          payChunk(
            movement,
            product,
            day,
            todo.map((item) => byItem.get(item)!),
          ),
        );
      }
    }
  },
};
