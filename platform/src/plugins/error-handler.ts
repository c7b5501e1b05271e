/**
 * The one place an error becomes an answer, so every failure has the contract's body
 * `{ message, code, details? }`: invalid input is a 400 naming the field, an unknown route a JSON 404, and
 * a 5xx says nothing about its cause to the caller (the log has it).
 */
import type { ErrorObject } from 'ajv';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError, type ErrorBody, type ErrorDetail } from '../errors.ts';

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

// Fastify's own client errors, with a message meant for people rather than its internal code.
const FRAMEWORK_ERRORS: Record<string, { message: string; code: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { message: 'The request body is not valid JSON', code: 'INVALID_JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { message: 'The request body is empty', code: 'INVALID_JSON' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    message: 'Unsupported content type: send application/json',
    code: 'UNSUPPORTED_MEDIA_TYPE',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { message: 'The request body is too large', code: 'PAYLOAD_TOO_LARGE' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { message: 'The content length does not match the body', code: 'BAD_REQUEST' },
};

async function handleError(this: FastifyInstance, error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.validation) {
    return reply.code(400).send(validationBody(error));
  }
  if (error instanceof HttpError) {
    if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    reply.headers(error.headers);
    return reply.code(error.statusCode).send(error.toBody());
  }
  const status =
    typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
  if (status < 500) {
    const known = FRAMEWORK_ERRORS[error.code];
    if (error instanceof SyntaxError && !known) {
      return reply.code(400).send(FRAMEWORK_ERRORS.FST_ERR_CTP_INVALID_JSON_BODY);
    }
    return reply.code(status).send(known ?? { message: error.message, code: 'BAD_REQUEST' });
  }
  request.log.error({ err: error }, 'request failed');
  return reply
    .code(status)
    .send({ message: 'Something went wrong on our side, please try again later', code: 'INTERNAL' });
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
