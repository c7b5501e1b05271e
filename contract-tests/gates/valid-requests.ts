/**
 * Calls the contract calls valid, for the fuzzer's proof that each operation still works: the call its
 * examples make (with a fresh Idempotency-Key, a live captcha and a live second-factor code, as the web app
 * would send it), and calls whose every parameter, header and body is a value its schema accepts. The
 * fuzzer's other calls are mostly wrong somewhere, so a platform that refused everything would pass them.
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { createGuardrails, generate } from 'otplib';
import { valid } from '../lib/arbitraries.ts';
import { acceptFor, liveHeaders, withLiveCaptcha, type ContractOperation } from '../lib/contract.ts';
import { operationSchemas, type JsonSchema, type Parameter } from '../lib/schemas.ts';
import { encode } from './requests.ts';
import { API_BASE, browserHeaders, DEMO_PASSWORD, type BffCall, type BrowserClient } from './support.ts';

// The demo account with a second factor and its secret (README, platform/src/seed.ts): 80 bits, below
// otplib's default minimum.
const TWO_FACTOR_LOGIN = 'demo-2fa';
const TWO_FACTOR_SECRET = 'JBSWY3DPEHPK3PXP';
const guardrails = createGuardrails({ MIN_SECRET_BYTES: 10 });
const ONE_TIME_CODE = /^[0-9]{6}$/;

function asText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** A browser asks for the export it downloads; JSON otherwise (Accept is not a parameter). */
function acceptHeader(operation: ContractOperation): Record<string, string> {
  return operation.success.json ? {} : { accept: acceptFor(operation) };
}

/**
 * The call the operation's examples make, every example query parameter included, as the browser sends it
 * to the BFF at `bffUrl`: a new Idempotency-Key (the example's own would replay an earlier movement), a live
 * captcha in place of the example's used one, an upload as multipart with a small real image.
 * `oneTimeCode` replaces the example's six-digit codes (a second factor's).
 */
export async function exampleCall(
  operation: ContractOperation,
  bffUrl: string,
  oneTimeCode?: string,
): Promise<BffCall> {
  const request = operation.exampleRequest();
  const query = request.query && Object.keys(request.query).length ? `?${new URLSearchParams(request.query)}` : '';
  const headers: Record<string, string> = { ...acceptHeader(operation), ...liveHeaders(request, randomUUID()) };
  const path = request.path + query;
  if (request.upload) {
    headers['content-type'] = request.upload.contentType;
    return { method: operation.method, path, body: request.upload.bytes, headers };
  }
  let body = request.body;
  if (body !== undefined) body = await withLiveCaptcha(body, `${bffUrl}${API_BASE}`, browserHeaders(bffUrl));
  if (oneTimeCode !== undefined && body !== null && typeof body === 'object' && !Array.isArray(body)) {
    body = Object.fromEntries(
      Object.entries(body).map(([name, value]) => [
        name,
        typeof value === 'string' && ONE_TIME_CODE.test(value) ? oneTimeCode : value,
      ]),
    );
  }
  return { method: operation.method, path, body: body === undefined ? undefined : JSON.stringify(body), headers };
}

/**
 * Opens on `client` the pending sign-in a `confirm` operation (the second factor) acts on: demo-2fa signed in
 * with its password through `signIn` (the `open` operation), which answers `two_factor_needed`. Answers the
 * authenticator's current code.
 */
export async function pendingSecondFactor(client: BrowserClient, signIn: ContractOperation): Promise<string> {
  const answer = await client.call({
    method: signIn.method,
    path: signIn.path,
    body: JSON.stringify({ login: TWO_FACTOR_LOGIN, password: DEMO_PASSWORD }),
  });
  const pending =
    answer.status === 200 && (JSON.parse(answer.text) as { two_factor_needed?: boolean }).two_factor_needed;
  if (!pending)
    throw new Error(`signing ${TWO_FACTOR_LOGIN} in asked for no second factor: ${answer.status} ${answer.text}`);
  return generate({ secret: TWO_FACTOR_SECRET, epoch: Math.floor(Date.now() / 1000), guardrails });
}

/**
 * The schema with a pattern for `format: date`, which the shared generator leaves to any string: a day of
 * 1900-2099 no month lacks, so that a generated date is one the servers' format check accepts.
 */
function datesPatterned(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(datesPatterned);
  if (schema === null || typeof schema !== 'object') return schema;
  const out: JsonSchema = Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [
      key,
      key === 'properties'
        ? Object.fromEntries(Object.entries(value as JsonSchema).map(([name, s]) => [name, datesPatterned(s)]))
        : datesPatterned(value),
    ]),
  );
  if (out.format === 'date' && out.pattern === undefined)
    out.pattern = '^(19|20)[0-9]{2}-(0[1-9]|1[0-2])-(0[1-9]|1[0-9]|2[0-8])$';
  return out;
}

const validOf = (schema: JsonSchema): fc.Arbitrary<unknown> => valid(datesPatterned(schema) as JsonSchema);

function queryString(parameters: Parameter[]): fc.Arbitrary<string> {
  const values = fc.tuple(
    ...parameters.map((parameter) =>
      parameter.required ? validOf(parameter.schema) : fc.option(validOf(parameter.schema), { nil: undefined }),
    ),
  );
  return values.map((list) => {
    const pairs: string[] = [];
    parameters.forEach((parameter, index) => {
      const value = list[index];
      if (value === undefined) return;
      // An array becomes a repeated parameter, as a form would send it.
      for (const item of Array.isArray(value) ? value : [value])
        pairs.push(`${encode(parameter.name)}=${encode(asText(item))}`);
    });
    return pairs.length ? `?${pairs.join('&')}` : '';
  });
}

/**
 * Calls valid in every place: path, query and header parameters and the JSON body each a value of its schema
 * (an optional query parameter present or not). An upload carries the example's image: the fuzzer generates
 * no multipart body.
 */
export function validCallArbitrary(operation: ContractOperation): fc.Arbitrary<BffCall> {
  const schemas = operationSchemas(operation);
  const upload = operation.exampleRequest().upload;
  const body = schemas.body
    ? validOf(schemas.body.schema).map((value) => JSON.stringify(value))
    : fc.constant(undefined);
  return fc
    .tuple(
      fc.tuple(...schemas.pathParams.map((parameter) => validOf(parameter.schema))),
      queryString(schemas.queryParams),
      body,
      fc.tuple(...schemas.headerParams.map((parameter) => validOf(parameter.schema).map(asText))),
    )
    .map(([pathValues, query, text, headerValues]) => {
      let index = 0;
      const path = operation.path.replace(/\{[^}]+\}/g, () => encode(asText(pathValues[index++])));
      const headers: Record<string, string> = { ...acceptHeader(operation) };
      schemas.headerParams.forEach((parameter, position) => (headers[parameter.name] = headerValues[position]!));
      if (upload) headers['content-type'] = upload.contentType;
      return { method: operation.method, path: path + query, body: upload ? upload.bytes : text, headers };
    });
}
