// swap's face: the only file of it that other modules and the app import.
export * as swapRoutes from './routes.ts';
export { createSwapQuote, executeSwap } from './service.ts';
