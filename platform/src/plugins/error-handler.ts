/**
 * The one place an error becomes an answer, so every failure has the contract's body
 * `{ message, code, details? }`: invalid input is a 400 naming the field, an unknown route a JSON 404, and
 * a 5xx says nothing about its cause to the caller (the log has it). An operation's answer whose code the
 * contract does not declare for it is logged, and refused with a 500 where `strictErrorCodes` is set (tests).
 */
import type { ErrorObject } from 'ajv';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { FRAMEWORK_ERRORS, HttpError, type ErrorBody, type ErrorDetail } from '../generated/errors.ts';
import { undeclaredErrorCode } from '../generated/operations.ts';

type ValidationIssue = Pick<ErrorObject, 'instancePath' | 'keyword' | 'params' | 'message'>;

/** One Ajv error as the contract's detail: the field as `body/login`, `params/id`, `querystring/page`. */
export function toDetail(context: string, issue: ValidationIssue): ErrorDetail {
  const params = issue.params as Record<string, unknown>;
  let field = `${context}${issue.instancePath}`;
  let message = issue.message ?? 'is invalid';
  if (issue.keyword === 'required' && typeof params.missingProperty === 'string') {
    field += `/${params.missingProperty}`;
    message = 'is required';
  } else if (issue.keyword === 'additionalProperties' && typeof params.additionalProperty === 'string') {
    field += `/${params.additionalProperty}`;
    message = 'is not allowed';
  }
  return { field, message };
}

function validationBody(error: FastifyError): ErrorBody {
  const context = error.validationContext ?? 'request';
  const details = (error.validation ?? [])
    // The wrapper of an optional body (validation.ts) adds an `if` error on top of the real one.
    .filter((issue) => issue.keyword !== 'if')
    .map((issue) => toDetail(context, issue as ValidationIssue));
  const first = details[0];
  return {
    message: first ? `${first.field} ${first.message}` : 'The request is invalid',
    code: 'VALIDATION',
    details: details.length > 0 ? details : [{ field: context, message: 'is invalid' }],
  };
}

const INTERNAL: ErrorBody = { message: 'Something went wrong on our side, please try again later', code: 'INTERNAL' };

function answerOf(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): { status: number; body: ErrorBody } {
  if (error.validation) return { status: 400, body: validationBody(error) };
  if (error instanceof HttpError) {
    if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    reply.headers(error.headers);
    return { status: error.statusCode, body: error.toBody() };
  }
  const status =
    typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
  if (status < 500) {
    const known = FRAMEWORK_ERRORS[error.code];
    if (error instanceof SyntaxError && !known)
      return { status: 400, body: FRAMEWORK_ERRORS.FST_ERR_CTP_INVALID_JSON_BODY! };
    return { status, body: known ?? { message: error.message, code: 'BAD_REQUEST' } };
  }
  request.log.error({ err: error }, 'request failed');
  return { status, body: INTERNAL };
}

async function handleError(this: FastifyInstance, error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const { status, body } = answerOf(error, request, reply);
  const operationId = request.routeOptions.config.operationId;
  const drift = operationId && undeclaredErrorCode(operationId, status, body.code);
  if (drift) {
    request.log.error({ err: error }, drift);
    if (this.config.strictErrorCodes) return reply.code(500).send({ message: drift, code: 'INTERNAL' });
  }
  return reply.code(status).send(body);
}

export default fp(
  async (app) => {
    app.setErrorHandler(handleError);
    app.setNotFoundHandler((_request, reply) =>
      reply.code(404).send({ message: 'Route not found', code: 'NOT_FOUND' }),
    );
  },
  { name: 'error-handler' },
);
