// arbitrage's face: the only file of it that other modules and the app import.
export { countActive } from './repository.ts';
export { arbitrageReturnsJob } from './returns-job.ts';
export * as arbitrageRoutes from './routes.ts';
