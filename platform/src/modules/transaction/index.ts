// transaction's face: the only file of it that other modules and the app import.
export * as transactionRoutes from './routes.ts';
export { transactionById, type Transaction } from './service.ts';
