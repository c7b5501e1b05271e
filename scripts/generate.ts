/**
 * Everything that comes from openapi.yaml, generated in one go (`npm run generate`):
 *  - web/src/api/generated: orval hooks, models and zod schemas (web/orval.config.ts);
 *  - {bff,platform}/src/generated/api.ts: TypeScript types (openapi-typescript);
 *  - {bff,platform}/src/generated/operations.ts: the operation table both servers register their
 *    routes from, with dereferenced JSON schemas that Fastify/Ajv validate requests and responses with and
 *    the error codes each answer declares, and apart from it the health probes (`x-probe`), which each
 *    server answers at its root;
 *  - {bff,platform}/src/generated/errors.ts: the error body and the error class both servers throw, its
 *    code typed by the contract's ErrorCode;
 *  - web/src/api/generated/parameters.ts: each operation's query and path parameter schemas, one export
 *    per operation and no schema library, for the routes' search validators (web/src/api/search-values.ts),
 *    and the page parameters every list shares (web/src/api/paging.ts);
 *  - web/src/api/generated/error-codes.ts: the ErrorCode union and the codes each operation declares.
 * Generated folders are git-ignored and rebuilt before build, start, typecheck, lint and test.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import './check-node.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const specPath = join(root, 'openapi.yaml');
const spec = parse(readFileSync(specPath, 'utf8'), { maxAliasCount: -1 }) as OpenApi;

interface OpenApi {
  paths: Record<string, Record<string, Operation | unknown>>;
  components: Record<string, Record<string, unknown>>;
  security?: Record<string, string[]>[];
}
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: unknown;
  description?: string;
}
interface Operation {
  operationId: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: (Parameter | { $ref: string })[];
  requestBody?: { required?: boolean; content: Record<string, { schema: unknown }> };
  responses: Record<string, { $ref?: string; content?: Record<string, { schema: unknown }> }>;
  'x-access'?: 'public' | 'member' | 'admin';
  'x-owner'?: boolean;
  'x-stateful'?: boolean;
  'x-session'?: Exclude<SessionEffect, 'use'>;
  'x-probe'?: boolean;
  'x-changes'?: string[];
}

type SessionEffect = 'use' | 'open' | 'confirm' | 'end' | 'renew' | 'none';
const SESSION_EFFECTS: readonly SessionEffect[] = ['use', 'open', 'confirm', 'end', 'renew', 'none'];

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

interface Schema {
  $ref?: string;
  enum?: string[];
  allOf?: Schema[];
  properties?: Record<string, Schema>;
  'x-enum-descriptions'?: Record<string, string>;
}
const ERROR_REF = '#/components/schemas/Error';
const errorCodeSchema = spec.components.schemas?.ErrorCode as Schema | undefined;
const ERROR_CODES = errorCodeSchema?.enum ?? [];
{
  const described = Object.keys(errorCodeSchema?.['x-enum-descriptions'] ?? {});
  const undescribed = ERROR_CODES.filter((code) => !described.includes(code));
  const unknown = described.filter((code) => !ERROR_CODES.includes(code));
  if (ERROR_CODES.length === 0 || undescribed.length > 0 || unknown.length > 0)
    throw new Error(
      `ErrorCode: every code needs one line in x-enum-descriptions (undescribed: ${undescribed.join(', ') || '-'}; unknown: ${unknown.join(', ') || '-'})`,
    );
}

/**
 * The codes an error answer declares: its schema is the Error body narrowed by an enum on `code`
 * (`allOf: [Error, { properties: { code: { enum } } }]`). An Error body left open is refused, so every
 * operation says which codes it answers; null for an answer that is no error body.
 */
function declaredErrorCodes(operationId: string, status: string, schema: Schema | undefined): string[] | null {
  if (!schema) return null;
  if (schema.$ref === ERROR_REF)
    throw new Error(
      `${operationId} ${status}: narrow the Error body to the codes it answers (allOf with an enum on code)`,
    );
  const parts = schema.allOf ?? [];
  if (!parts.some((part) => part.$ref === ERROR_REF)) return null;
  const codes = parts.flatMap((part) => part.properties?.code?.enum ?? []);
  if (codes.length === 0) throw new Error(`${operationId} ${status}: its Error body declares no code (enum on code)`);
  const unknown = codes.filter((code) => !ERROR_CODES.includes(code));
  if (unknown.length > 0) throw new Error(`${operationId} ${status}: ${unknown.join(', ')} not in ErrorCode`);
  return codes;
}
// Keywords that document rather than validate; Ajv in strict mode would reject some of them.
const DOC_KEYWORDS = new Set([
  'example',
  'examples',
  'description',
  'summary',
  'title',
  'externalDocs',
  'xml',
  'deprecated',
]);

function resolveRef(ref: string): unknown {
  if (!ref.startsWith('#/')) throw new Error(`Only local $ref are supported: ${ref}`);
  let node: unknown = spec;
  for (const part of ref.slice(2).split('/'))
    node = (node as Record<string, unknown>)[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  if (node === undefined) throw new Error(`Unresolved $ref ${ref}`);
  return node;
}

/** Inlines every $ref and drops documentation keywords and x- extensions. */
function clean(node: unknown, seen: string[] = []): unknown {
  if (Array.isArray(node)) return node.map((item) => clean(item, seen));
  if (node === null || typeof node !== 'object') return node;
  const obj = node as Record<string, unknown>;
  if (typeof obj.$ref === 'string') {
    if (seen.includes(obj.$ref)) throw new Error(`Recursive schema ${obj.$ref} is not supported`);
    return clean(resolveRef(obj.$ref), [...seen, obj.$ref]);
  }
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(obj)) {
    if (DOC_KEYWORDS.has(key) || key.startsWith('x-')) continue;
    // `properties` maps names to schemas: its keys are never keywords, keep them all.
    if (key === 'properties') {
      out[key] = Object.fromEntries(Object.entries(value as object).map(([k, v]) => [k, clean(v, seen)]));
    } else out[key] = clean(value, seen);
  }
  return out;
}

function objectSchema(params: Parameter[]): unknown {
  if (params.length === 0) return undefined;
  return {
    type: 'object',
    properties: Object.fromEntries(params.map((p) => [p.name, clean(p.schema)])),
    required: params.filter((p) => p.required || p.in === 'path').map((p) => p.name),
  };
}

const operations = [];
/** What the web's fetcher needs of each call that is not a GET: its key header and what it changes. */
const mutationRules: { method: string; path: string; idempotent: boolean; changes: string[] }[] = [];
const readPaths = new Map<string, string[]>();
const declaredTags = new Set((spec as { tags?: { name: string }[] }).tags?.map((tag) => tag.name));
const pathPattern = (path: string) => `^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`;
const probes: { operationId: string; method: string; path: string }[] = [];
/** Per operation, the query parameters the contract gives a default. */
const queryDefaults: [string, string[]][] = [];
const parameterSchemas: [string, Record<string, unknown>][] = [];
for (const [path, item] of Object.entries(spec.paths)) {
  for (const method of METHODS) {
    const op = item[method] as Operation | undefined;
    if (!op) continue;
    const errorCodes: Record<string, string[]> = {};
    for (const [status, response] of Object.entries(op.responses)) {
      const resolved = (response.$ref ? resolveRef(response.$ref) : response) as Operation['responses'][string];
      const codes = declaredErrorCodes(
        op.operationId,
        status,
        resolved.content?.['application/json']?.schema as Schema,
      );
      if (codes) errorCodes[status] = codes;
    }
    if (op['x-probe']) {
      probes.push({ operationId: op.operationId, method: method.toUpperCase(), path });
      continue;
    }
    const session = op['x-session'] ?? 'use';
    if (!SESSION_EFFECTS.includes(session)) throw new Error(`${op.operationId}: unknown x-session "${session}"`);
    const params = [...((item.parameters as Operation['parameters']) ?? []), ...(op.parameters ?? [])].map((p) =>
      '$ref' in p ? (resolveRef(p.$ref) as Parameter) : p,
    );
    const security = op.security ?? spec.security ?? [];
    const json = op.requestBody?.content['application/json'];
    const multipart = op.requestBody?.content['multipart/form-data'];
    const responses: Record<string, unknown> = {};
    const produces: Record<string, string | null> = {};
    const producesAll: Record<string, string[]> = {};
    for (const [status, response] of Object.entries(op.responses)) {
      const resolved = (response.$ref ? resolveRef(response.$ref) : response) as Operation['responses'][string];
      const schema = resolved.content?.['application/json']?.schema;
      responses[status] = schema ? clean(schema) : null;
      produces[status] = Object.keys(resolved.content ?? {})[0] ?? null;
      producesAll[status] = Object.keys(resolved.content ?? {});
    }
    const headerParams = params.filter((p) => p.in === 'header');
    const tag = op.tags?.[0] ?? 'default';
    if (method === 'get') readPaths.set(tag, [...(readPaths.get(tag) ?? []), path]);
    else if (session === 'use') {
      // Every call that changes something says what, so the web refreshes exactly that (x-changes).
      const changes = op['x-changes'];
      if (!Array.isArray(changes)) throw new Error(`${op.operationId}: a ${method.toUpperCase()} needs x-changes`);
      const unknown = changes.filter((name) => !declaredTags.has(name));
      if (unknown.length) throw new Error(`${op.operationId}: x-changes names unknown tags ${unknown.join(', ')}`);
      const idempotent = headerParams.some((p) => p.name === 'Idempotency-Key');
      mutationRules.push({ method: method.toUpperCase(), path, idempotent, changes });
    }
    const defaulted = params.filter((p) => p.in === 'query' && 'default' in (clean(p.schema) as object));
    if (defaulted.length > 0) queryDefaults.push([op.operationId, defaulted.map((p) => p.name)]);
    for (const [place, suffix] of [
      ['query', 'Query'],
      ['path', 'Path'],
    ] as const) {
      const placed = params.filter((p) => p.in === place);
      if (placed.length > 0)
        parameterSchemas.push([
          `${op.operationId}${suffix}`,
          Object.fromEntries(placed.map((p) => [p.name, clean(p.schema)])),
        ]);
    }
    operations.push({
      operationId: op.operationId,
      method: method.toUpperCase(),
      path,
      // Fastify writes path parameters as :name.
      url: path.replace(/\{([^}]+)\}/g, ':$1'),
      tag,
      access: op['x-access'] ?? (security.some((s) => Object.keys(s).length === 0) ? 'public' : 'member'),
      owner: op['x-owner'] ?? false,
      stateful: op['x-stateful'] ?? false,
      session,
      security: security.map((s) => Object.keys(s)),
      bodyRequired: op.requestBody?.required ?? false,
      schema: {
        body: json ? clean(json.schema) : undefined,
        params: objectSchema(params.filter((p) => p.in === 'path')),
        querystring: objectSchema(params.filter((p) => p.in === 'query')),
        // HTTP header names are case-insensitive; Fastify validates them lower-cased.
        headers: objectSchema(headerParams.map((p) => ({ ...p, name: p.name.toLowerCase() }))),
      },
      queryParameters: Object.fromEntries(
        params
          .filter((p) => p.in === 'query')
          .map((p) => {
            const type = (clean(p.schema) as { type?: unknown }).type;
            return [p.name, type === 'array' || (Array.isArray(type) && type.includes('array'))];
          }),
      ),
      /** The request headers the contract declares (lower-case), which the BFF forwards. */
      headerNames: headerParams.map((p) => p.name.toLowerCase()),
      /** The multipart body's schema (its parts' names), validated part by part by the servers. */
      multipart: multipart ? clean(multipart.schema) : null,
      responses,
      produces,
      producesAll,
      errorCodes,
    });
  }
}

const operationIds = operations.map((o) => o.operationId);
const header = '// Generated by scripts/generate.ts from openapi.yaml. Do not edit.\n';
const operationsTs = `${header}
import type { operations as Operations } from './api.ts';
import { HttpError, type ErrorCode } from './errors.ts';

export type OperationId = ${operationIds.map((id) => JSON.stringify(id)).join(' | ')};
export type Access = 'public' | 'member' | 'admin';
/**
 * \`x-session\`: what the call does to the browser's session (kept by the BFF). \`use\` (the default) carries
 * its access token and renews it once on a 401; \`open\` goes without and opens it from the answer's token;
 * \`confirm\` goes with the pending (two-factor) token and replaces it; \`end\` ends it; \`renew\` renews it;
 * \`none\` goes without and leaves it alone.
 */
export type SessionEffect = ${SESSION_EFFECTS.map((e) => `'${e}'`).join(' | ')};

export interface OperationDefinition {
  operationId: OperationId;
  method: 'GET' | 'PUT' | 'POST' | 'DELETE' | 'PATCH';
  /** The path as the contract writes it: /notification/{id}. */
  path: string;
  /** The same path in Fastify's syntax: /notification/:id. */
  url: string;
  tag: string;
  access: Access;
  owner: boolean;
  /** \`x-stateful\`: acts on state another call creates, so its example alone may not succeed. */
  stateful: boolean;
  session: SessionEffect;
  security: string[][];
  bodyRequired: boolean;
  schema: { body?: object; params?: object; querystring?: object; headers?: object };
  /** The query parameters it declares, each with whether it may be given more than once (an array). */
  queryParameters: Record<string, boolean>;
  /** Declared request headers, lower-case (Idempotency-Key), forwarded by the BFF. */
  headerNames: string[];
  /** JSON schema of each answer by status; null when the answer has no JSON body. */
  responses: Record<string, object | null>;
  /** Media type of each answer by status (application/json, text/csv); null without a body. */
  produces: Record<string, string | null>;
  /** Every media type an answer may have by status (a document: image/png, image/jpeg or application/pdf). */
  producesAll: Record<string, string[]>;
  /** A \`multipart/form-data\` body's schema: an object whose properties are its parts; null for the others. */
  multipart: { properties: Record<string, object>; required?: string[] } | null;
  /** The codes each error answer declares, by status. */
  errorCodes: Record<string, readonly ErrorCode[]>;
}

export const operations: readonly OperationDefinition[] = ${JSON.stringify(operations, null, 2)} as unknown as readonly OperationDefinition[];

/** The health probes (\`x-probe\`), answered by each server at its root rather than as operations. */
export const probes = ${JSON.stringify(Object.fromEntries(probes.map((p) => [p.operationId, { method: p.method, path: p.path }])), null, 2)} as const;

export const operationsById = Object.fromEntries(operations.map((o) => [o.operationId, o])) as Record<OperationId, OperationDefinition>;

/**
 * Why an operation's error answer breaks the contract: its code is not one the operation declares for that
 * status. Undefined when it keeps it; a status the operation does not declare is for the answer checks to judge.
 */
export function undeclaredErrorCode(operationId: OperationId, status: number, code: string | undefined): string | undefined {
  const codes = operationsById[operationId]?.errorCodes[String(status)] as readonly string[] | undefined;
  if (codes === undefined || code === undefined || codes.includes(code)) return undefined;
  return \`\${operationId} answered \${status} \${code}, which openapi.yaml does not declare for it (\${codes.join(', ')})\`;
}

/**
 * Why a request's query breaks what its operation declares: a name the operation does not declare (\`foo\`,
 * \`__proto__\`, \`page[]\`), or a name that is not an array given twice; a 400 naming it. Read from the raw
 * query, so no parser's reading of brackets or prototype keys decides. Undefined when the query keeps the contract.
 */
export function queryRefusal(operation: OperationDefinition, url: string): HttpError | undefined {
  const start = url.indexOf('?');
  if (start === -1) return undefined;
  const seen = new Set<string>();
  for (const name of new URLSearchParams(url.slice(start + 1)).keys()) {
    const field = \`querystring/\${name}\`;
    const message = !Object.hasOwn(operation.queryParameters, name)
      ? 'is not a parameter of this operation'
      : seen.has(name) && !operation.queryParameters[name]
        ? 'must be given once'
        : undefined;
    if (message) return new HttpError(400, \`\${field} \${message}\`, 'VALIDATION', [{ field, message }]);
    seen.add(name);
  }
  return undefined;
}

type JsonContent<T> = T extends { content: { 'application/json': infer B } } ? B : never;
type Op<Id extends OperationId> = Operations[Id];

/** The JSON body of an operation. */
export type RequestBody<Id extends OperationId> = Op<Id> extends { requestBody?: infer R } ? JsonContent<NonNullable<R>> : never;
/** The path parameters of an operation. */
export type PathParams<Id extends OperationId> = Op<Id> extends { parameters: { path?: infer P } } ? NonNullable<P> : never;
/** The query parameters of an operation. */
export type QueryParams<Id extends OperationId> = Op<Id> extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;

/** Per operation, the query parameters the contract gives a default. */
interface QueryDefaults {
${queryDefaults.map(([id, names]) => `  ${id}: ${names.map((name) => JSON.stringify(name)).join(' | ')};`).join('\n')}
}
/**
 * The query parameters once a validator that applies the contract's defaults (the platform's, Ajv's
 * \`useDefaults\`) has run: those with a default are always there.
 */
export type ValidatedQuery<Id extends OperationId> = Id extends keyof QueryDefaults
  ? Omit<QueryParams<Id>, QueryDefaults[Id]> & Required<Pick<QueryParams<Id>, QueryDefaults[Id] & keyof QueryParams<Id>>>
  : QueryParams<Id>;
/** The JSON answer of an operation for a status. */
export type ResponseBody<Id extends OperationId, Status extends number = 200> = Op<Id> extends { responses: infer R }
  ? Status extends keyof R
    ? JsonContent<R[Status]>
    : never
  : never;
`;

const { Page, PageSize } = spec.components.parameters as Record<'Page' | 'PageSize', Parameter>;
const parametersTs = `${header}
// One export per operation and place (\`listDepositsQuery\`, \`getUserWalletsPath\`), so a bundle keeps
// only the ones its pages read.
${parameterSchemas.map(([name, schemas]) => `export const ${name} = ${JSON.stringify(schemas, null, 2)} as const;\n`).join('\n')}
/** The page and page size every list shares (components.parameters.Page and PageSize). */
export const pageParameters = ${JSON.stringify({ page: clean(Page.schema), pageSize: clean(PageSize.schema) }, null, 2)} as const;
`;

// Loaded by the fetcher on the first call that is not a GET: none is on the path of a page's first paint.
const mutationRulesTs = `${header}
/** Each read path of a tag, as one pattern that a query key's path matches. */
export const tagReads: Record<string, string> = ${JSON.stringify(
  Object.fromEntries([...readPaths].map(([tag, paths]) => [tag, paths.map(pathPattern).join('|')])),
  null,
  2,
)};

/** Each call that is not a GET: its method, path pattern, whether it takes an Idempotency-Key, the tags it changes. */
export const mutationRules: readonly [string, string, boolean, readonly string[]][] = ${JSON.stringify(
  mutationRules.map((rule) => [rule.method, pathPattern(rule.path), rule.idempotent, rule.changes]),
  null,
  2,
)};
`;

// One error class for both servers, so the error body is written once.
const errorsTs = `${header}
import type { components } from './api.ts';

/** Every code an error answer may carry (openapi.yaml, ErrorCode): a code the contract does not know is a type error. */
export type ErrorCode = components['schemas']['ErrorCode'];
/** The body of every error answer. */
export type ErrorBody = components['schemas']['Error'];
export type ErrorDetail = NonNullable<ErrorBody['details']>[number];

/** An error that carries its answer: the server's one error handler sends \`toBody()\` with \`statusCode\`. */
export class HttpError extends Error {
  override name = 'HttpError';
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly details: ErrorDetail[] | undefined;
  /** Headers the answer carries, such as Retry-After on a 429. */
  readonly headers: Record<string, string> = {};

  constructor(statusCode: number, message: string, code: ErrorCode, details?: ErrorDetail[], options?: ErrorOptions) {
    super(message, options);
    this.statusCode = statusCode;
    this.code = code;
    this.details = details;
  }

  toBody(): ErrorBody {
    return this.details
      ? { message: this.message, code: this.code, details: this.details }
      : { message: this.message, code: this.code };
  }
}

/** Fastify's own client errors, by its error code, with a message meant for people and the contract's code. */
export const FRAMEWORK_ERRORS: Readonly<Record<string, { message: string; code: ErrorCode }>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { message: 'The request body is not valid JSON', code: 'INVALID_JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { message: 'The request body is empty', code: 'INVALID_JSON' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { message: 'Unsupported content type: send application/json', code: 'UNSUPPORTED_MEDIA_TYPE' },
  FST_ERR_CTP_BODY_TOO_LARGE: { message: 'The request body is too large', code: 'PAYLOAD_TOO_LARGE' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { message: 'The content length does not match the body', code: 'BAD_REQUEST' },
};
`;

// The web's side: the union its texts are checked against, and each operation's codes whatever the status.
const webErrorCodes = operations.map(
  (o) => [o.operationId, [...new Set(Object.values(o.errorCodes).flat())].sort()] as const,
);
const errorCodesTs = `${header}
/** Every code an error answer may carry (openapi.yaml, ErrorCode). */
export type ErrorCode = ${ERROR_CODES.map((code) => JSON.stringify(code)).join(' | ')};

/** The codes each operation's error answers declare, whatever their status. */
export interface OperationErrorCodes {
${webErrorCodes.map(([id, codes]) => `  ${id}: ${codes.length > 0 ? codes.map((code) => JSON.stringify(code)).join(' | ') : 'never'};`).join('\n')}
}

// One list per operation, so a bundle keeps only the ones its pages read.
${webErrorCodes.map(([id, codes]) => `export const ${id}ErrorCodes = ${JSON.stringify(codes)} as const satisfies readonly OperationErrorCodes['${id}'][];`).join('\n')}
`;

async function main(): Promise<void> {
  const { default: openapiTS, astToString } = await import('openapi-typescript');
  const typesTs = header + astToString(await openapiTS(new URL(`file://${specPath}`)));
  for (const server of ['bff', 'platform']) {
    const dir = join(root, server, 'src', 'generated');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'api.ts'), typesTs);
    writeFileSync(join(dir, 'operations.ts'), operationsTs);
    writeFileSync(join(dir, 'errors.ts'), errorsTs);
  }
  execFileSync(join(root, 'node_modules', '.bin', 'orval'), ['--config', 'orval.config.ts'], {
    cwd: join(root, 'web'),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // After orval, which empties its output folder.
  writeFileSync(join(root, 'web', 'src', 'api', 'generated', 'parameters.ts'), parametersTs);
  writeFileSync(join(root, 'web', 'src', 'api', 'generated', 'mutation-rules.ts'), mutationRulesTs);
  writeFileSync(join(root, 'web', 'src', 'api', 'generated', 'error-codes.ts'), errorCodesTs);
  // The router's route tree, so the web type-checks on a fresh clone before Vite has ever run.
  execFileSync(process.execPath, [join(root, 'web', 'generate-route-tree.ts')], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  console.log(`generate: ${operations.length} operations from openapi.yaml -> web, bff, platform`);
}

await main();
