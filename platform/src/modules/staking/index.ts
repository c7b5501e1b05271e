// staking's face: the only file of it that other modules and the app import.
export { countStakes } from './repository.ts';
export { stakingRewardsJob } from './rewards.ts';
export * as stakingRoutes from './routes.ts';
export { createStake, listProducts } from './service.ts';
