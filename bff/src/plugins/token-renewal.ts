/**
 * The one renewal of an expired access token (product spec, section 4): an upstream 401 on a call that
 * carried the session's access token triggers one refresh, then one replay with the new token; a replay
 * is never renewed again. When the refresh is refused, the call answers its 401 and the session ends.
 *
 * Calls of the same session that fail meanwhile wait for that same refresh (single flight within this
 * instance), keyed by the session cookie they came with, so a result only ever serves that cookie.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { PlatformAnswer, PlatformCall } from './platform-client.ts';
import { cookieValue, type Session } from './session.ts';

export interface Renewed {
  access: string;
  refresh: string;
}

export interface TokenRenewal {
  /** One refresh of the session's refresh token, shared by its cookie's concurrent calls; null when refused. */
  refresh: (request: FastifyRequest, refresh: string) => Promise<Renewed | null>;
  /** The call with the session's token, renewed and replayed once on a 401. */
  callWithRenewal: (request: FastifyRequest, call: PlatformCall) => Promise<PlatformAnswer>;
  /** The session of the request, from now on with these tokens. */
  open: (request: FastifyRequest, access: string, refresh: string | null, createdAt?: number) => void;
  end: (request: FastifyRequest) => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    tokenRenewal: TokenRenewal;
  }
}

const REFRESH_PATH = '/auth/refresh-token';
// A call whose 401 arrives just after the refresh finished still uses its result instead of presenting the
// rotated token again; only calls of the same cookie within these few seconds do.
export const RESULT_KEPT_MS = 5_000;

/** The access token of a sign-in or refresh answer. */
export function tokenOf(answer: PlatformAnswer): string | undefined {
  if (answer.status !== 200) return undefined;
  try {
    const body = JSON.parse(answer.text) as unknown;
    if (body !== null && typeof body === 'object' && 'token' in body && typeof body.token === 'string' && body.token) {
      return body.token;
    }
  } catch {
    /* not a token answer */
  }
  return undefined;
}

/** The refresh token the platform set in its Set-Cookie, which stops here. */
export function refreshCookieOf(answer: PlatformAnswer): string | undefined {
  const header = answer.headers['set-cookie'];
  for (const cookie of Array.isArray(header) ? header : header ? [header] : []) {
    const match = /^\s*refresh_token=([^;]*)/.exec(cookie);
    if (match?.[1]) return match[1];
  }
  return undefined;
}

const tokenRenewal: FastifyPluginAsync = async (app) => {
  const inFlight = new Map<string, Promise<Renewed | null>>();

  function refresh(request: FastifyRequest, refreshToken: string): Promise<Renewed | null> {
    // The sealed cookie the calls came with, and the token in it: another cookie never shares the result.
    const key = `${cookieValue(request) ?? ''}\n${refreshToken}`;
    const pending = inFlight.get(key);
    if (pending) return pending;
    const started = (async (): Promise<Renewed | null> => {
      const answer = await app.platform.forward(request, {
        method: 'POST',
        path: REFRESH_PATH,
        token: null,
        refreshToken,
      });
      const access = tokenOf(answer);
      const next = refreshCookieOf(answer);
      if (!access || !next) {
        request.log.info({ status: answer.status }, 'Session refresh refused');
        return null;
      }
      return { access, refresh: next };
    })();
    inFlight.set(key, started);
    started.then(
      () => setTimeout(() => inFlight.delete(key), RESULT_KEPT_MS).unref(),
      // A platform that could not answer decided nothing: the next call may try again.
      () => inFlight.delete(key),
    );
    return started;
  }

  function open(request: FastifyRequest, access: string, refreshToken: string | null, createdAt?: number): void {
    const now = app.sessionNow();
    request.session = { access, refresh: refreshToken, createdAt: createdAt ?? now, lastSeenAt: now } satisfies Session;
    request.sessionChanged = true;
  }

  function end(request: FastifyRequest): void {
    request.session = null;
    request.sessionChanged = true;
  }

  async function callWithRenewal(request: FastifyRequest, call: PlatformCall): Promise<PlatformAnswer> {
    const current = request.session;
    const answer = await app.platform.forward(request, call);
    if (answer.status !== 401 || !current) return answer;
    if (!current.refresh) {
      end(request);
      return answer;
    }
    const renewed = await refresh(request, current.refresh);
    if (!renewed) {
      end(request);
      return answer;
    }
    open(request, renewed.access, renewed.refresh, current.createdAt);
    // The replay: its answer is final, 401 included.
    const replay = await app.platform.forward(request, { ...call, token: renewed.access });
    if (replay.status === 401) end(request);
    return replay;
  }

  app.decorate('tokenRenewal', { refresh, callWithRenewal, open, end } satisfies TokenRenewal);
};

export default fp(tokenRenewal, {
  name: 'token-renewal',
  fastify: '5.x',
  dependencies: ['session', 'platform-client'],
});
