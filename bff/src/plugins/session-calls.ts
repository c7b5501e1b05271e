/**
 * Platform calls on behalf of a session: the auth operations that open, renew and end it, and the one
 * renewal of an expired access token (product spec, section 4).
 *
 * Renewal: an upstream 401 on a call that carried the session's access token triggers one refresh, then
 * one replay with the new token. Calls of the same session that fail meanwhile wait for that same
 * refresh (single flight, keyed by the refresh token, within this instance); a replay is never renewed
 * again. When the refresh is refused, each of them answers its 401 and the session is cleared.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { OperationId } from '../generated/operations.ts';
import type { PlatformAnswer, PlatformCall } from './platform-client.ts';
import type { Session } from './session.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Calls the platform for an operation of the contract, keeping the request's session in step. */
    callPlatform: (request: FastifyRequest, operationId: OperationId, call: PlatformCall) => Promise<PlatformAnswer>;
  }
}

interface Renewed {
  access: string;
  refresh: string;
}

const REFRESH_PATH = '/auth/refresh-token';
// A call whose 401 arrives just after the refresh finished still uses its result instead of presenting
// the rotated token again.
const RESULT_KEPT_MS = 30_000;

/** Operations that open or end a session: never sent with the session's token, never renewed. */
const WITHOUT_TOKEN = new Set<OperationId>([
  'signIn',
  'signUp',
  'forgotPassword',
  'resetPassword',
  'logout',
  'refreshToken',
]);

function tokenOf(answer: PlatformAnswer): string | undefined {
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
function refreshCookieOf(answer: PlatformAnswer): string | undefined {
  const header = answer.headers['set-cookie'];
  for (const cookie of Array.isArray(header) ? header : header ? [header] : []) {
    const match = /^\s*refresh_token=([^;]*)/.exec(cookie);
    if (match?.[1]) return match[1];
  }
  return undefined;
}

const sessionCalls: FastifyPluginAsync = async (app) => {
  const inFlight = new Map<string, Promise<Renewed | null>>();

  /** One refresh per refresh token, shared by every call that asks while it runs (and shortly after). */
  function renew(request: FastifyRequest, refresh: string): Promise<Renewed | null> {
    const pending = inFlight.get(refresh);
    if (pending) return pending;
    const started = (async (): Promise<Renewed | null> => {
      const answer = await app.platform.forward(request, {
        method: 'POST',
        path: REFRESH_PATH,
        token: null,
        refreshToken: refresh,
      });
      const access = tokenOf(answer);
      const next = refreshCookieOf(answer);
      if (!access || !next) {
        request.log.info({ status: answer.status }, 'Session refresh refused');
        return null;
      }
      return { access, refresh: next };
    })();
    inFlight.set(refresh, started);
    started.then(
      () => setTimeout(() => inFlight.delete(refresh), RESULT_KEPT_MS).unref(),
      // A platform that could not answer decided nothing: the next call may try again.
      () => inFlight.delete(refresh),
    );
    return started;
  }

  function open(request: FastifyRequest, access: string, refresh: string | null, createdAt?: number): void {
    const now = app.sessionNow();
    request.session = { access, refresh, createdAt: createdAt ?? now, lastSeenAt: now } satisfies Session;
    request.sessionChanged = true;
  }

  function end(request: FastifyRequest): void {
    request.session = null;
    request.sessionChanged = true;
  }

  async function signIn(
    request: FastifyRequest,
    operationId: OperationId,
    call: PlatformCall,
  ): Promise<PlatformAnswer> {
    const pendingToken = operationId === 'verifyTwoFactor' ? request.session?.access : null;
    const answer = await app.platform.forward(request, { ...call, token: pendingToken ?? null });
    const access = tokenOf(answer);
    if (access) {
      // Without a refresh cookie, the token is the two-factor one: good for verify-2fa only.
      open(request, access, refreshCookieOf(answer) ?? null);
    }
    return answer;
  }

  async function logout(request: FastifyRequest, call: PlatformCall): Promise<PlatformAnswer> {
    const refresh = request.session?.refresh ?? undefined;
    // The browser's session ends whatever the platform says, even when it cannot be reached.
    end(request);
    return app.platform.forward(request, { ...call, token: null, ...(refresh && { refreshToken: refresh }) });
  }

  async function refreshToken(request: FastifyRequest, call: PlatformCall): Promise<PlatformAnswer> {
    const current = request.session;
    if (!current?.refresh) return app.platform.forward(request, { ...call, token: null });
    const renewed = await renew(request, current.refresh);
    if (!renewed) {
      end(request);
      return {
        status: 401,
        headers: { 'content-type': 'application/json; charset=utf-8' },
        text: JSON.stringify({ message: 'Your session has ended: sign in again', code: 'UNAUTHORIZED' }),
      };
    }
    open(request, renewed.access, renewed.refresh, current.createdAt);
    return {
      status: 200,
      headers: { 'content-type': 'application/json; charset=utf-8' },
      text: JSON.stringify({ token: renewed.access }),
    };
  }

  async function withRenewal(request: FastifyRequest, call: PlatformCall): Promise<PlatformAnswer> {
    const current = request.session;
    const answer = await app.platform.forward(request, call);
    if (answer.status !== 401 || !current) return answer;
    if (!current.refresh) {
      end(request);
      return answer;
    }
    const renewed = await renew(request, current.refresh);
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

  app.decorate('callPlatform', async (request: FastifyRequest, operationId: OperationId, call: PlatformCall) => {
    if (operationId === 'signIn' || operationId === 'verifyTwoFactor') return signIn(request, operationId, call);
    if (operationId === 'logout') return logout(request, call);
    if (operationId === 'refreshToken') return refreshToken(request, call);
    if (WITHOUT_TOKEN.has(operationId)) return app.platform.forward(request, { ...call, token: null });
    return withRenewal(request, call);
  });
};

export default fp(sessionCalls, {
  name: 'session-calls',
  fastify: '5.x',
  dependencies: ['session', 'platform-client'],
});
