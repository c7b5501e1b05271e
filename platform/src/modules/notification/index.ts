// notification's face: the only file of it that other modules and the app import.
export { insertNotifications } from './repository.ts';
export * as notificationRoutes from './routes.ts';
