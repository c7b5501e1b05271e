/**
 * Who is calling. Handlers read only `request.currentUser`, never a header or a token, so how the user is
 * established lives in this one file.
 *
 * Until authentication lands, every call to an operation is made as one fixed account (PLATFORM_FIXED_USER,
 * demo-member by default): enough to build and test the member screens end to end. The authentication work
 * replaces the body of `resolveCurrentUser` with verification of the `Authorization: Bearer` access token.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Access, OperationId } from '../generated/operations.ts';
import { unauthorized } from '../errors.ts';
import { findUserByUsername } from '../modules/user/repository.ts';
import { parseScopes } from '../modules/user/scopes.ts';

export interface CurrentUser {
  id: number;
  uid: string;
  username: string;
  scopes: string[];
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null for an anonymous call. Set before validation for every operation route. */
    currentUser: CurrentUser | null;
  }
  interface FastifyContextConfig {
    /** Set on the routes registered from the contract's operation table. */
    operationId?: OperationId;
    access?: Access;
  }
}

export interface CurrentUserOptions {
  fixedUser: string;
}

/** The caller of an operation whose access is member or admin, which the route has already checked. */
export function signedInUser(request: FastifyRequest): CurrentUser {
  if (!request.currentUser) throw unauthorized();
  return request.currentUser;
}

async function currentUserPlugin(app: FastifyInstance, options: CurrentUserOptions): Promise<void> {
  async function resolveCurrentUser(_request: FastifyRequest): Promise<CurrentUser | null> {
    const user = await findUserByUsername(app.db, options.fixedUser);
    if (!user) return null;
    return { id: user.id, uid: user.uid, username: user.username, scopes: parseScopes(user.scopes) };
  }

  app.decorateRequest('currentUser', null);
  app.addHook('onRequest', async (request) => {
    // Health probes and unknown routes have no operation and need no user.
    if (request.routeOptions.config.operationId === undefined) return;
    request.currentUser = await resolveCurrentUser(request);
  });
}

export default fp(currentUserPlugin, { name: 'current-user', dependencies: ['database'] });
