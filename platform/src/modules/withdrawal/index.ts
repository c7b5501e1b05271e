// withdrawal's face: the only file of it that other modules and the app import.
export { sentByAsset } from './repository.ts';
export * as withdrawalRoutes from './routes.ts';
export { approveWithdrawal, placeWithdrawal, planWithdrawal } from './service.ts';
