import { stakingRewardsJob } from '../staking/index.ts';
import { arbitrageReturnsJob } from '../arbitrage/index.ts';
import type { Job } from '../../core/jobs/index.ts';

/** The platform's periodic jobs, run by the API process (JOBS=on) or by `npm run jobs -w platform`. */
export const platformJobs: readonly Job[] = [stakingRewardsJob, arbitrageReturnsJob];
