/**
 * Handlers of the approval tag. Approving applies a change another module owns: the composition
 * (routes/operation-handlers.ts) hands over every kind's owner, so that this module, which the owners call to
 * propose, never imports them.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { signedInUser } from '../../plugins/current-user.ts';
import type { OperationHandler } from '../../routes/operation-handler.ts';
import * as approvalService from './service.ts';

export function decisionOf(request: FastifyRequest): approvalService.Decision {
  const { db, dbKind, config } = request.server;
  const { id, username, session } = signedInUser(request);
  return { db, kind: dbKind, admin: { id, username, session }, now: config.now() };
}

/** A change's answer: 200 with the result when applied, 202 with the request when it waits for a second administrator. */
export function answerOf<T>(
  reply: FastifyReply,
  outcome: approvalService.Outcome<T>,
): T | approvalService.AdminRequest {
  if ('applied' in outcome) return outcome.applied;
  void reply.code(202);
  return outcome.pending;
}

/** A change the contract never lets wait (it declares no 202): its result, applied now. */
export function appliedOf<T>(outcome: approvalService.Outcome<T>): T {
  if (!('applied' in outcome)) throw new Error('A change that needs no second administrator waited for one');
  return outcome.applied;
}

export const listAdminRequests: OperationHandler<'listAdminRequests'> = async (request) =>
  approvalService.listAdminRequests(request.server.db, request.query);

export function decisionHandlers(kinds: approvalService.RequestKinds) {
  const approveAdminRequest: OperationHandler<'approveAdminRequest'> = async (request) =>
    approvalService.approve(decisionOf(request), kinds, request.params.id);
  return { approveAdminRequest };
}

export const rejectAdminRequest: OperationHandler<'rejectAdminRequest'> = async (request) =>
  approvalService.reject(decisionOf(request), request.params.id, request.body.reason);

export const cancelAdminRequest: OperationHandler<'cancelAdminRequest'> = async (request) =>
  approvalService.cancel(decisionOf(request), request.params.id);
