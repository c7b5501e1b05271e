/**
 * Platform calls on behalf of a session, each as its operation's `x-session` in openapi.yaml says: the
 * calls that open, confirm, end or renew the session, those sent without it, and all the others, which
 * carry its access token and are renewed on a 401 (token-renewal.ts).
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { OperationDefinition, SessionEffect } from '../generated/operations.ts';
import type { PlatformAnswer, PlatformCall } from './platform-client.ts';
import { refreshCookieOf, tokenOf } from './token-renewal.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Calls the platform for an operation of the contract, keeping the request's session in step. */
    callPlatform: (
      request: FastifyRequest,
      operation: Pick<OperationDefinition, 'session'>,
      call: PlatformCall,
    ) => Promise<PlatformAnswer>;
  }
}

type SessionCall = (request: FastifyRequest, call: PlatformCall) => Promise<PlatformAnswer>;

function json(status: number, body: unknown): PlatformAnswer {
  return { status, headers: { 'content-type': 'application/json; charset=utf-8' }, text: JSON.stringify(body) };
}

const sessionCalls: FastifyPluginAsync = async (app) => {
  const { open, end, refresh, callWithRenewal } = app.tokenRenewal;

  /**
   * A token in the answer opens the session; without a refresh cookie it is the two-factor one. The browser's user
   * agent goes with these calls only: it names the sign-in in the member's list of sign-ins.
   */
  async function opening(request: FastifyRequest, call: PlatformCall, token: string | null): Promise<PlatformAnswer> {
    const userAgent = request.headers['user-agent'];
    const headers = typeof userAgent === 'string' ? { ...call.headers, 'user-agent': userAgent } : call.headers;
    const answer = await app.platform.forward(request, { ...call, token, ...(headers && { headers }) });
    const access = tokenOf(answer);
    if (access) open(request, access, refreshCookieOf(answer) ?? null);
    return answer;
  }

  const byEffect: Record<SessionEffect, SessionCall> = {
    use: callWithRenewal,
    none: (request, call) => app.platform.forward(request, { ...call, token: null }),
    open: (request, call) => opening(request, call, null),
    // The pending session's token is the two-factor one the platform asks for.
    confirm: (request, call) => opening(request, call, request.session?.access ?? null),
    end: async (request, call) => {
      const refreshToken = request.session?.refresh ?? undefined;
      // The browser's session ends whatever the platform says, even when it cannot be reached.
      end(request);
      return app.platform.forward(request, { ...call, token: null, ...(refreshToken && { refreshToken }) });
    },
    renew: async (request, call) => {
      const current = request.session;
      if (!current?.refresh) return app.platform.forward(request, { ...call, token: null });
      const renewed = await refresh(request, current.refresh);
      if (!renewed) {
        end(request);
        return json(401, { message: 'Your session has ended: sign in again', code: 'UNAUTHORIZED' });
      }
      open(request, renewed.access, renewed.refresh, current.createdAt);
      return json(200, { token: renewed.access });
    },
  };

  app.decorate('callPlatform', (request: FastifyRequest, operation: Pick<OperationDefinition, 'session'>, call) =>
    byEffect[operation.session](request, call),
  );
};

export default fp(sessionCalls, {
  name: 'session-calls',
  fastify: '5.x',
  dependencies: ['token-renewal'],
});
