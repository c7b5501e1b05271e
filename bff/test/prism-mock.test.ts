/**
 * The BFF in front of Prism answering from the contract's examples: the contract's own example answers
 * pass the BFF's response check, and a `token` in them never reaches the browser.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startPrismMock, type Service } from '../../scripts/lib/processes.ts';
import { API_HEADERS, buildTestApp } from './helpers/app.ts';

let prism: Service;
let app: FastifyInstance;

beforeAll(async () => {
  prism = await startPrismMock();
  app = await buildTestApp({ platformApiUrl: prism.url });
});
afterAll(async () => {
  await prism?.stop();
});

describe('through the Prism mock', () => {
  it('signIn answers the example user without its token', async () => {
    const direct = (await (
      await fetch(`${prism.url}/auth/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ login: 'demo-member', password: 'Demo-Password-1' }),
      })
    ).json()) as Record<string, unknown>;
    expect(direct.token).toEqual(expect.any(String));

    const res = await app.inject({
      method: 'POST',
      url: '/account/api/auth/sign-in',
      headers: API_HEADERS,
      payload: { login: 'demo-member', password: 'Demo-Password-1' },
    });
    expect(res.statusCode).toBe(200);
    const { token: _token, ...withoutToken } = direct;
    expect(res.json()).toEqual(withoutToken);
    expect(res.body).not.toContain(String(direct.token));
  });

  it("is ready: /readyz rests on the contract's own getReadiness, which Prism answers", async () => {
    const res = await app.inject({ url: '/readyz' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('logout answers the example message', async () => {
    const res = await app.inject({ method: 'GET', url: '/account/api/auth/logout', headers: API_HEADERS });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Signed out' });
  });

  it('a member operation without a session gets the contract 401, passed on as it is', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/account/api/configuration/swap',
      headers: { ...API_HEADERS, authorization: 'Bearer from-the-browser' },
    });
    // The browser's Authorization is not forwarded, so Prism sees an anonymous call.
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: expect.any(String) });
  });
});
