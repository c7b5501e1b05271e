// member's face: the only file of it that other modules and the app import.
export * as memberRoutes from './routes.ts';
export { memberRequestKinds } from './service.ts';
