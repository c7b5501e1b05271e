/** Handlers of the audit tag. */
import type { OperationHandler } from '../../routes/operation-handler.ts';
import * as auditService from './service.ts';

export const listAdminAudit: OperationHandler<'listAdminAudit'> = async (request) =>
  auditService.listAdminAudit(request.server.db, request.query);
