/**
 * The JSON schemas of each operation, dereferenced from openapi.yaml by this workspace itself rather than
 * taken from the servers' generated table: a generator that dropped a constraint would otherwise hide
 * the very drift the gates look for. Documentation keywords and x- extensions are left out, as Ajv
 * would otherwise have to be told about them.
 */
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { spec, type ContractOperation } from './contract.ts';

export type JsonSchema = Record<string, unknown>;

export interface Parameter {
  /** As declared; a header's name is matched whatever its case. */
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: JsonSchema;
}

export interface OperationSchemas {
  pathParams: Parameter[];
  queryParams: Parameter[];
  /** Header parameters (Idempotency-Key). */
  headerParams: Parameter[];
  /** The JSON request body, when the operation declares one. */
  body: { schema: JsonSchema; required: boolean; example: unknown } | undefined;
  /** The JSON schema of each listed answer; null when that answer has no JSON body. */
  responses: Record<string, JsonSchema | null>;
  /** The media type of each listed answer (application/json, text/csv); null when it has no body. */
  media: Record<string, string | null>;
  /** Every media type a listed answer may have (a document: image/png, image/jpeg or application/pdf). */
  mediaAll: Record<string, string[]>;
}

const DOC_KEYWORDS = new Set(['example', 'examples', 'description', 'summary', 'title', 'externalDocs', 'deprecated']);

function pointer(ref: string): unknown {
  if (!ref.startsWith('#/')) throw new Error(`Only local $ref are supported: ${ref}`);
  let node: unknown = spec;
  for (const part of ref.slice(2).split('/')) {
    node = (node as JsonSchema | undefined)?.[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  if (node === undefined) throw new Error(`Unresolved $ref ${ref}`);
  return node;
}

/** Follows $ref on one node only (a parameter, a response, a request body). */
function follow(node: unknown): JsonSchema {
  let current = node as JsonSchema;
  while (typeof current?.$ref === 'string') current = pointer(current.$ref) as JsonSchema;
  return current;
}

/** Inlines every $ref and drops what only documents. */
export function dereference(node: unknown, seen: readonly string[] = []): unknown {
  if (Array.isArray(node)) return node.map((item) => dereference(item, seen));
  if (node === null || typeof node !== 'object') return node;
  const object = node as JsonSchema;
  if (typeof object.$ref === 'string') {
    if (seen.includes(object.$ref)) throw new Error(`Recursive schema ${object.$ref} is not supported`);
    return dereference(pointer(object.$ref), [...seen, object.$ref]);
  }
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(object)) {
    if (key.startsWith('x-')) continue;
    if (key === 'properties') {
      // Property names are never keywords: keep them all.
      out[key] = Object.fromEntries(Object.entries(value as JsonSchema).map(([k, v]) => [k, dereference(v, seen)]));
    } else if (!DOC_KEYWORDS.has(key)) out[key] = dereference(value, seen);
  }
  return out;
}

function firstExample(media: JsonSchema): unknown {
  if ('example' in media) return media.example;
  const examples = media.examples as JsonSchema | undefined;
  const first = examples && Object.values(examples)[0];
  return first === undefined ? undefined : follow(first).value;
}

const cache = new Map<string, OperationSchemas>();

export function operationSchemas(operation: ContractOperation): OperationSchemas {
  const cached = cache.get(operation.operationId);
  if (cached) return cached;
  const item = follow((spec.paths as JsonSchema)[operation.path]);
  const raw = item[operation.method.toLowerCase()] as JsonSchema;
  const parameters = [...((item.parameters as unknown[]) ?? []), ...((raw.parameters as unknown[]) ?? [])]
    .map(follow)
    .filter((p) => p.in === 'path' || p.in === 'query' || p.in === 'header')
    .map((p): Parameter => ({
      name: String(p.name),
      in: p.in as Parameter['in'],
      required: p.in === 'path' || p.required === true,
      schema: dereference(p.schema ?? {}) as JsonSchema,
    }));
  const requestBody = raw.requestBody ? follow(raw.requestBody) : undefined;
  const bodyMedia = (requestBody?.content as JsonSchema | undefined)?.['application/json'] as JsonSchema | undefined;
  const responses: Record<string, JsonSchema | null> = {};
  const media: Record<string, string | null> = {};
  const mediaAll: Record<string, string[]> = {};
  for (const [status, response] of Object.entries(raw.responses as JsonSchema)) {
    const content = follow(response).content as JsonSchema | undefined;
    const json = content?.['application/json'] as JsonSchema | undefined;
    responses[status] = json?.schema ? (dereference(json.schema) as JsonSchema) : null;
    media[status] = Object.keys(content ?? {})[0] ?? null;
    mediaAll[status] = Object.keys(content ?? {}).map((type) => type.toLowerCase());
  }
  const schemas: OperationSchemas = {
    pathParams: parameters.filter((p) => p.in === 'path'),
    queryParams: parameters.filter((p) => p.in === 'query'),
    headerParams: parameters.filter((p) => p.in === 'header'),
    body: bodyMedia?.schema
      ? {
          schema: dereference(bodyMedia.schema) as JsonSchema,
          required: requestBody?.required === true,
          example: firstExample(bodyMedia),
        }
      : undefined,
    responses,
    media,
    mediaAll,
  };
  cache.set(operation.operationId, schemas);
  return schemas;
}

/** The listed answer a status falls under: the exact code, then its class (4XX), then `default`. */
export function listedKey(statuses: readonly string[], status: number): string | undefined {
  return [String(status), `${Math.floor(status / 100)}XX`, 'default'].find((key) => statuses.includes(key));
}

// allErrors: a failure report should show every mismatch of the answer at once.
const ajv = new Ajv({ allErrors: true, strict: false, allowUnionTypes: true });
addFormats.default(ajv);
const validators = new Map<string, ValidateFunction>();

/** The essence of a Content-Type header (`text/csv; charset=utf-8` -> `text/csv`), lower-cased. */
export function mediaTypeOf(contentType: string | string[] | undefined): string | undefined {
  if (typeof contentType !== 'string') return undefined;
  return contentType.split(';', 1)[0]!.trim().toLowerCase();
}

/**
 * Why an answer breaks the contract of its operation, or undefined when it keeps it: the status must be
 * listed, an answer with a body must be of the media type listed for that status (JSON, or text/csv for
 * an export), and a listed JSON answer must be JSON matching its schema.
 */
export function answerViolation(
  operation: ContractOperation,
  status: number,
  text: string,
  contentType: string | string[] | undefined,
): string | undefined {
  const { responses, media, mediaAll } = operationSchemas(operation);
  const key = listedKey(Object.keys(responses), status);
  if (key === undefined) return `${status} is not listed (${Object.keys(responses).join(', ')})`;
  const declared = media[key];
  const actual = mediaTypeOf(contentType);
  if (text !== '' && declared && !(mediaAll[key] ?? []).includes(actual ?? '')) {
    return `the ${status} answer is ${actual ?? 'without a Content-Type'}, the contract lists ${declared}`;
  }
  const schema = responses[key];
  if (!schema) return undefined;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `the ${status} answer is not JSON: ${text.slice(0, 200)}`;
  }
  const id = `${operation.operationId} ${key}`;
  let validate = validators.get(id);
  if (!validate) {
    validate = ajv.compile(schema);
    validators.set(id, validate);
  }
  if (validate(body)) return undefined;
  return `the ${status} answer is off its schema: ${ajv.errorsText(validate.errors, { dataVar: 'response' })}`;
}
