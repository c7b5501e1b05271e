// audit's face: the only file of it that other modules and the app import.
export * as auditRoutes from './routes.ts';
export { administeredWithin, audit, type Actor, type AdminAuditAction } from './service.ts';
