// jobs's face: the only file of it that other modules and the app import.
export { platformJobs } from './registry.ts';
export * as jobsRoutes from './routes.ts';
