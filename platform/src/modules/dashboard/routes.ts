/** Handlers of the dashboard tag. */
import type { OperationHandler } from '../../routes/operation-handler.ts';
import * as dashboardService from './service.ts';

export const getAdminDashboard: OperationHandler<'getAdminDashboard'> = async (request) =>
  dashboardService.getAdminDashboard(request.server.db, request.server.config.now());
