// service's face: the only file of it that other modules and the app import.
export * as serviceRoutes from './routes.ts';
