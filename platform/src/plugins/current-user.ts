/**
 * Who is calling. Handlers read only `request.currentUser` (and verifyTwoFactor `request.pendingTwoFactor`),
 * never a header or a token; plugins/authenticate.ts establishes both from the call's Authorization header.
 */
import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../errors.ts';
import type { Access, OperationId } from '../generated/operations.ts';
import type { PendingTwoFactor } from '../modules/auth/index.ts';

export interface CurrentUser {
  id: number;
  uid: string;
  username: string;
  scopes: string[];
  /** The sign-in (refresh token family) the call comes from. */
  session: string;
  /** Whether the user has two-factor authentication on (administrators may have to). */
  twoFactor: boolean;
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
