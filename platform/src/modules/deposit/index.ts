// deposit's face: the only file of it that other modules and the app import.
export { creditedByAsset } from './repository.ts';
export * as depositRoutes from './routes.ts';
export { recordDeposit } from './service.ts';
