/** Handlers of the kyc tag. */
import { signedInUser } from '../../plugins/current-user.ts';
import type { OperationHandler } from '../../routes/operation-handler.ts';
import { sendStoredFile } from '../../core/upload/index.ts';
import * as kycService from './service.ts';

export const getKycSession: OperationHandler<'getKycSession'> = async (request) =>
  kycService.getKycSession(request.server.db, signedInUser(request).id);

export const startKycSession: OperationHandler<'startKycSession'> = async (request, reply) => {
  const session = await kycService.startKycSession(
    request.server.db,
    signedInUser(request),
    request.body,
    request.server.config.now(),
  );
  reply.code(201);
  return session;
};

export const submitKycStep: OperationHandler<'submitKycStep'> = async (request) =>
  kycService.submitKycStep(
    request,
    request.server.db,
    request.server.config.uploadsDir,
    signedInUser(request),
    request.params.step,
    request.server.config.now(),
  );

export const listKycReviews: OperationHandler<'listKycReviews'> = async (request) =>
  kycService.listKycReviews(request.server.db, request.query);

export const getKycDocument: OperationHandler<'getKycDocument'> = async (request, reply) => {
  const document = await kycService.getKycDocument(
    request.server.db,
    request.server.config.uploadsDir,
    request.params.id,
  );
  return sendStoredFile(reply, document.bytes, document.mediaType, document.name);
};

export const approveKycStep: OperationHandler<'approveKycStep'> = async (request) =>
  kycService.decideKycStep(
    request.server.db,
    signedInUser(request),
    request.params.id,
    { kind: 'approve' },
    request.server.config.now(),
  );

export const rejectKycStep: OperationHandler<'rejectKycStep'> = async (request) =>
  kycService.decideKycStep(
    request.server.db,
    signedInUser(request),
    request.params.id,
    { kind: 'reject', reason: request.body.reason },
    request.server.config.now(),
  );
