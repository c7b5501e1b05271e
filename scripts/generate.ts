/**
 * Everything that comes from openapi.yaml, generated in one go (`npm run generate`):
 *  - web/src/api/generated: orval hooks, models and zod schemas (web/orval.config.ts);
 *  - {bff,platform}/src/generated/api.ts: TypeScript types (openapi-typescript);
 *  - {bff,platform}/src/generated/operations.ts: the operation table both servers register their
 *    routes from, with dereferenced JSON schemas that Fastify/Ajv validate requests and responses with,
 *    and apart from it the health probes (`x-probe`), which each server answers at its root;
 *  - web/src/api/generated/parameters.ts: each operation's query and path parameter schemas, one export
 *    per operation and no schema library, for the routes' search validators (web/src/api/search-values.ts),
 *    and the page parameters every list shares (web/src/api/paging.ts).
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
      /** The request headers the contract declares (lower-case), which the BFF forwards. */
      headerNames: headerParams.map((p) => p.name.toLowerCase()),
      /** The multipart body's schema (its parts' names), validated part by part by the servers. */
      multipart: multipart ? clean(multipart.schema) : null,
      responses,
      produces,
      producesAll,
    });
  }
}

const operationIds = operations.map((o) => o.operationId);
const header = '// Generated by scripts/generate.ts from openapi.yaml. Do not edit.\n';
const operationsTs = `${header}
import type { operations as Operations } from './api.ts';

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
}

export const operations: readonly OperationDefinition[] = ${JSON.stringify(operations, null, 2)} as unknown as readonly OperationDefinition[];

/** The health probes (\`x-probe\`), answered by each server at its root rather than as operations. */
export const probes = ${JSON.stringify(Object.fromEntries(probes.map((p) => [p.operationId, { method: p.method, path: p.path }])), null, 2)} as const;

export const operationsById = Object.fromEntries(operations.map((o) => [o.operationId, o])) as Record<OperationId, OperationDefinition>;

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

async function main(): Promise<void> {
  const { default: openapiTS, astToString } = await import('openapi-typescript');
  const typesTs = header + astToString(await openapiTS(new URL(`file://${specPath}`)));
  for (const server of ['bff', 'platform']) {
    const dir = join(root, server, 'src', 'generated');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'api.ts'), typesTs);
    writeFileSync(join(dir, 'operations.ts'), operationsTs);
  }
  execFileSync(join(root, 'node_modules', '.bin', 'orval'), ['--config', 'orval.config.ts'], {
    cwd: join(root, 'web'),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // After orval, which empties its output folder.
  writeFileSync(join(root, 'web', 'src', 'api', 'generated', 'parameters.ts'), parametersTs);
  writeFileSync(join(root, 'web', 'src', 'api', 'generated', 'mutation-rules.ts'), mutationRulesTs);
  // The router's route tree, so the web type-checks on a fresh clone before Vite has ever run.
  execFileSync(process.execPath, [join(root, 'web', 'generate-route-tree.ts')], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  console.log(`generate: ${operations.length} operations from openapi.yaml -> web, bff, platform`);
}

await main();
