/** Handlers of the member tag: the administrator acting, and the member named by uid. */
import type { FastifyRequest } from 'fastify';
import { signedInUser } from '../../plugins/current-user.ts';
import type { OperationHandler } from '../../routes/operation-handler.ts';
import type { Actor } from '../audit/index.ts';
import { PHOTO_MEDIA_TYPE } from '../profile/index.ts';
import { sendStoredFile } from '../../core/upload/index.ts';
import * as memberService from './service.ts';

function actorOf(request: FastifyRequest): Actor {
  const user = signedInUser(request);
  return { id: user.id, username: user.username };
}

export const listUsers: OperationHandler<'listUsers'> = async (request) =>
  memberService.listUsers(request.server.db, request.query);

export const exportUsers: OperationHandler<'exportUsers'> = async (request, reply) => {
  void reply
    .header('content-disposition', 'attachment; filename="users.csv"')
    .type('text/csv; charset=utf-8')
    .send(await memberService.exportUsers(request.server.db, request.query));
  return undefined;
};

export const getMemberAccount: OperationHandler<'getMemberAccount'> = async (request) =>
  memberService.getMemberAccount(request.server.db, request.params.uid, request.server.config.now());

export const getMemberPhoto: OperationHandler<'getMemberPhoto'> = async (request, reply) =>
  sendStoredFile(
    reply,
    await memberService.getMemberPhoto(request.server.db, request.server.config.uploadsDir, request.params.uid),
    PHOTO_MEDIA_TYPE,
  );

export const setMemberActive: OperationHandler<'setMemberActive'> = async (request) =>
  memberService.setMemberActive(
    request.server.db,
    actorOf(request),
    request.params.uid,
    request.body.active,
    request.server.config.now(),
  );

export const setMemberAdmin: OperationHandler<'setMemberAdmin'> = async (request) =>
  memberService.setMemberAdmin(
    request.server.db,
    actorOf(request),
    request.params.uid,
    request.body.admin,
    request.server.config.now(),
  );

export const resetMemberTwoFactor: OperationHandler<'resetMemberTwoFactor'> = async (request) =>
  memberService.resetMemberTwoFactor(
    request.server.db,
    actorOf(request),
    request.params.uid,
    request.server.config.now(),
  );

export const resendKyc: OperationHandler<'resendKyc'> = async (request) =>
  memberService.resendKyc(request.server.db, actorOf(request), request.params.uid, request.server.config.now());
