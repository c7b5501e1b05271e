/** Handlers of the audit tag. */
import type { OperationHandler } from '../../routes/operation-handler.ts';
import * as auditService from './service.ts';

export const listAdminAudit: OperationHandler<'listAdminAudit'> = async (request) =>
  auditService.listAdminAudit(request.server.db, {
    page: request.query.page ?? 1,
    pageSize: request.query.pageSize ?? 20,
    action: request.query.action,
  });
