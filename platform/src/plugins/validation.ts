/**
 * Request validation against the contract's schemas. Two Ajv instances because the parts of a request
 * differ: path and query parameters arrive as text and are coerced to the declared types, while a JSON
 * body already has types, so `"true"` for a boolean or `123` for a string is an error rather than a guess.
 * Neither removes properties the contract does not declare: `additionalProperties: false` means a 400.
 */
import { Ajv, type Options, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyBaseLogger, FastifySchemaCompiler } from 'fastify';

function createAjv(log: FastifyBaseLogger, options: Options): Ajv {
  const ajv = new Ajv({
    useDefaults: true,
    removeAdditional: false,
    allErrors: false,
    allowUnionTypes: true,
    // A keyword Ajv does not know is a mistake in openapi.yaml: say so loudly, without taking the API down.
    strictSchema: 'log',
    logger: {
      log: (...args) => log.info(args.join(' ')),
      warn: (...args) => log.warn(args.join(' ')),
      error: (...args) => log.error(args.join(' ')),
    },
    ...options,
  });
  // ajv-formats is CommonJS: under Node's ESM loader its function is the default export's `default`.
  addFormats.default(ajv);
  return ajv;
}

/**
 * Ajv coerces a parameter like `1e400` to Infinity and then lets it pass `type: integer` and `maximum`;
 * a non-finite number reaching a query would be a 500. Refuse it as the 400 it is.
 */
export function finiteNumbersOnly(validate: ValidateFunction): ValidateFunction {
  const checked = ((data: unknown) => {
    if (!validate(data)) {
      checked.errors = validate.errors;
      return false;
    }
    const entries = data !== null && typeof data === 'object' ? Object.entries(data) : [];
    const infinite = entries.find(([, value]) => typeof value === 'number' && !Number.isFinite(value));
    checked.errors = infinite
      ? [
          {
            instancePath: `/${infinite[0]}`,
            schemaPath: '#/finite',
            keyword: 'finite',
            params: {},
            message: 'must be a finite number',
          },
        ]
      : null;
    return !infinite;
  }) as ValidateFunction;
  return checked;
}

export function createValidatorCompiler(log: FastifyBaseLogger): FastifySchemaCompiler<object> {
  const bodyAjv = createAjv(log, { coerceTypes: false });
  const parameterAjv = createAjv(log, { coerceTypes: 'array' });
  return ({ schema, httpPart }): ValidateFunction =>
    httpPart === 'body' ? bodyAjv.compile(schema) : finiteNumbersOnly(parameterAjv.compile(schema));
}

/**
 * Fastify hands a missing body to the validator as null. For an operation whose body is optional, null
 * passes and anything else must match the body schema, whose own errors are reported.
 */
export function optionalBodySchema(schema: object): object {
  return { if: { type: 'null' }, else: schema };
}
