/**
 * The daily arbitrage returns: for each ended day, each active subscription whose term holds that day is paid
 * price × daily return from the platform's rewards, once (the jobs module marks it); on the term's last day the
 * same movement returns the price from locked to available and ends the subscription.
 */
import { findAsset } from '../asset/index.ts';
import type { Job } from '../../core/jobs/index.ts';
import { ledgerOnly } from '../../core/ledger/index.ts';
import * as repository from './repository.ts';

export const arbitrageReturnsJob: Job = {
  name: 'arbitrage-returns',
  cadence: 'daily',
  // Five minutes after midnight UTC: the day just ended is paid.
  schedule: '5 0 * * *',
  firstPeriod: ({ db }) => repository.firstDueDay(db),
  async run(run) {
    for (const due of await repository.subscriptionsDue(run.deps.db, run.period)) {
      await run.once(`subscription:${due.id}`, async (movement) => {
        const asset = (await findAsset(movement.trx, due.asset))!;
        await movement.lock(due.userId, [due.asset]);
        const last = run.period === due.lastDay;
        const transaction = (type: 'arbitrage_return' | 'arbitrage_release', amount: bigint) =>
          ledgerOnly({ userId: due.userId, type, direction: 'in', asset: due.asset, decimals: asset.decimals, amount });
        await movement.record({
          kind: 'arbitrage_return',
          postings: [
            { kind: 'rewards', asset: due.asset, amount: -due.dailyReturn },
            { kind: 'member', asset: due.asset, userId: due.userId, amount: due.dailyReturn },
          ],
          transactions: [transaction('arbitrage_return', due.dailyReturn)],
        });
        if (last)
          await movement.record({
            kind: 'arbitrage_release',
            postings: [
              { kind: 'locked', asset: due.asset, userId: due.userId, amount: -due.price },
              { kind: 'member', asset: due.asset, userId: due.userId, amount: due.price },
            ],
            transactions: [transaction('arbitrage_release', due.price)],
          });
        await repository.recordReturn(movement.trx, due.id, {
          dailyReturn: due.dailyReturn,
          endedAt: last ? due.endsAt : null,
        });
        return { asset: due.asset, amount: due.dailyReturn + (last ? due.price : 0n) };
      });
    }
  },
};
