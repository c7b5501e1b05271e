/**
 * Random requests for one operation, built from its schemas in openapi.yaml: path, query and header
 * parameters and the JSON body each valid, on a boundary, or wrong in one place, plus extra query
 * parameters, missing headers, missing and malformed bodies. The contract's own example body is among the
 * valid ones, so requests also get past validation into the business rules (and, with a valid
 * Idempotency-Key, really move money).
 *
 * Multipart bodies (uploads) are not generated: an upload operation gets no body, which the BFF must refuse
 * with its listed 400; what the bytes of an upload may be (wrong type, truncated, too large) is what the
 * platform's and the BFF's upload tests try, and the authorization matrix sends a real one.
 */
import fc from 'fast-check';
import { anyString, invalid, valid } from '../lib/arbitraries.ts';
import { acceptFor, type ContractOperation } from '../lib/contract.ts';
import { operationSchemas, type JsonSchema, type Parameter } from '../lib/schemas.ts';

export interface FuzzRequest {
  method: string;
  /** Path and query string, encoded, under the API base. */
  path: string;
  body: string | undefined;
  /** Header parameters the operation declares, by their declared name; a missing one is left out. */
  headers?: Record<string, string>;
}

/** Longest parameter value sent: past Node's 16 KiB header limit the HTTP parser answers 431 before any code runs. */
const LONG_PARAMETER = 2_000;

const MALFORMED_BODIES = ['{', '{"a":', 'not json', '[]', '"text"', '0', 'null', '{"__proto__":{"admin":true}}'];

/** Percent-encodes any string, lone surrogates included (replaced, as a browser would). */
export function encode(value: string): string {
  return encodeURIComponent(value.toWellFormed());
}

function asText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function parameterValue(parameter: Parameter): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 5, arbitrary: valid(parameter.schema) },
    { weight: 3, arbitrary: invalid(parameter.schema).filter((v) => asText(v).length <= LONG_PARAMETER) },
    { weight: 1, arbitrary: anyString() },
    { weight: 1, arbitrary: fc.constant('9'.repeat(LONG_PARAMETER)) },
  );
}

function queryString(parameters: Parameter[]): fc.Arbitrary<string> {
  const declared = fc.tuple(
    ...parameters.map((parameter) =>
      fc.option(parameterValue(parameter), { nil: undefined, freq: parameter.required ? 10 : 3 }),
    ),
  );
  const extras = fc.dictionary(
    anyString(12).filter((name) => name !== '' && !parameters.some((p) => p.name === name)),
    anyString(),
    { maxKeys: 2 },
  );
  return fc.tuple(declared, fc.option(extras, { nil: undefined, freq: 3 })).map(([values, extra]) => {
    const pairs: string[] = [];
    parameters.forEach((parameter, index) => {
      const value = values[index];
      if (value === undefined) return;
      // An array becomes a repeated parameter, as a form would send it.
      for (const item of Array.isArray(value) ? value : [value])
        pairs.push(`${encode(parameter.name)}=${encode(asText(item))}`);
    });
    for (const [name, value] of Object.entries(extra ?? {})) pairs.push(`${encode(name)}=${encode(value)}`);
    return pairs.length ? `?${pairs.join('&')}` : '';
  });
}

/** What Node's HTTP client lets through as a header value: no control characters, nothing past one byte. */
const HEADER_VALUE = /^[\t\x20-\x7e\x80-\xff]*$/;

function headerValue(parameter: Parameter): fc.Arbitrary<string | undefined> {
  const sendable = (value: unknown): boolean =>
    HEADER_VALUE.test(asText(value)) && asText(value).length <= LONG_PARAMETER;
  return fc.oneof(
    { weight: 6, arbitrary: valid(parameter.schema).map(asText) },
    { weight: 2, arbitrary: invalid(parameter.schema).filter(sendable).map(asText) },
    { weight: 1, arbitrary: anyString().filter(sendable) },
    { weight: parameter.required ? 1 : 3, arbitrary: fc.constant(undefined) },
  );
}

function headers(parameters: Parameter[]): fc.Arbitrary<Record<string, string> | undefined> {
  if (parameters.length === 0) return fc.constant(undefined);
  return fc.tuple(...parameters.map(headerValue)).map((values) => {
    const out: Record<string, string> = {};
    parameters.forEach((parameter, index) => {
      const value = values[index];
      if (value !== undefined) out[parameter.name] = value;
    });
    return out;
  });
}

function examplePatched(example: Record<string, unknown>, schema: JsonSchema): fc.Arbitrary<unknown> {
  const properties = (schema.properties as Record<string, JsonSchema> | undefined) ?? {};
  const names = Object.keys(example).filter((name) => name in properties);
  if (names.length === 0) return fc.constant(example);
  return fc
    .constantFrom(...names)
    .chain((name) => invalid(properties[name]!).map((bad) => ({ ...example, [name]: bad })));
}

function body(schema: JsonSchema, example: unknown, useExample: boolean): fc.Arbitrary<string | undefined> {
  const json: fc.WeightedArbitrary<unknown>[] = [
    { weight: 4, arbitrary: valid(schema) },
    { weight: 4, arbitrary: invalid(schema) },
  ];
  if (useExample && example !== undefined) {
    json.push({ weight: 2, arbitrary: fc.constant(example) });
    if (example !== null && typeof example === 'object' && !Array.isArray(example)) {
      json.push({ weight: 2, arbitrary: examplePatched(example as Record<string, unknown>, schema) });
    }
  }
  return fc.oneof(
    { weight: 12, arbitrary: fc.oneof(...json).map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: fc.constantFrom(...MALFORMED_BODIES) },
  );
}

/**
 * @param useExamples false for operations whose examples name real accounts (sign-in): fuzzing them with
 * those would lock the accounts the other gates sign in with.
 */
export function requestArbitrary(operation: ContractOperation, useExamples: boolean): fc.Arbitrary<FuzzRequest> {
  const schemas = operationSchemas(operation);
  const pathValues = fc.tuple(...schemas.pathParams.map((parameter) => parameterValue(parameter)));
  const bodyArb = schemas.body
    ? body(schemas.body.schema, schemas.body.example, useExamples)
    : fc.constant<string | undefined>(undefined);
  return fc
    .tuple(pathValues, queryString(schemas.queryParams), bodyArb, headers(schemas.headerParams))
    .map(([values, query, text, headerValues]) => {
      let index = 0;
      const path = operation.path.replace(/\{[^}]+\}/g, () => encode(asText(values[index++])));
      // A browser asks for the export it downloads (Accept is not a parameter: it is never fuzzed).
      const accept = operation.success.json ? undefined : { accept: acceptFor(operation) };
      const sent = accept || headerValues ? { ...accept, ...headerValues } : undefined;
      return { method: operation.method, path: path + query, body: text, ...(sent && { headers: sent }) };
    });
}
