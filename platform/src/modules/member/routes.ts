/** Handlers of the member tag: the administrator acting, and the member named by uid. */
import type { FastifyRequest } from 'fastify';
import { signedInUser } from '../../plugins/current-user.ts';
import type { OperationHandler } from '../../routes/operation-handler.ts';
import { answerOf, appliedOf } from '../approval/index.ts';
import { PHOTO_MEDIA_TYPE } from '../profile/index.ts';
import { sendStoredFile } from '../../core/upload/index.ts';
import * as memberService from './service.ts';

function changeOf(request: FastifyRequest): memberService.ChangeContext {
  const { id, username, session } = signedInUser(request);
  return { db: request.server.db, actor: { id, username, session }, now: request.server.config.now() };
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

export const setMemberActive: OperationHandler<'setMemberActive'> = async (request, reply) =>
  answerOf(reply, await memberService.setMemberActive(changeOf(request), request.params.uid, request.body.active));

export const setMemberAdmin: OperationHandler<'setMemberAdmin'> = async (request, reply) =>
  answerOf(reply, await memberService.setMemberAdmin(changeOf(request), request.params.uid, request.body.admin));

export const resetMemberTwoFactor: OperationHandler<'resetMemberTwoFactor'> = async (request, reply) =>
  answerOf(reply, await memberService.resetMemberTwoFactor(changeOf(request), request.params.uid));

export const resendKyc: OperationHandler<'resendKyc'> = async (request) =>
  appliedOf(await memberService.resendKyc(changeOf(request), request.params.uid));
