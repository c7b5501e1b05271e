/**
 * The Ajv that checks every request against the contract's schemas before anything is forwarded.
 *
 * Fastify's defaults suit a server that wants to be lenient; a BFF in front of a contract must not be:
 * - extra fields are refused, not silently dropped (`removeAdditional: false`), so a client bug shows;
 * - bodies are never coerced ("5" stays a string), because the body is forwarded as it was received;
 * - path and query parameters are coerced, because they always arrive as strings;
 * - formats (email, date-time) are checked.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { Ajv, type Options, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

export type RequestPart = 'body' | 'params' | 'querystring' | 'headers';

declare module 'fastify' {
  interface FastifyInstance {
    /** Compiles the schema of one part of a request with the contract's settings. */
    compileRequestSchema: (part: RequestPart, schema: object) => ValidateFunction;
  }
}

export function createAjv(options: Options, log: { warn: (message: string) => void }): Ajv {
  const ajv = new Ajv({
    allErrors: false,
    removeAdditional: false,
    useDefaults: false,
    allowUnionTypes: true,
    // An unknown keyword in the contract is a contract bug worth seeing, not a reason to refuse to start.
    strict: 'log',
    logger: {
      log: () => {},
      warn: (...args: unknown[]) => log.warn(args.map(String).join(' ')),
      error: (...args: unknown[]) => log.warn(args.map(String).join(' ')),
    },
    ...options,
  });
  addFormats.default(ajv);
  return ajv;
}

const requestValidation: FastifyPluginAsync = async (app) => {
  const bodies = createAjv({ coerceTypes: false }, app.log);
  const parameters = createAjv({ coerceTypes: 'array' }, app.log);

  app.decorate('compileRequestSchema', (part: RequestPart, schema: object) =>
    (part === 'body' ? bodies : parameters).compile(schema),
  );
  app.setValidatorCompiler(({ schema, httpPart }) =>
    app.compileRequestSchema((httpPart ?? 'body') as RequestPart, schema),
  );
};

export default fp(requestValidation, { name: 'request-validation', fastify: '5.x' });
