/**
 * The BFF in front of the real platform process: what the browser gets is what the platform answered,
 * and both keep the contract (a drift would be a 502 CONTRACT_VIOLATION here, since this is test mode).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startPlatform, type Service } from '../../scripts/lib/processes.ts';
import { buildTestApp } from './helpers/app.ts';
import { DEMO_PASSWORD, signIn, STATE_HEADERS, withSession } from './helpers/session.ts';

interface Notification {
  id: string;
  is_seen: boolean;
}

let platform: Service;
let app: FastifyInstance;
/** The demo member's session cookie, and the same member's access token for calling the platform directly. */
let member: Record<string, string>;
let bearer: string;

beforeAll(async () => {
  platform = await startPlatform();
  app = await buildTestApp({ platformApiUrl: platform.url });
  member = withSession((await signIn(app, 'demo-member')).cookie);
  const direct = await fetch(`${platform.url}/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: 'demo-member', password: DEMO_PASSWORD }),
  });
  bearer = `Bearer ${((await direct.json()) as { token: string }).token}`;
});
afterAll(async () => {
  await platform?.stop();
});

async function direct(path: string): Promise<unknown> {
  const res = await fetch(platform.url + path, { headers: { authorization: bearer } });
  return res.json();
}

describe('forwarding to the platform', () => {
  it('GET /notification answers exactly what the platform answers', async () => {
    const res = await app.inject({ method: 'GET', url: '/account/api/notification', headers: member });
    expect(res.statusCode).toBe(200);
    const body = res.json<Notification[]>();
    expect(body.length).toBeGreaterThan(0);
    expect(body).toEqual(await direct('/notification'));
  });

  it('PUT /notification/{id} reaches the platform and its answer comes back', async () => {
    const before = (await direct('/notification')) as Notification[];
    const unseen = before.find((notification) => !notification.is_seen);
    expect(unseen, 'the demo member has an unseen notification').toBeDefined();

    const res = await app.inject({
      method: 'PUT',
      url: `/account/api/notification/${unseen!.id}`,
      headers: { ...member, 'sec-fetch-site': 'same-origin', origin: 'http://localhost' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: expect.any(String) });

    const after = (await direct('/notification')) as Notification[];
    expect(after.find((notification) => notification.id === unseen!.id)?.is_seen).toBe(true);
  });

  it('passes the platform 404 for an unknown notification on', async () => {
    const res = await app.inject({ method: 'PUT', url: '/account/api/notification/999999', headers: member });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: expect.any(String), code: 'NOT_FOUND' });
  });

  it('GET /user/information answers the demo member as the platform does', async () => {
    const res = await app.inject({ method: 'GET', url: '/account/api/user/information', headers: member });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ username: 'demo-member' });
    expect(res.json()).toEqual(await direct('/user/information'));
  });
});

describe('readiness', () => {
  it('/readyz is 200 while the platform is ready', async () => {
    const res = await app.inject({ url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });
});

describe('the client address the platform counts failures under', () => {
  it("is the one the BFF forwards with its key: one client's failures do not ask the next one for a captcha", async () => {
    // Behind a load balancer, as production runs: each client's own address reaches the platform.
    const proxied = await buildTestApp({ platformApiUrl: platform.url, trustProxy: 1 });
    const wrongSignIn = (client: string, login: string) =>
      proxied.inject({
        method: 'POST',
        url: '/account/api/auth/sign-in',
        headers: { ...STATE_HEADERS, 'x-forwarded-for': client },
        payload: { login, password: 'Wrong-Password-1' },
      });
    const first = [];
    for (let i = 0; i < 4; i++) first.push((await wrongSignIn('203.0.113.70', `nobody-${i}`)).statusCode);
    expect(first).toEqual([401, 401, 401, 428]);
    // Were the platform to disbelieve the BFF, every client would be the BFF, and this one would need a captcha.
    expect((await wrongSignIn('203.0.113.71', 'nobody-4')).statusCode).toBe(401);
  });
});
