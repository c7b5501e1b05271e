// booster's face: the only file of it that other modules and the app import.
export { countActivePacks, findTierByName } from './repository.ts';
export * as boosterRoutes from './routes.ts';
export { purchasePack, upgradePack } from './service.ts';
