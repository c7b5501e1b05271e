/**
 * How the caller is established, in this one file (plugins/current-user.ts declares what handlers read).
 *
 * A request with `Authorization: Bearer <jwt>` is its token's: a valid access token is its user, reloaded
 * from the database so a deactivated account stops at once, and so does a token whose sign-in was signed out
 * or revoked; a valid two-factor token is a sign-in waiting for its code, good only for verifyTwoFactor;
 * anything else is a 401 (TOKEN_EXPIRED or UNAUTHORIZED), on which the BFF renews the access token.
 *
 * Without an Authorization header the call is anonymous: public operations run, the others answer 401.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError, unauthorized } from '../errors.ts';
import { isLiveFamily, verifyToken } from '../modules/auth/index.ts';
import { findUserById, parseScopes } from '../modules/user/index.ts';

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
    // A signed-out (or stolen and revoked) sign-in ends now, not when its last access token expires; and a
    // sign-in is its own user's: another member's sid does not vouch for this subject.
    if (!(await isLiveFamily(app.db, user.id, claims.sid, app.config.now()))) throw unauthorized();
    request.currentUser = {
      id: user.id,
      uid: user.uid,
      username: user.username,
      scopes: parseScopes(user.scopes),
      session: claims.sid,
      twoFactor: user.totp_secret !== null,
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
