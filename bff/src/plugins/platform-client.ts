/**
 * The one way to the platform: a keep-alive connection pool, a header allowlist and a deadline.
 *
 * Only what the platform needs crosses: method, JSON body, a few headers and those the operation declares
 * in the contract. The browser's Cookie and Authorization never do; the platform only ever sees the BFF's
 * own `Authorization: Bearer`, taken from the session by `getAccessToken`.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Pool, type Dispatcher } from 'undici';
import { HttpError } from '../generated/errors.ts';
import type { OperationDefinition } from '../generated/operations.ts';

export interface PlatformCall {
  method: OperationDefinition['method'];
  /** Path under the platform's base URL, with its query string: /notification/2?x=1 */
  path: string;
  /** Sent as JSON when defined. */
  body?: unknown;
  /** Sent as it came instead of a JSON body: a multipart upload, with its Content-Type (and boundary). */
  raw?: { bytes: Buffer; contentType: string };
  /** The request headers the operation declares (Idempotency-Key), already validated against the contract. */
  headers?: Readonly<Record<string, string>>;
  /** The bearer token to send instead of the session's; null sends none. */
  token?: string | null;
  /** A refresh token, sent as the platform's refresh cookie: the only cookie that ever goes upstream. */
  refreshToken?: string;
}

export interface PlatformAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The raw text of the answer; empty when there was none. */
  text: string;
  /** The same answer as bytes, for the media types that are not text (an image, a PDF); absent on JSON the BFF made. */
  bytes?: Buffer;
}

export interface PlatformClient {
  /** Calls the platform on behalf of a browser request. Throws an HttpError 502 or 504 when the platform cannot answer. */
  forward: (request: FastifyRequest, call: PlatformCall) => Promise<PlatformAnswer>;
  /** A bare GET for health checks, with its own deadline. */
  probe: (path: string, timeoutMs: number) => Promise<PlatformAnswer>;
}

declare module 'fastify' {
  interface FastifyInstance {
    platform: PlatformClient;
  }
}

export interface PlatformClientOptions {
  baseUrl: string;
  timeoutMs: number;
  /** Sent on every call (BFF_KEY): the platform believes the X-Forwarded-For of no one else. */
  key: string;
}

/** The header the platform reads the BFF's key from. */
export const BFF_KEY_HEADER = 'x-bff-key';

/**
 * The platform access token of this request's session, sent upstream as `Authorization: Bearer`; the
 * session plugin reads it from the BFF's own encrypted cookie.
 */
export function getAccessToken(request: FastifyRequest): string | undefined {
  return request.session?.access;
}

/** Browser headers the platform may see on any call, as they came; an operation's own are in `call.headers`. */
const FORWARDED_HEADERS = ['accept', 'accept-language'] as const;

// Each request in flight holds a connection for its whole duration (no pipelining), so the pool must be
// wide enough that requests waiting on a slow upstream call never queue the others behind them.
const POOL_CONNECTIONS = 256;

const UPSTREAM_UNAVAILABLE = 'The platform is unreachable. Please try again in a moment.';
const UPSTREAM_TIMEOUT = 'The platform took too long to answer.';

const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

function upstreamHeaders(request: FastifyRequest, call: PlatformCall): Record<string, string> {
  const hasBody = call.body !== undefined && call.raw === undefined;
  const headers: Record<string, string> = {};
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  if (call.headers) Object.assign(headers, call.headers);
  if (hasBody) headers['content-type'] = 'application/json';
  if (call.raw) headers['content-type'] = call.raw.contentType;
  // One value, the client as resolved through the trusted proxies (TRUST_PROXY), never the chain a
  // browser may have written: the platform keys its limits on it.
  if (request.ip) headers['x-forwarded-for'] = request.ip;
  headers['x-request-id'] = request.id;
  const token = call.token === undefined ? getAccessToken(request) : call.token;
  if (token) headers.authorization = `Bearer ${token}`;
  if (call.refreshToken) headers.cookie = `refresh_token=${call.refreshToken}`;
  return headers;
}

/**
 * Collects one upstream answer into a PlatformAnswer, straight from undici's dispatch callbacks: the BFF
 * reads every answer whole, so the stream, the AbortController and the async resource that `pool.request`
 * builds around each call were pure cost (a fifth of the BFF's own time per call under load).
 *
 * One deadline for the whole call, disarmed as soon as it is answered or fails; headersTimeout and
 * bodyTimeout (the same length) only ever fire earlier when the platform goes silent.
 */
class BufferedAnswer implements Dispatcher.DispatchHandler {
  #timer: NodeJS.Timeout | undefined;
  #controller: Dispatcher.DispatchController | undefined;
  #timedOut = false;
  #settled = false;
  #status = 0;
  #headers: IncomingHttpHeaders = {};
  #chunks: Buffer[] = [];
  #length = 0;
  readonly #resolve: (answer: PlatformAnswer) => void;
  readonly #reject: (error: HttpError) => void;

  constructor(timeoutMs: number, resolve: (answer: PlatformAnswer) => void, reject: (error: HttpError) => void) {
    this.#resolve = resolve;
    this.#reject = reject;
    this.#timer = setTimeout(() => {
      this.#timedOut = true;
      const error = new Error(`no answer within ${timeoutMs} ms`);
      this.#controller?.abort(error);
      // Still waiting for a connection (or the abort did not report back): the deadline is the deadline.
      this.onResponseError(null, error);
    }, timeoutMs);
  }

  onRequestStart(controller: Dispatcher.DispatchController): void {
    // The deadline passed while the call was still waiting for a connection: it is not sent at all.
    if (this.#timedOut) {
      controller.abort(new Error('no connection before the deadline'));
      return;
    }
    this.#controller = controller;
  }

  onResponseStart(_controller: Dispatcher.DispatchController, statusCode: number, headers: IncomingHttpHeaders): void {
    // 1xx answers are interim; the final one follows.
    if (statusCode < 200) return;
    this.#status = statusCode;
    this.#headers = headers;
  }

  onResponseData(_controller: Dispatcher.DispatchController, chunk: Buffer): void {
    if (this.#settled) return;
    this.#chunks.push(chunk);
    this.#length += chunk.length;
  }

  onResponseEnd(): void {
    if (this.#settled) return;
    const chunks = this.#chunks;
    const bytes = this.#length === 0 ? EMPTY : chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, this.#length);
    const text = decode(bytes);
    this.#settle();
    this.#resolve({ status: this.#status, headers: this.#headers, text, bytes });
  }

  onResponseError(_controller: Dispatcher.DispatchController | null, error: Error): void {
    if (this.#settled) return;
    this.#settle();
    const code = (error as { code?: string }).code;
    this.#reject(
      this.#timedOut || (code !== undefined && TIMEOUT_CODES.has(code))
        ? new HttpError(504, UPSTREAM_TIMEOUT, 'UPSTREAM_TIMEOUT', undefined, { cause: error })
        : new HttpError(502, UPSTREAM_UNAVAILABLE, 'UPSTREAM_UNAVAILABLE', undefined, { cause: error }),
    );
  }

  #settle(): void {
    this.#settled = true;
    clearTimeout(this.#timer);
    this.#controller = undefined;
    this.#chunks = [];
  }
}

const EMPTY = Buffer.alloc(0);

/** The answer's text as UTF-8, without a byte order mark (as undici's `body.text()` reads it). */
function decode(buffer: Buffer): string {
  const length = buffer.length;
  if (length === 0) return '';
  const start = length > 2 && buffer[0] === 0xef && buffer[1] === 0xbb && buffer[2] === 0xbf ? 3 : 0;
  return buffer.toString('utf8', start, length);
}

const platformClient: FastifyPluginAsync<PlatformClientOptions> = async (app, options) => {
  const base = new URL(options.baseUrl);
  const basePath = base.pathname.replace(/\/+$/, '');
  const pool = new Pool(base.origin, {
    connections: POOL_CONNECTIONS,
    keepAliveTimeout: 10_000,
    // A platform that is down refuses at once; one that is unreachable must not hold the browser longer
    // than the overall deadline.
    connect: { timeout: Math.min(options.timeoutMs, 5_000) },
  });

  function send(call: PlatformCall, headers: Record<string, string>, timeoutMs: number): Promise<PlatformAnswer> {
    return new Promise((resolve, reject) => {
      pool.dispatch(
        {
          path: basePath + call.path,
          method: call.method,
          headers,
          body: call.raw ? call.raw.bytes : call.body === undefined ? null : JSON.stringify(call.body),
          headersTimeout: timeoutMs,
          bodyTimeout: timeoutMs,
        },
        new BufferedAnswer(timeoutMs, resolve, reject),
      );
    });
  }

  const key = { [BFF_KEY_HEADER]: options.key };
  app.decorate('platform', {
    forward: (request, call) => send(call, { ...upstreamHeaders(request, call), ...key }, options.timeoutMs),
    probe: (path, timeoutMs) => send({ method: 'GET', path }, { accept: 'application/json', ...key }, timeoutMs),
  } satisfies PlatformClient);

  app.addHook('onClose', async () => {
    await pool.close();
  });
};

export default fp(platformClient, { name: 'platform-client', fastify: '5.x' });
