/**
 * The type of a handler for one operation of the contract: its request is typed from the generated
 * `RequestBody`/`PathParams`/`ValidatedQuery` (the query with the contract's defaults filled in by validation,
 * plugins/validation.ts), and what it returns must be one of the operation's success bodies.
 * Errors are thrown (errors.ts), not returned.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OperationId, PathParams, RequestBody, ResponseBody, ValidatedQuery } from '../generated/operations.ts';

type Otherwise<T, Fallback> = [T] extends [never] ? Fallback : T;

export type OperationRequest<Id extends OperationId> = FastifyRequest<{
  Body: Otherwise<RequestBody<Id>, undefined>;
  Params: Otherwise<PathParams<Id>, Record<string, never>>;
  Querystring: Otherwise<ValidatedQuery<Id>, Record<string, never>>;
}>;

export type SuccessBody<Id extends OperationId> = Otherwise<
  ResponseBody<Id, 200> | ResponseBody<Id, 201> | ResponseBody<Id, 202>,
  undefined
>;

export type OperationHandler<Id extends OperationId> = (
  request: OperationRequest<Id>,
  reply: FastifyReply,
) => Promise<SuccessBody<Id>>;

/** Marks an operation of the contract that this platform does not implement yet: it answers 501. */
export const notImplemented = Object.freeze({ notImplemented: true as const });
export type NotImplemented = typeof notImplemented;

/** Every operation of the contract must appear: adding one to openapi.yaml fails the type check until it is handled. */
export type HandlerMap = { [Id in OperationId]: OperationHandler<Id> | NotImplemented };
