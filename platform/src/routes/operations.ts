/**
 * Registers one Fastify route per operation of the contract, straight from the generated table: the
 * contract's schemas validate the request (body, path, query and declared headers; a query parameter it does not
 * declare is refused by name), and its response schemas
 * serialize the answer, so a field the contract does not declare (a password hash, an internal id) can never
 * leave the platform. An operation declaring `Idempotency-Key` runs under it (core/idempotency).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import { forbidden, HttpError, unauthorized } from '../errors.ts';
import { operations, queryRefusal, type Access, type OperationDefinition } from '../generated/operations.ts';
import {
  claimKey,
  idempotencyScope,
  releaseKey,
  requestHash,
  requestHashKey,
  storeAnswer,
  type IdempotencyScope,
} from '../core/idempotency/idempotency.ts';
import { adminTwoFactorRequired as isAdminTwoFactorRequired } from '../modules/configuration/index.ts';
import { signedInUser } from '../plugins/current-user.ts';
import { optionalBodySchema } from '../plugins/validation.ts';
import { notImplemented, type HandlerMap } from './operation-handler.ts';

export interface OperationRoutesOptions {
  handlers: HandlerMap;
}

const adminWithoutTwoFactor = (): HttpError =>
  new HttpError(
    403,
    'Administrators must turn on two-factor authentication in their security settings first.',
    'ADMIN_TWO_FACTOR_REQUIRED',
  );

function requireAccess(access: Access) {
  return async function checkAccess(request: FastifyRequest): Promise<void> {
    if (access === 'public') return;
    const user = request.currentUser;
    if (!user) throw unauthorized();
    if (access !== 'admin') return;
    if (!user.scopes.includes('admin')) throw forbidden();
    // Checked here for every admin operation; member ones (turning 2FA on among them) stay open.
    if (!user.twoFactor && (await isAdminTwoFactorRequired(request.server.db))) throw adminWithoutTwoFactor();
  };
}

function responseSchemas(operation: OperationDefinition): Record<string, object> {
  // An answer without a JSON body (null) has nothing to serialize.
  return Object.fromEntries(
    Object.entries(operation.responses).filter((entry): entry is [string, object] => entry[1] !== null),
  );
}

function requestSchemas(operation: OperationDefinition): {
  body?: object;
  params?: object;
  querystring?: object;
  headers?: object;
} {
  const { body, params, querystring, headers } = operation.schema;
  return {
    ...(body && { body: operation.bodyRequired ? body : optionalBodySchema(body) }),
    ...(params && { params }),
    ...(querystring && { querystring }),
    ...(headers && { headers }),
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set while an operation with an Idempotency-Key runs: its money transaction stores the answer through it. */
    idempotency: IdempotencyScope | null;
  }
}

const IDEMPOTENCY_HEADER = 'idempotency-key';

/** A refusal about when or who, not what: the same call succeeds later (after a wait, or a step-up). */
const aboutTheCaller = (error: HttpError): boolean => error.statusCode === 429 || error.code === 'STEP_UP_REQUIRED';

/**
 * Runs a handler under the request's Idempotency-Key: a replay answers what the first call answered; a business
 * refusal (4xx) is stored to be replayed as well, except a rate limit or a step-up asked for, which are about when
 * or who, not what; anything unexpected releases the key.
 */
function idempotent(handler: RouteHandlerMethod, hashKey: Buffer): RouteHandlerMethod {
  return async function runIdempotently(this: FastifyInstance, request, reply) {
    const { db, config } = request.server;
    const user = signedInUser(request);
    const key = request.headers[IDEMPOTENCY_HEADER] as string;
    const hash = requestHash(hashKey, request.method, request.url.split('?')[0]!, request.body);
    const outcome = await claimKey(db, user.id, key, hash, config.now(), config.idempotencyStaleSeconds * 1000);
    if (outcome.kind === 'replay') return reply.code(outcome.status).send(outcome.body);
    const claim = { userId: user.id, key, token: outcome.token };
    const scope = idempotencyScope(claim, config.now);
    request.idempotency = scope;
    let body: unknown;
    try {
      body = await handler.call(this, request, reply);
    } catch (error) {
      if (error instanceof HttpError && error.statusCode < 500 && !aboutTheCaller(error))
        await storeAnswer(db, claim, error.statusCode, error.toBody(), config.now());
      else await releaseKey(db, claim).catch((release: unknown) => request.log.error({ err: release }, 'release'));
      throw error;
    }
    // A money movement completed the key in its own transaction (moveMoney); any other answer is stored now.
    if (!scope.completed) await storeAnswer(db, claim, reply.statusCode, body, config.now());
    return body;
  };
}

async function answerNotImplemented(_request: FastifyRequest, reply: FastifyReply) {
  return reply.code(501).send({ message: 'Not implemented yet', code: 'NOT_IMPLEMENTED' });
}

export default async function operationRoutes(app: FastifyInstance, options: OperationRoutesOptions): Promise<void> {
  app.decorateRequest('idempotency', null);
  const hashKey = requestHashKey(app.config);
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
      // The platform may be called without the BFF, which refuses the same query parameters.
      preValidation: (request, _reply, done) => done(queryRefusal(operation, request.url)),
      // Each handler is typed by its own operation; the table is the link Fastify cannot see.
      handler: operation.headerNames.includes(IDEMPOTENCY_HEADER)
        ? idempotent(handler as unknown as RouteHandlerMethod, hashKey)
        : (handler as unknown as RouteHandlerMethod),
    });
  }
}
