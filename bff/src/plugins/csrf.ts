/**
 * CSRF defence for the cookie-authenticated API, in two layers that do not depend on each other:
 * 1. every call must carry `X-CSRF: 1`. A cross-site form or image cannot set a header, and a cross-site
 *    fetch that sets one needs a CORS preflight, which this server never grants;
 * 2. a state-changing call must also look same-origin: `Sec-Fetch-Site` (set by the browser, not by
 *    page scripts) must say `same-origin`, and `Origin` must be this server's own origin. Either header
 *    may be absent (older browsers, non-browser clients); a present one that disagrees is refused.
 * A refused call is answered here, before validation and before anything is sent upstream.
 */
import type { FastifyPluginAsync, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../generated/errors.ts';
import { redactedUrl } from '../redacted-url.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook for the API routes. */
    verifyCsrf: onRequestHookHandler;
    /** onRequest hook for the GETs that answer a file an `<img>` or a link opens (fileReadRefusal). */
    verifyFileRead: onRequestHookHandler;
  }
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function normalizedOrigin(value: string): string | undefined {
  try {
    const origin = new URL(value).origin;
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

function ownOrigin(request: FastifyRequest): string | undefined {
  return normalizedOrigin(`${request.protocol}://${request.host}`);
}

export function csrfRefusal(request: FastifyRequest): HttpError | undefined {
  if (request.headers['x-csrf'] !== '1') return new HttpError(403, 'Missing CSRF header', 'CSRF');
  if (!STATE_CHANGING.has(request.method)) return undefined;
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin') return new HttpError(403, 'Cross-site request refused', 'CSRF');
  const origin = request.headers.origin;
  if (origin !== undefined) {
    const own = ownOrigin(request);
    if (own === undefined || normalizedOrigin(origin) !== own)
      return new HttpError(403, 'Cross-origin request refused', 'CSRF');
  }
  return undefined;
}

/**
 * A file an `<img>` or a link opens (a photo, a document) cannot carry X-CSRF. Reading it changes nothing and the
 * session cookie is SameSite=Strict, so a cross-site page gets no session anyway; a cross-site fetch is refused too.
 */
export function fileReadRefusal(request: FastifyRequest): HttpError | undefined {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none')
    return new HttpError(403, 'Cross-site request refused', 'CSRF');
  return undefined;
}

function refusingHook(check: (request: FastifyRequest) => HttpError | undefined): onRequestHookHandler {
  return function verify(request, _reply, done) {
    const refusal = check(request);
    if (refusal) {
      request.log.warn(
        {
          code: refusal.code,
          method: request.method,
          url: redactedUrl(request.url),
          origin: request.headers.origin,
          site: request.headers['sec-fetch-site'],
        },
        refusal.message,
      );
      done(refusal);
      return;
    }
    done();
  };
}

const csrf: FastifyPluginAsync = async (app) => {
  // Callback hooks: they run on every API call and never wait, so a promise per call would be pure cost.
  app.decorate('verifyCsrf', refusingHook(csrfRefusal));
  app.decorate('verifyFileRead', refusingHook(fileReadRefusal));
};

export default fp(csrf, { name: 'csrf', fastify: '5.x' });
