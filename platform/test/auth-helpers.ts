/** Shared arrangements of the authentication tests: a clock they move, and sign-in calls. */
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Config } from '../src/config.ts';
import { testConfig } from './helper.ts';

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
  body: { login: string; password: string; token?: string; captcha?: string },
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: '/auth/sign-in', payload: body, headers });
}

/** The value of the refresh cookie an answer sets, and its attributes. */
export function refreshCookie(res: LightMyRequestResponse) {
  return res.cookies.find((cookie) => cookie.name === 'refresh_token');
}

/**
 * A work factor of a few tries, for tests that solve many challenges: the rules are the same, only cheaper.
 * altcha-lib checks a challenge's expiry against the real time, so a test that also moves the platform's clock
 * starts it at the real time (`testClock(new Date())`).
 */
export function quickCaptcha(): Pick<Config, 'captcha'> {
  return { captcha: { ...testConfig().captcha, cost: 1, maxCounter: 40 } };
}

/**
 * A real solution of a real challenge: asks the app for one, as the web app does, and solves it with
 * altcha-lib's solver, as the widget does. The payload is what the widget hands the form.
 */
export async function solveCaptcha(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/auth/captcha' });
  if (res.statusCode !== 200) throw new Error(`getCaptchaChallenge answered ${res.statusCode}: ${res.body}`);
  const { challenge } = res.json<{ challenge: Challenge | null }>();
  if (!challenge) throw new Error('the app does not use the self-hosted captcha');
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the challenge could not be solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
