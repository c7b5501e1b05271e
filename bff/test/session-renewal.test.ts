/**
 * Renewal of an expired access token against the real platform (tokens live two seconds): one refresh per
 * session however many calls fail at once, one replay per call, and the end of the session when the
 * refresh is refused.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlatform, type Service } from '../../scripts/lib/processes.ts';
import { buildTestApp } from './helpers/app.ts';
import {
  sessionValue,
  signIn,
  startCountingRelay,
  userInformation,
  withSession,
  type CountingRelay,
} from './helpers/session.ts';

const CONCURRENT = 24;

let platform: Service;
let relay: CountingRelay;
let app: FastifyInstance;

beforeAll(async () => {
  platform = await startPlatform({ env: { ACCESS_TOKEN_TTL_SECONDS: '2' } });
  relay = await startCountingRelay(platform.url);
  app = await buildTestApp({ platformApiUrl: relay.url });
});
afterAll(async () => {
  await platform?.stop();
});

// The platform's tokens expire on its own clock, in whole seconds: only waiting makes one expire. Two
// seconds rather than one, so a token just issued surely outlives the replays that use it.
const tokenExpiry = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 3_100));

const calls = (path: string, since: number) => relay.requests.slice(since).filter((request) => request.path === path);

describe('401 renewal', () => {
  it('refreshes once for many concurrent calls of a session, and replays each call once', async () => {
    const { cookie } = await signIn(app, 'demo-admin');
    await tokenExpiry();
    const since = relay.requests.length;
    const refreshesBefore = relay.refreshCookies.length;

    const answers = await Promise.all(Array.from({ length: CONCURRENT }, () => userInformation(app, cookie)));

    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ username: 'demo-admin' });
      expect(sessionValue(res), 'the renewed tokens go back in the cookie').toBeTruthy();
    }
    expect(relay.refreshCookies.slice(refreshesBefore)).toEqual([expect.stringMatching(/^refresh_token=[^;]+$/)]);
    // Each call reached the platform twice: with the expired token, then once more with the new one.
    const reached = calls('/user/information', since);
    expect(reached).toHaveLength(2 * CONCURRENT);
    const byToken = new Map<string, number>();
    for (const request of reached) byToken.set(request.authorization!, (byToken.get(request.authorization!) ?? 0) + 1);
    expect([...byToken.values()]).toEqual([CONCURRENT, CONCURRENT]);

    // The re-issued cookie carries a working token, with no further refresh: its call goes straight
    // through with the new token, never with the expired one an earlier opening of a cookie held.
    const [expired, renewed] = [...byToken.keys()];
    const beforeNext = relay.requests.length;
    const next = await userInformation(app, sessionValue(answers[0]!)!);
    expect(next.statusCode).toBe(200);
    expect(calls('/user/information', beforeNext).map((request) => request.authorization)).toEqual([renewed]);
    expect(renewed).not.toBe(expired);
    expect(relay.refreshCookies.length).toBe(refreshesBefore + 1);
  });

  it('fails every waiting call with 401 and clears the cookie when the refresh is refused', async () => {
    const { cookie } = await signIn(app, 'demo-admin');
    // A copy of the cookie ends the platform session, as logging out in another tab would.
    const logout = await app.inject({ method: 'GET', url: '/account/api/auth/logout', headers: withSession(cookie) });
    expect(logout.statusCode).toBe(200);
    await tokenExpiry();
    const since = relay.requests.length;
    const refreshesBefore = relay.refreshCookies.length;

    const answers = await Promise.all(Array.from({ length: CONCURRENT }, () => userInformation(app, cookie)));

    for (const res of answers) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ message: expect.any(String) });
      expect(sessionValue(res)).toBe('');
    }
    expect(relay.refreshCookies.length).toBe(refreshesBefore + 1);
    // Nothing was replayed.
    expect(calls('/user/information', since)).toHaveLength(CONCURRENT);
  });
});
