/**
 * /account/api: one route per operation of the contract, registered from the generated table, and
 * nothing else. The table is the allowlist: a path it does not declare is a 404, a declared path with
 * another method a 405, and neither ever reaches the platform.
 *
 * Each operation route: CSRF check, then the query's parameter names (only declared ones, each once unless
 * an array), then the contract's request schemas (Fastify/Ajv: body, path, query and the headers it
 * declares), then the call to the platform (through the session, which keeps tokens and renews them) with
 * the query rebuilt from the validated values, those declared headers and no other browser header, then
 * the answer checked against the contract, stripped of `token`, and passed on. An answer the contract declares in another media type
 * than JSON (a CSV export) is passed on as it came, with its Content-Type and Content-Disposition, and a file with
 * the platform's Content-Security-Policy added to the BFF's.
 */
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest, FastifySchemaCompiler } from 'fastify';
import { HttpError } from '../generated/errors.ts';
import { queryRefusal, type OperationDefinition } from '../generated/operations.ts';
import type { PlatformAnswer } from '../plugins/platform-client.ts';
import type { RequestPart } from '../plugins/request-validation.ts';
import { MULTIPART_BODY_LIMIT, multipartRefusal } from './multipart-body.ts';

export interface PlatformApiOptions {
  operations: readonly OperationDefinition[];
  /** Answer 502 on a contract violation instead of passing the answer on (tests). */
  failOnContractViolation: boolean;
}

const ALL_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

const PATH_PARAMETER = /\{([^}]+)\}/g;

/** The contract path with the validated path parameters filled in, and the query rebuilt from the validated values. */
function platformPath(operation: OperationDefinition, request: FastifyRequest, hasQuery: boolean): string {
  let path = operation.path;
  if (path.includes('{')) {
    const params = (request.params ?? {}) as Record<string, unknown>;
    path = path.replace(PATH_PARAMETER, (_, name: string) => encodeURIComponent(String(params[name])));
  }
  const start = request.url.indexOf('?');
  if (!hasQuery || start === -1) return path;
  const values = (request.query ?? {}) as Record<string, unknown>;
  const search = new URLSearchParams();
  // In the order they came, each once (queryRefusal let through only declared names).
  for (const name of new Set(new URLSearchParams(request.url.slice(start + 1)).keys())) {
    const value = values[name];
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(name, String(item));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** The essence of a Content-Type (`text/csv; charset=utf-8` -> `text/csv`), lower-cased. */
function mediaTypeOf(answer: PlatformAnswer): string | undefined {
  if (answer.text === '') return undefined;
  const type = answer.headers['content-type'];
  if (typeof type !== 'string') return '';
  const end = type.indexOf(';');
  return (end === -1 ? type : type.slice(0, end)).trim().toLowerCase();
}

const JSON_MEDIA = /^application\/(.+\+)?json$/;

/**
 * The media types, other than JSON, the contract declares for the answers of an operation, by status key
 * (`200`, `4XX`); empty for the operations that only ever answer JSON, so their answers cost no lookup.
 */
function rawMediaTypes(operation: OperationDefinition): Map<string, Set<string>> {
  const raw = new Map<string, Set<string>>();
  for (const [key, all] of Object.entries(operation.producesAll)) {
    const types = all.map((media) => media.toLowerCase()).filter((media) => !JSON_MEDIA.test(media));
    if (types.length > 0) raw.set(key, new Set(types));
  }
  return raw;
}

const TEXT_MEDIA = /^text\//;
const FILE_MEDIA = /^(image\/|application\/pdf$)/;

/** A GET whose success is a file a page shows with `<img>` or opens with a link, which cannot send X-CSRF. */
function opensAsFile(operation: OperationDefinition): boolean {
  const success = operation.producesAll['200'] ?? [];
  return operation.method === 'GET' && success.length > 0 && success.every((media) => FILE_MEDIA.test(media));
}

/** An upload larger than the BFF takes is refused like the platform refuses one: a 400 naming the file. */
function uploadTooLarge(error: FastifyError): FastifyError | HttpError {
  if (error.code !== 'FST_ERR_CTP_BODY_TOO_LARGE') return error;
  const message = `The file is larger than ${Math.floor(MULTIPART_BODY_LIMIT / (1024 * 1024))} MB.`;
  return new HttpError(400, message, 'UPLOAD_TOO_LARGE', [{ field: 'file', message }]);
}

/** The declared key (exact status, its class, default) a status falls under, as the contract resolves it. */
function declaredKey(keys: ReadonlySet<string>, status: number): string | undefined {
  const exact = String(status);
  if (keys.has(exact)) return exact;
  const range = `${exact[0]}XX`;
  if (keys.has(range)) return range;
  return keys.has('default') ? 'default' : undefined;
}

function parseJson(answer: PlatformAnswer, operation: OperationDefinition, mediaType: string | undefined): unknown {
  if (mediaType === undefined) return undefined;
  const type = String(answer.headers['content-type'] ?? '');
  if (JSON_MEDIA.test(mediaType)) {
    try {
      return JSON.parse(answer.text) as unknown;
    } catch {
      /* reported below */
    }
  }
  throw new HttpError(502, 'The platform answered something unexpected.', 'UPSTREAM_INVALID', undefined, {
    cause: new Error(`${operation.operationId}: ${answer.status} answer is not JSON (content-type "${type}")`),
  });
}

/** Tokens stay on the server: the session keeps them, the browser never sees one. */
function withoutToken(body: unknown): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body) || !('token' in body)) return body;
  const { token: _token, ...rest } = body as Record<string, unknown>;
  return rest;
}

/** An optional body may be absent; when present it must match. */
function optionalBody(compile: FastifySchemaCompiler<object>): FastifySchemaCompiler<object> {
  return (route) => {
    const validate = compile(route);
    if (route.httpPart !== 'body') return validate;
    const check: ReturnType<FastifySchemaCompiler<object>> = (data: unknown) => {
      if (data === null || data === undefined) return true;
      const result = validate(data);
      check.errors = validate.errors;
      return result;
    };
    return check;
  };
}

const platformApi: FastifyPluginAsync<PlatformApiOptions> = async (app, options) => {
  // Answers are about one signed-in user: no browser or shared cache may keep them. They are where the
  // session cookie is renewed.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('cache-control', 'no-store');
    request.sessionCookieAllowed = true;
    done();
  });

  const compile: FastifySchemaCompiler<object> = ({ schema, httpPart }) =>
    app.compileRequestSchema((httpPart ?? 'body') as RequestPart, schema);

  // Uploads are forwarded as they came, after multipartRefusal has checked their parts against the contract.
  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'buffer', bodyLimit: MULTIPART_BODY_LIMIT },
    (_r, body, done) => done(null, body),
  );

  for (const operation of options.operations) {
    const { body, params, querystring, headers } = operation.schema;
    const { headerNames, multipart } = operation;
    const raw = rawMediaTypes(operation);
    const statusKeys = new Set(Object.keys(operation.produces));
    const hasQuery = Object.keys(operation.queryParameters).length > 0;

    /** The headers the contract declares for the operation, as the browser sent them (Fastify validated them). */
    const declaredHeaders = (request: FastifyRequest): Record<string, string> => {
      const out: Record<string, string> = {};
      for (const name of headerNames) {
        const value = request.headers[name];
        if (typeof value === 'string') out[name] = value;
      }
      return out;
    };

    app.route({
      method: operation.method,
      url: operation.url,
      exposeHeadRoute: false,
      schema: {
        ...(body && { body }),
        ...(params && { params }),
        ...(querystring && { querystring }),
        ...(headers && { headers }),
      },
      ...(body && !operation.bodyRequired && { validatorCompiler: optionalBody(compile) }),
      // Lets hooks and logs name the operation without matching URLs again.
      config: { operationId: operation.operationId },
      onRequest: opensAsFile(operation) ? app.verifyFileRead : app.verifyCsrf,
      ...(multipart && {
        bodyLimit: MULTIPART_BODY_LIMIT,
        errorHandler: (error: FastifyError) => {
          throw uploadTooLarge(error);
        },
      }),
      preValidation: (request, _reply, done) =>
        done(
          queryRefusal(operation, request.url) ??
            (multipart ? multipartRefusal(multipart, request.body, request.headers['content-type']) : undefined),
        ),
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        const answer = await app.callPlatform(request, operation, {
          method: operation.method,
          path: platformPath(operation, request, hasQuery),
          body: body && request.body != null ? request.body : undefined,
          ...(multipart && {
            raw: { bytes: request.body as Buffer, contentType: String(request.headers['content-type']) },
          }),
          ...(headerNames.length > 0 && { headers: declaredHeaders(request) }),
        });
        const mediaType = mediaTypeOf(answer);
        const rawMedia = raw.size > 0 ? raw.get(declaredKey(statusKeys, answer.status) ?? '') : undefined;
        // Passed on as it came only when it is what the contract declares; anything else is read as JSON,
        // which refuses what is neither.
        const passedAsIs = rawMedia !== undefined && mediaType !== undefined && rawMedia.has(mediaType);
        const payload = passedAsIs ? undefined : parseJson(answer, operation, mediaType);

        const violation = app.checkPlatformAnswer(operation, answer.status, payload, mediaType);
        if (violation) {
          request.log.error(
            { contractViolation: violation },
            `Platform answer breaks the contract: ${operation.operationId} ${answer.status}`,
          );
          if (options.failOnContractViolation) {
            throw new HttpError(
              502,
              'The platform answer breaks the contract',
              'CONTRACT_VIOLATION',
              violation.details,
            );
          }
        }

        reply.code(answer.status);
        const retryAfter = answer.headers['retry-after'];
        if (typeof retryAfter === 'string') reply.header('retry-after', retryAfter);
        if (passedAsIs) {
          const disposition = answer.headers['content-disposition'];
          if (typeof disposition === 'string') reply.header('content-disposition', disposition);
          // Text (a CSV) as decoded; anything else (an image, a PDF) byte for byte, never sniffed by the browser.
          if (TEXT_MEDIA.test(mediaType)) return reply.type(String(answer.headers['content-type'])).send(answer.text);
          // The platform's policy for its file (a sandbox) comes on top of the BFF's own: both hold.
          const policy = answer.headers['content-security-policy'];
          if (typeof policy === 'string')
            reply.header('content-security-policy', `${String(reply.getHeader('content-security-policy'))}; ${policy}`);
          return reply
            .type(String(answer.headers['content-type']))
            .header('x-content-type-options', 'nosniff')
            .send(answer.bytes ?? answer.text);
        }
        if (payload === undefined) return reply.send();
        const shown = withoutToken(payload);
        // Already valid JSON (it parsed): without a token to take out, the platform's own text is the answer.
        return reply
          .type('application/json; charset=utf-8')
          .send(shown === payload ? answer.text : JSON.stringify(shown));
      },
    });
  }

  // Declared paths with an undeclared method: 405 naming what is allowed.
  const allowedByUrl = new Map<string, Set<string>>();
  for (const operation of options.operations) {
    allowedByUrl.set(operation.url, (allowedByUrl.get(operation.url) ?? new Set()).add(operation.method));
  }
  for (const [url, allowed] of allowedByUrl) {
    const allow = [...allowed].join(', ');
    app.route({
      method: ALL_METHODS.filter((method) => !allowed.has(method)),
      url,
      exposeHeadRoute: false,
      handler: async (request, reply) =>
        reply
          .code(405)
          .header('allow', allow)
          .send({ message: `${request.method} is not allowed here; use ${allow}`, code: 'METHOD_NOT_ALLOWED' }),
    });
  }

  // Everything else under the API base, whatever the method, instead of the web app's HTML fallback.
  app.route({
    method: [...ALL_METHODS],
    url: '/*',
    exposeHeadRoute: false,
    handler: async (_request, reply) => reply.code(404).send({ message: 'No such API operation', code: 'NOT_FOUND' }),
  });
};

export default platformApi;
