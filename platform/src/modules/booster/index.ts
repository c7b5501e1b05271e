// booster's face: the only file of it that other modules and the app import.
export { purchasePack, upgradePack } from './packs.ts';
export { countActivePacks, findTierByName } from './repository.ts';
export * as boosterRoutes from './routes.ts';
