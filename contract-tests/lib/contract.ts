/**
 * The operations of openapi.yaml, each with a valid request built from the contract's own examples.
 * The suites iterate this list rather than a hand-kept one, so an operation declared tomorrow is
 * covered tomorrow without touching a test; an operation whose examples cannot make a request fails
 * here with the reason, instead of being left out.
 */
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { repoRoot } from '../../scripts/lib/processes.ts';

type Json = Record<string, unknown>;

export interface ExampleRequest {
  /** The path with its parameters filled in: /notification/2 */
  path: string;
  /** Path parameter values in the order they appear in the path (the generated functions' order). */
  pathParams: string[];
  /** Query parameters that have an example; undefined when the operation declares none. */
  query: Record<string, string> | undefined;
  /** True when the operation declares a JSON or multipart body (the generated function then takes one). */
  hasBody: boolean;
  /** The JSON body; for a multipart body, its parts as the generated function takes them (`{ file: Blob }`). */
  body: unknown;
  /** A multipart body as sent on the wire: a small real PNG in each file part (see exampleUpload). */
  upload?: ExampleUpload;
  /**
   * Header parameters (Idempotency-Key) by their declared name, with their examples; undefined when the
   * operation declares none (the generated function then takes no `headers` argument).
   */
  headers: Record<string, string> | undefined;
}

export interface ExampleUpload {
  contentType: string;
  bytes: Buffer;
}

/** A 1x1 PNG: a file every upload of the contract accepts (photos and identity documents alike). */
export const EXAMPLE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
  'base64',
);

/** The multipart body of an operation's file parts, each holding EXAMPLE_PNG, as a browser's FormData sends it. */
function exampleUpload(fileParts: string[]): ExampleUpload {
  const boundary = '----contract-example-boundary';
  const chunks = fileParts.flatMap((name) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="example.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    EXAMPLE_PNG,
    Buffer.from('\r\n'),
  ]);
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    bytes: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
  };
}

export interface ContractOperation {
  operationId: string;
  method: string;
  path: string;
  tag: string;
  access: 'public' | 'member' | 'admin';
  /** `x-owner: true`: the resource belongs to one member, and another member gets 404. */
  owner: boolean;
  /** Security alternatives, each a list of scheme names; [] inside means "anonymous is fine". */
  security: string[][];
  /**
   * `x-stateful: true`: the operation acts on state another call creates (a quote, a pending request), so
   * its example alone may not succeed even for a caller who may call it.
   */
  stateful: boolean;
  /**
   * `x-signs-out-others: true`: the operation may end the caller's other sign-ins (never the calling one), so a
   * test that shares a role's sessions signs them in again around it.
   */
  signsOutOthers: boolean;
  /** Every status the contract lists for the operation, as strings ('200', '401', 'default'). */
  statuses: string[];
  /**
   * The lowest 2xx status, whether it has a JSON body, and its media type (application/json, text/csv;
   * null for an answer without a body).
   */
  success: { status: string; json: boolean; media: string | null };
  /** Built lazily so that one operation with a missing example fails alone, not the whole file. */
  exampleRequest: () => ExampleRequest;
}

export const specPath = join(repoRoot, 'openapi.yaml');
/** The parsed openapi.yaml, for modules that need more of it than the operation list. */
export const spec = parse(readFileSync(specPath, 'utf8'), { maxAliasCount: -1 }) as Json;
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

function resolve<T = Json>(node: unknown): T {
  let current = node as Json;
  const seen = new Set<string>();
  while (current && typeof current.$ref === 'string') {
    const ref = current.$ref;
    if (seen.has(ref) || !ref.startsWith('#/')) throw new Error(`Cannot resolve $ref ${ref}`);
    seen.add(ref);
    let target: unknown = spec;
    for (const part of ref.slice(2).split('/')) {
      target = (target as Json)[part.replace(/~1/g, '/').replace(/~0/g, '~')];
    }
    if (target === undefined) throw new Error(`Unresolved $ref ${ref}`);
    current = target as Json;
  }
  return current as T;
}

const NONE = Symbol('no example');

/** The first example of a parameter, a media type or a schema, following the forms OpenAPI 3.1 allows. */
function firstExample(holder: Json | undefined): unknown {
  if (!holder) return NONE;
  if ('example' in holder) return holder.example;
  const examples = holder.examples;
  if (Array.isArray(examples) && examples.length > 0) return examples[0];
  if (examples && typeof examples === 'object') {
    const first = Object.values(examples as Json)[0];
    if (first !== undefined) return resolve<{ value?: unknown }>(first).value ?? NONE;
  }
  return NONE;
}

function parameterExample(parameter: Json): unknown {
  const own = firstExample(parameter);
  if (own !== NONE) return own;
  return firstExample(parameter.schema ? resolve(parameter.schema) : undefined);
}

function buildExampleRequest(path: string, item: Json, operation: Json): ExampleRequest {
  const operationId = String(operation.operationId);
  const parameters = [...((item.parameters as unknown[]) ?? []), ...((operation.parameters as unknown[]) ?? [])].map(
    (p) => resolve(p),
  );
  const values = new Map<string, string>();
  const query: Record<string, string> = {};
  const headers: Record<string, string> = {};
  let hasQuery = false;
  let hasHeaders = false;
  for (const parameter of parameters) {
    const name = String(parameter.name);
    const example = parameterExample(parameter);
    if (parameter.in === 'query') hasQuery = true;
    if (parameter.in === 'header') hasHeaders = true;
    if (example === NONE) {
      if (parameter.required || parameter.in === 'path') {
        throw new Error(`${operationId}: required ${parameter.in} parameter "${name}" has no example in openapi.yaml`);
      }
      continue;
    }
    if (parameter.in === 'path') values.set(name, String(example));
    else if (parameter.in === 'query') query[name] = String(example);
    else if (parameter.in === 'header') headers[name] = String(example);
  }
  const pathParams = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => {
    const value = values.get(match[1]!);
    if (value === undefined) throw new Error(`${operationId}: path parameter "${match[1]}" is not declared`);
    return value;
  });
  const filledPath = path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(values.get(name)!));

  const requestBody = operation.requestBody ? resolve(operation.requestBody) : undefined;
  const media = (requestBody?.content as Json | undefined)?.['application/json'] as Json | undefined;
  let body: unknown = undefined;
  if (media) {
    let example = firstExample(media);
    if (example === NONE && media.schema) example = firstExample(resolve(media.schema));
    if (example === NONE && requestBody?.required) {
      throw new Error(`${operationId}: the required JSON body has no example in openapi.yaml`);
    }
    body = example === NONE ? undefined : example;
  }
  const multipart = (requestBody?.content as Json | undefined)?.['multipart/form-data'] as Json | undefined;
  let upload: ExampleUpload | undefined;
  if (multipart) {
    const properties = (resolve(multipart.schema).properties ?? {}) as Json;
    const fileParts = Object.keys(properties).filter((name) => resolve(properties[name]).format === 'binary');
    upload = exampleUpload(fileParts);
    body = Object.fromEntries(fileParts.map((name) => [name, new Blob([EXAMPLE_PNG], { type: 'image/png' })]));
  }
  return {
    path: filledPath,
    pathParams,
    query: hasQuery ? query : undefined,
    hasBody: Boolean(media) || Boolean(multipart),
    body,
    ...(upload && { upload }),
    headers: hasHeaders ? headers : undefined,
  };
}

function readOperations(): ContractOperation[] {
  const operations: ContractOperation[] = [];
  const globalSecurity = (spec.security as Json[] | undefined) ?? [];
  for (const [path, rawItem] of Object.entries(spec.paths as Json)) {
    const item = resolve(rawItem);
    for (const method of METHODS) {
      const operation = item[method] as Json | undefined;
      // Health probes are answered at each server's root, not as operations under the API base.
      if (!operation || operation['x-probe'] === true) continue;
      const security = ((operation.security as Json[] | undefined) ?? globalSecurity).map((s) => Object.keys(s));
      const responses = operation.responses as Json;
      const statuses = Object.keys(responses);
      const successStatus = statuses.filter((s) => /^2\d\d$/.test(s)).sort()[0];
      if (!successStatus) throw new Error(`${String(operation.operationId)} declares no 2xx answer`);
      const success = resolve(responses[successStatus]);
      const successMedia = Object.keys((success.content as Json | undefined) ?? {})[0] ?? null;
      const access = (operation['x-access'] as ContractOperation['access'] | undefined) ?? 'member';
      operations.push({
        operationId: String(operation.operationId),
        method: method.toUpperCase(),
        path,
        tag: String((operation.tags as string[] | undefined)?.[0] ?? 'default'),
        access,
        owner: operation['x-owner'] === true,
        stateful: operation['x-stateful'] === true,
        signsOutOthers: operation['x-signs-out-others'] === true,
        security,
        statuses,
        success: {
          status: successStatus,
          json: Boolean((success.content as Json | undefined)?.['application/json']),
          media: successMedia,
        },
        exampleRequest: () => buildExampleRequest(path, item, operation),
      });
    }
  }
  return operations;
}

export const operations: readonly ContractOperation[] = readOperations();

/** What to present for each security scheme; a scheme with no value gets a placeholder. */
export type Credentials = Record<string, string | undefined>;

/**
 * Headers that satisfy the operation's first security alternative (Prism checks them, mock and proxy
 * alike). Cookie-borne schemes are merged with the cookies already given.
 */
export function securityHeaders(
  operation: ContractOperation,
  credentials: Credentials,
  cookies: string[] = [],
): Record<string, string> {
  const headers: Record<string, string> = {};
  const cookieJar = [...cookies];
  const schemes = (spec.components as Json).securitySchemes as Json;
  const alternative = operation.security.find((names) => names.length > 0) ?? [];
  for (const name of alternative) {
    const scheme = resolve(schemes[name]);
    const value = credentials[name] ?? 'contract-test-placeholder';
    if (scheme.type === 'http' && String(scheme.scheme).toLowerCase() === 'bearer') {
      headers.authorization = `Bearer ${value}`;
    } else if (scheme.type === 'http' && String(scheme.scheme).toLowerCase() === 'basic') {
      headers.authorization = `Basic ${Buffer.from(value).toString('base64')}`;
    } else if (scheme.type === 'apiKey' && scheme.in === 'header') {
      headers[String(scheme.name).toLowerCase()] = value;
    } else if (scheme.type === 'apiKey' && scheme.in === 'cookie') {
      const cookieName = String(scheme.name);
      // A real cookie of that name (from a sign-in) wins over the placeholder.
      if (!cookieJar.some((cookie) => cookie.startsWith(`${cookieName}=`))) cookieJar.push(`${cookieName}=${value}`);
    } else {
      throw new Error(`${operation.operationId}: security scheme ${name} is not supported by the contract tests`);
    }
  }
  if (cookieJar.length > 0) headers.cookie = cookieJar.join('; ');
  return headers;
}

/**
 * The Accept header of a client that wants the operation's success answer, and JSON for its errors: Prism
 * answers 406 to a call whose Accept excludes the media type of the answer it would give.
 */
export function acceptFor(operation: ContractOperation): string {
  const media = operation.success.media;
  return media && media !== 'application/json' ? `${media}, application/json` : 'application/json';
}

/**
 * The example's header parameters for a call to a real server, with an Idempotency-Key of the caller's
 * (a new one unless given): the contract wants one per intended movement, and with the example's own every
 * call after the first would be a replay of it, or on another operation a reuse refused with 422.
 */
export function liveHeaders(request: ExampleRequest, idempotencyKey: string = randomUUID()): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers ?? {})) {
    headers[name] = name.toLowerCase() === 'idempotency-key' ? idempotencyKey : value;
  }
  return headers;
}

/** listNotifications -> ListNotifications: orval's zod export names start with it. */
export function pascalCase(operationId: string): string {
  return operationId.charAt(0).toUpperCase() + operationId.slice(1);
}

/**
 * A solved captcha of the server at `apiUrl` (the platform, or the BFF's `/account/api`), made as the web app's
 * widget makes it: a fresh challenge of getCaptchaChallenge, solved with altcha-lib's solver. The harness's own
 * call, not one under test.
 */
export async function solveCaptcha(apiUrl: string, headers: Record<string, string> = {}): Promise<string> {
  const response = await fetch(`${apiUrl}/auth/captcha`, { headers: { ...headers, accept: 'application/json' } });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`getCaptchaChallenge at ${apiUrl} answered ${response.status}: ${text}`);
  const { challenge } = JSON.parse(text) as { challenge: Challenge | null };
  if (!challenge) throw new Error(`${apiUrl} does not use the self-hosted captcha`);
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error(`the challenge of ${apiUrl} could not be solved`);
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** A request body of the examples with its `captcha` (an example solution, already used) replaced by a live one. */
export async function withLiveCaptcha(
  body: unknown,
  apiUrl: string,
  headers: Record<string, string> = {},
): Promise<unknown> {
  if (typeof body !== 'object' || body === null || !('captcha' in body)) return body;
  return { ...body, captcha: await solveCaptcha(apiUrl, headers) };
}
