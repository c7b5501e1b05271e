/**
 * Signing in the demo accounts directly (not through Prism: the harness's own calls are not under
 * test), against the platform or the BFF.
 */
import type { Credentials } from '../lib/contract.ts';

export const DEMO_PASSWORD = 'Demo-Password-1';
export type Role = 'member' | 'admin';
const LOGIN: Record<Role, string> = { member: 'demo-member', admin: 'demo-admin' };

export interface Session {
  credentials: Credentials;
  /** name=value pairs to send as the Cookie header. */
  cookies: string[];
}

/** Headers every call from the web client carries to the BFF, CSRF checks included. */
export function browserHeaders(bffUrl: string): Record<string, string> {
  return { 'x-csrf': '1', origin: bffUrl, 'sec-fetch-site': 'same-origin' };
}

async function signIn(url: string, role: Role, headers: Record<string, string>): Promise<Session> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ login: LOGIN[role], password: DEMO_PASSWORD }),
  });
  const text = await response.text();
  if (response.status !== 200)
    throw new Error(`Signing in ${LOGIN[role]} at ${url} answered ${response.status}: ${text}`);
  const body = JSON.parse(text) as { token?: string; two_factor_needed?: boolean };
  if (body.two_factor_needed) throw new Error(`${LOGIN[role]} unexpectedly needs a two-factor code`);
  return {
    credentials: { bearerAuth: body.token },
    cookies: response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!),
  };
}

export function signInPlatform(platformUrl: string, role: Role): Promise<Session> {
  return signIn(`${platformUrl}/auth/sign-in`, role, {});
}

export function signInBff(bffUrl: string, role: Role): Promise<Session> {
  return signIn(`${bffUrl}/account/api/auth/sign-in`, role, browserHeaders(bffUrl));
}
