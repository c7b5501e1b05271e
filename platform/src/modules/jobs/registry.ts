import { stakingRewardsJob } from '../staking/rewards.ts';
import { arbitrageReturnsJob } from '../arbitrage/returns-job.ts';
import type { Job } from '../../core/jobs/job.ts';

/** The platform's periodic jobs, run by the API process (JOBS=on) or by `npm run jobs -w platform`. */
export const platformJobs: readonly Job[] = [stakingRewardsJob, arbitrageReturnsJob];
