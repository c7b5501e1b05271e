/**
 * Checks each platform answer against the contract: the status must be one the operation lists, the
 * body must be of the media type declared for that status (JSON, or text/csv for an export) and a JSON
 * body must match that status's schema. The validators are compiled once, at start, for every
 * operation, so a broken schema stops the BFF rather than the first request that meets it.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { ValidateFunction } from 'ajv';
import type { ErrorDetail } from '../generated/errors.ts';
import type { OperationDefinition } from '../generated/operations.ts';
import { createAjv } from './request-validation.ts';

export interface ContractViolation {
  operationId: string;
  status: number;
  details: ErrorDetail[];
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The ways an answer breaks the contract, or undefined when it keeps it (or checking is off).
     * `mediaType` is the essence of the answer's Content-Type (text/csv), undefined when it has no body.
     */
    checkPlatformAnswer: (
      operation: OperationDefinition,
      status: number,
      body: unknown,
      mediaType: string | undefined,
    ) => ContractViolation | undefined;
  }
}

export interface ResponseValidationOptions {
  enabled: boolean;
  operations: readonly OperationDefinition[];
}

/** The declared answer for a status: exact code first, then its class (4XX), then `default`. */
function declaredKey(responses: Record<string, unknown>, status: number): string | undefined {
  return [String(status), `${Math.floor(status / 100)}XX`, 'default'].find((key) => key in responses);
}

const responseValidation: FastifyPluginAsync<ResponseValidationOptions> = async (app, options) => {
  if (!options.enabled) {
    app.decorate('checkPlatformAnswer', () => undefined);
    return;
  }

  // allErrors: these reports are read by people fixing a drift, who want every mismatch at once.
  const ajv = createAjv({ allErrors: true, coerceTypes: false }, app.log);
  const validators = new Map<string, Map<string, ValidateFunction | null>>();
  for (const operation of options.operations) {
    const byStatus = new Map<string, ValidateFunction | null>();
    for (const [status, schema] of Object.entries(operation.responses))
      byStatus.set(status, schema ? ajv.compile(schema) : null);
    validators.set(operation.operationId, byStatus);
  }

  const violation = (operation: OperationDefinition, status: number, details: ErrorDetail[]): ContractViolation => ({
    operationId: operation.operationId,
    status,
    details,
  });

  app.decorate(
    'checkPlatformAnswer',
    (operation: OperationDefinition, status: number, body: unknown, mediaType: string | undefined) => {
      const byStatus = validators.get(operation.operationId);
      const key = byStatus && declaredKey(operation.responses, status);
      if (!byStatus || key === undefined) {
        return violation(operation, status, [
          {
            field: 'status',
            message: `${status} is not an answer ${operation.operationId} declares (${Object.keys(operation.responses).join(', ')})`,
          },
        ]);
      }
      const declared = operation.produces[key];
      const allowed = operation.producesAll[key] ?? [];
      if (mediaType !== undefined && declared && !allowed.some((media) => media.toLowerCase() === mediaType)) {
        return violation(operation, status, [
          {
            field: 'content-type',
            message: `${operation.operationId} declares ${declared} for ${key}, the answer is ${mediaType}`,
          },
        ]);
      }
      const validate = byStatus.get(key);
      // No JSON schema declared: the answer carries no JSON body worth checking.
      if (!validate) return undefined;
      if (validate(body)) return undefined;
      return violation(
        operation,
        status,
        (validate.errors ?? []).map((error) => ({
          field: `response${error.instancePath}`,
          message:
            error.keyword === 'additionalProperties'
              ? `${error.message}: ${String(error.params.additionalProperty)}`
              : (error.message ?? 'is invalid'),
        })),
      );
    },
  );
};

export default fp(responseValidation, { name: 'response-validation', fastify: '5.x' });
