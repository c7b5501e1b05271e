/**
 * Registers one Fastify route per operation of the contract, straight from the generated table: the
 * contract's schemas validate the request, and its response schemas serialize the answer, so a field the
 * contract does not declare (a password hash, an internal id) can never leave the platform.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import { forbidden, unauthorized } from '../errors.ts';
import { operations, type Access, type OperationDefinition } from '../generated/operations.ts';
import { optionalBodySchema } from '../plugins/validation.ts';
import { notImplemented, type HandlerMap } from './operation-handler.ts';

export interface OperationRoutesOptions {
  handlers: HandlerMap;
}

function requireAccess(access: Access) {
  return async function checkAccess(request: FastifyRequest): Promise<void> {
    if (access === 'public') return;
    const user = request.currentUser;
    if (!user) throw unauthorized();
    if (access === 'admin' && !user.scopes.includes('admin')) throw forbidden();
  };
}

function responseSchemas(operation: OperationDefinition): Record<string, object> {
  // An answer without a JSON body (null) has nothing to serialize.
  return Object.fromEntries(
    Object.entries(operation.responses).filter((entry): entry is [string, object] => entry[1] !== null),
  );
}

function requestSchemas(operation: OperationDefinition): { body?: object; params?: object; querystring?: object } {
  const { body, params, querystring } = operation.schema;
  return {
    ...(body && { body: operation.bodyRequired ? body : optionalBodySchema(body) }),
    ...(params && { params }),
    ...(querystring && { querystring }),
  };
}

async function answerNotImplemented(_request: FastifyRequest, reply: FastifyReply) {
  return reply.code(501).send({ message: 'Not implemented yet', code: 'NOT_IMPLEMENTED' });
}

export default async function operationRoutes(app: FastifyInstance, options: OperationRoutesOptions): Promise<void> {
  for (const operation of operations) {
    const handler = options.handlers[operation.operationId];
    if (handler === notImplemented) {
      // No validation and no user either: whatever is sent, the caller learns the operation is missing.
      app.route({ method: operation.method, url: operation.url, handler: answerNotImplemented });
      continue;
    }
    app.route({
      method: operation.method,
      url: operation.url,
      config: { operationId: operation.operationId, access: operation.access },
      schema: { ...requestSchemas(operation), response: responseSchemas(operation) },
      onRequest: requireAccess(operation.access),
      // Each handler is typed by its own operation; the table is the link Fastify cannot see.
      handler: handler as unknown as RouteHandlerMethod,
    });
  }
}
