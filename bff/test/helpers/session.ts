/**
 * Signing in through the BFF and carrying its session cookie from one call to the next, as a browser would.
 */
import { request as httpRequest } from 'node:http';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { API_HEADERS } from './app.ts';
import { startUpstreamDouble } from './upstream-double.ts';

export const SESSION_COOKIE = '__Host-session';
export const DEMO_PASSWORD = 'Demo-Password-1';
/** What a same-origin browser call that changes state carries. */
export const STATE_HEADERS = { ...API_HEADERS, 'sec-fetch-site': 'same-origin' } as const;

/** The raw Set-Cookie header of the session cookie in an answer, if any. */
export function sessionSetCookie(res: LightMyRequestResponse): string | undefined {
  const header = res.headers['set-cookie'];
  const all = Array.isArray(header) ? header : header ? [header] : [];
  return all.find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
}

/** The session cookie's new value in an answer: '' when it clears it, undefined when it leaves it alone. */
export function sessionValue(res: LightMyRequestResponse): string | undefined {
  const cookie = sessionSetCookie(res);
  if (cookie === undefined) return undefined;
  return /Max-Age=0\b/.test(cookie) ? '' : cookie.slice(SESSION_COOKIE.length + 1).split(';', 1)[0];
}

export function withSession(value: string, headers: Record<string, string> = API_HEADERS): Record<string, string> {
  return { ...headers, cookie: `${SESSION_COOKIE}=${value}` };
}

export async function signIn(
  app: FastifyInstance,
  login: string,
): Promise<{ res: LightMyRequestResponse; cookie: string }> {
  const res = await app.inject({
    method: 'POST',
    url: '/account/api/auth/sign-in',
    headers: STATE_HEADERS,
    payload: { login, password: DEMO_PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(200);
  const cookie = sessionValue(res);
  expect(cookie, 'sign-in sets the session cookie').toBeTruthy();
  return { res, cookie: cookie! };
}

export async function userInformation(app: FastifyInstance, cookie?: string): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'GET',
    url: '/account/api/user/information',
    headers: cookie === undefined ? API_HEADERS : withSession(cookie),
  });
}

export interface CountingRelay {
  url: string;
  /** How many refresh calls went through, and the Cookie headers the platform got on them. */
  refreshCookies: string[];
  /** Requests that reached the platform, with the credentials they carried. */
  requests: { method: string; path: string; authorization: string | undefined; cookie: string | undefined }[];
}

/**
 * A pass-through proxy in front of the platform that counts what crosses it: an upstream double whose
 * handler forwards, so what it saw is read from the double's own record. Stopped by afterAll.
 */
export async function startCountingRelay(target: string): Promise<CountingRelay> {
  const upstream = new URL(target);
  const double = await startUpstreamDouble((request, res) => {
    const forwarded = httpRequest(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers: request.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forwarded.on('error', () => res.destroy());
    forwarded.end(request.body);
  });
  return {
    url: double.url,
    get requests() {
      return double.received.map((request) => ({
        method: request.method,
        path: request.url,
        authorization: request.headers.authorization,
        cookie: request.headers.cookie,
      }));
    },
    get refreshCookies() {
      return double.received
        .filter((request) => request.url.startsWith('/auth/refresh-token'))
        .map((request) => String(request.headers.cookie ?? ''));
    },
  };
}
