/** Stand-in jobs of the jobs tests: a daily payment to some members, which a test may make fail or hold. */
import type { Job, PeriodRun } from '../src/core/jobs/job.ts';

/**
 * Pays each of `members` (read when a period runs) `amount` USDT units a day from the world account, from the day
 * `first`, in entries of kind `job_test`; `beforeItem` may stop or hold the run.
 */
export function dailyPay(
  name: string,
  members: readonly number[],
  first: string,
  beforeItem: (index: number, run: PeriodRun) => Promise<void> = async () => undefined,
  amount = 1n,
): Job {
  return {
    name,
    cadence: 'daily',
    schedule: '5 0 * * *',
    firstPeriod: async () => first,
    async run(run) {
      for (const [index, member] of members.entries()) {
        await beforeItem(index, run);
        await run.once(`member:${member}`, async (movement) => {
          await movement.lock(member, ['USDT']);
          await movement.record({
            kind: 'job_test',
            postings: [
              { kind: 'world', asset: 'USDT', amount: -amount },
              { kind: 'member', asset: 'USDT', userId: member, amount },
            ],
          });
          return { asset: 'USDT', amount };
        });
      }
    },
  };
}
