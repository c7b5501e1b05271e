// asset's face: the only file of it that other modules and the app import.
export { findAsset, listAllAssets, type AssetRecord } from './repository.ts';
export * as assetRoutes from './routes.ts';
export { requireAsset } from './service.ts';
