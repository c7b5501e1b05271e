/** Handlers of the auth tag: they read the request (body, client address, refresh cookie) and set the cookie. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../errors.ts';
import type { OperationHandler } from '../../routes/operation-handler.ts';
import type { IssuedRefreshToken } from './sign-in/refresh-tokens.ts';
import type { AuthContext } from './context.ts';
import * as passwordReset from './passwords/password-reset.ts';
import { refreshAccessToken } from './sign-in/refresh.ts';
import * as signInFlow from './sign-in/sign-in.ts';
import { logout as signOut } from './sign-in/sign-out.ts';
import * as signUpFlow from './sign-up.ts';
import * as twoFactor from './sign-in/verify-two-factor.ts';

export const REFRESH_COOKIE = 'refresh_token';
// The cookie goes only to the routes that renew or end a session.
const REFRESH_COOKIE_PATH = '/auth';

export function context(request: FastifyRequest): AuthContext {
  const app = request.server;
  const userAgent = request.headers['user-agent'];
  return {
    db: app.db,
    kind: app.dbKind,
    config: app.config,
    jwt: app.jwt,
    mailer: app.mailer,
    log: request.log,
    client: { ip: clientIp(request), userAgent: typeof userAgent === 'string' ? userAgent.slice(0, 512) : null },
  };
}

/**
 * The client: the address a trusted proxy (TRUSTED_PROXIES) forwarded, else the socket's peer. Limits and the
 * captcha's triggers key on it.
 */
export function clientIp(request: FastifyRequest): string {
  return request.ip;
}

function setRefreshCookie(request: FastifyRequest, reply: FastifyReply, refresh: IssuedRefreshToken): void {
  reply.setCookie(REFRESH_COOKIE, refresh.token, {
    httpOnly: true,
    sameSite: 'strict',
    path: REFRESH_COOKIE_PATH,
    maxAge: refresh.maxAgeSeconds,
    secure: request.server.config.cookieSecure,
  });
}

function clearRefreshCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(REFRESH_COOKIE, {
    httpOnly: true,
    sameSite: 'strict',
    path: REFRESH_COOKIE_PATH,
    secure: request.server.config.cookieSecure,
  });
}

export const signUp: OperationHandler<'signUp'> = async (request, reply) => {
  const body = await signUpFlow.signUp(context(request), request.body, clientIp(request));
  reply.code(201);
  return body;
};

export const signIn: OperationHandler<'signIn'> = async (request, reply) => {
  const result = await signInFlow.signIn(context(request), request.body, clientIp(request));
  if (result.refresh) setRefreshCookie(request, reply, result.refresh);
  return result.body;
};

export const verifyTwoFactor: OperationHandler<'verifyTwoFactor'> = async (request, reply) => {
  // The short-lived token of the sign-in, verified by the current-user plugin.
  const pending = request.pendingTwoFactor;
  if (!pending) throw new HttpError(401, 'Sign in first: this code belongs to a pending sign-in', 'UNAUTHORIZED');
  const result = await twoFactor.verifyTwoFactor(context(request), pending, request.body.token);
  if (result.refresh) setRefreshCookie(request, reply, result.refresh);
  return result.body;
};

export const refreshToken: OperationHandler<'refreshToken'> = async (request, reply) => {
  const renewed = await refreshAccessToken(context(request), request.cookies[REFRESH_COOKIE]);
  if (!renewed) {
    clearRefreshCookie(request, reply);
    throw new HttpError(401, 'Your session has ended: sign in again', 'UNAUTHORIZED');
  }
  setRefreshCookie(request, reply, renewed.refresh);
  return { token: renewed.token };
};

export const logout: OperationHandler<'logout'> = async (request, reply) => {
  const body = await signOut(context(request), request.cookies[REFRESH_COOKIE]);
  clearRefreshCookie(request, reply);
  return body;
};

export const forgotPassword: OperationHandler<'forgotPassword'> = async (request) =>
  passwordReset.forgotPassword(context(request), request.body, clientIp(request));

export const resetPassword: OperationHandler<'resetPassword'> = async (request) =>
  passwordReset.resetPassword(context(request), request.body);
