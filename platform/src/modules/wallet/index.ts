// wallet's face: the only file of it that other modules and the app import.
export * as walletRoutes from './routes.ts';
export { depositDisabled } from './service.ts';
