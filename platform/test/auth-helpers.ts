/** Shared arrangements of the authentication tests: a clock they move, and sign-in calls. */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export interface TestClock {
  now: () => Date;
  advance(seconds: number): void;
  set(date: Date): void;
}

export function testClock(start = new Date('2026-03-01T12:00:00.000Z')): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(seconds) {
      current += seconds * 1000;
    },
    set(date) {
      current = date.getTime();
    },
  };
}

export function signIn(
  app: FastifyInstance,
  body: { login: string; password: string; token?: string },
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: '/auth/sign-in', payload: body, headers });
}

/** The value of the refresh cookie an answer sets, and its attributes. */
export function refreshCookie(res: LightMyRequestResponse) {
  return res.cookies.find((cookie) => cookie.name === 'refresh_token');
}
