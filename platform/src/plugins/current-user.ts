/**
 * Who is calling. Handlers read only `request.currentUser` (and verifyTwoFactor `request.pendingTwoFactor`),
 * never a header or a token, so how the user is established lives in this one file.
 *
 * A request with `Authorization: Bearer <jwt>` is its token's: a valid access token is its user, reloaded
 * from the database so a deactivated account stops at once, and so does a token whose sign-in was signed out
 * or revoked; a valid two-factor token is a sign-in waiting for its code, good only for verifyTwoFactor; anything else is a 401 (TOKEN_EXPIRED or UNAUTHORIZED), on
 * which the BFF renews the access token.
 *
 * Without an Authorization header the call is anonymous: public operations run, the others answer 401.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError, unauthorized } from '../errors.ts';
import type { Access, OperationId } from '../generated/operations.ts';
import { verifyToken } from '../modules/auth/access-tokens.ts';
import { isLiveFamily } from '../modules/auth/repository.ts';
import type { PendingTwoFactor } from '../modules/auth/verify-two-factor.ts';
import { findUserById } from '../modules/user/repository.ts';
import { parseScopes } from '../modules/user/scopes.ts';

export interface CurrentUser {
  id: number;
  uid: string;
  username: string;
  scopes: string[];
  /** The sign-in (refresh token family) the call comes from. */
  session: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null for an anonymous call. Set before validation for every operation route. */
    currentUser: CurrentUser | null;
    /** The sign-in a two-factor token stands for, waiting for its code. */
    pendingTwoFactor: PendingTwoFactor | null;
  }
  interface FastifyContextConfig {
    /** Set on the routes registered from the contract's operation table. */
    operationId?: OperationId;
    access?: Access;
  }
}

/** The caller of an operation whose access is member or admin, which the route has already checked. */
export function signedInUser(request: FastifyRequest): CurrentUser {
  if (!request.currentUser) throw unauthorized();
  return request.currentUser;
}

const tokenExpired = (): HttpError => new HttpError(401, 'Your session has expired', 'TOKEN_EXPIRED');
const twoFactorNeeded = (): HttpError => new HttpError(403, 'A two-factor code is needed', '2FA_NEEDED');

async function currentUserPlugin(app: FastifyInstance): Promise<void> {
  async function authenticate(request: FastifyRequest, header: string): Promise<void> {
    const match = /^Bearer ([A-Za-z0-9._~+/=-]+)$/i.exec(header.trim());
    if (!match?.[1]) throw unauthorized();
    const check = verifyToken(app.jwt, app.config, match[1]);
    if (!check.ok) throw check.expired ? tokenExpired() : unauthorized();
    const { claims } = check;
    const userId = Number(claims.sub);
    if (claims.typ === '2fa') {
      // Public operations ignore it (a new sign-in, say); anything needing a user needs the code first.
      if (request.routeOptions.config.access !== 'public') throw twoFactorNeeded();
      request.pendingTwoFactor = { userId, jti: claims.jti };
      return;
    }
    const user = await findUserById(app.db, userId);
    if (!user || user.is_active !== 1) throw unauthorized();
    // A signed-out (or stolen and revoked) sign-in ends now, not when its last access token expires.
    if (!(await isLiveFamily(app.db, claims.sid, app.config.now()))) throw unauthorized();
    request.currentUser = {
      id: user.id,
      uid: user.uid,
      username: user.username,
      scopes: parseScopes(user.scopes),
      session: claims.sid,
    };
  }

  app.decorateRequest('currentUser', null);
  app.decorateRequest('pendingTwoFactor', null);
  app.addHook('onRequest', async (request) => {
    // Health probes and unknown routes have no operation and need no user.
    if (request.routeOptions.config.operationId === undefined) return;
    const header = request.headers.authorization;
    if (header !== undefined) await authenticate(request, header);
  });
}

export default fp(currentUserPlugin, { name: 'current-user', dependencies: ['database', '@fastify/jwt'] });
