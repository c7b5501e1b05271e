/**
 * The JWTs the platform hands out (HS256, JWT_SECRET): access tokens, and the short-lived token of a sign-in
 * waiting for its two-factor code, which is good for nothing else. `typ` keeps one from passing for the other.
 */
import { randomUUID } from 'node:crypto';
import type { JWT } from '@fastify/jwt';
import type { Config } from '../../../config.ts';

export const TWO_FACTOR_TOKEN_TTL_SECONDS = 5 * 60;

export interface AccessClaims {
  sub: string;
  uid: string;
  scopes: string[];
  typ: 'access';
  /** The refresh token family (the sign-in) the token was issued to: signing out ends the token at once. */
  sid: string;
}

export interface TwoFactorClaims {
  sub: string;
  jti: string;
  typ: '2fa';
}

export type VerifiedClaims = (AccessClaims | TwoFactorClaims) & { exp: number; iat: number };

export interface Subject {
  id: number;
  uid: string;
  scopes: string[];
  /** The sign-in's refresh token family. */
  session: string;
}

export function signAccessToken(jwt: JWT, config: Config, subject: Subject): string {
  const claims: AccessClaims = {
    sub: String(subject.id),
    uid: subject.uid,
    scopes: subject.scopes,
    typ: 'access',
    sid: subject.session,
  };
  // @fastify/jwt reads a numeric expiresIn in seconds; the clock, like fast-jwt's, in milliseconds.
  return jwt.sign(claims, { expiresIn: config.accessTokenTtlSeconds, clockTimestamp: config.now().getTime() });
}

export function signTwoFactorToken(jwt: JWT, config: Config, userId: number): string {
  const claims: TwoFactorClaims = { sub: String(userId), jti: randomUUID(), typ: '2fa' };
  return jwt.sign(claims, { expiresIn: TWO_FACTOR_TOKEN_TTL_SECONDS, clockTimestamp: config.now().getTime() });
}

export type TokenCheck = { ok: true; claims: VerifiedClaims } | { ok: false; expired: boolean };

export function verifyToken(jwt: JWT, config: Config, token: string): TokenCheck {
  try {
    const claims = jwt.verify<VerifiedClaims>(token, { clockTimestamp: config.now().getTime(), algorithms: ['HS256'] });
    if (claims.typ !== 'access' && claims.typ !== '2fa') return { ok: false, expired: false };
    if (typeof claims.sub !== 'string' || !/^[0-9]+$/.test(claims.sub)) return { ok: false, expired: false };
    // Every token we sign expires, and an access token names its sign-in: one without either is not ours.
    if (typeof claims.exp !== 'number') return { ok: false, expired: false };
    if (claims.typ === 'access' && (typeof claims.sid !== 'string' || claims.sid === ''))
      return { ok: false, expired: false };
    return { ok: true, claims };
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    return { ok: false, expired: code === 'FAST_JWT_EXPIRED' };
  }
}
