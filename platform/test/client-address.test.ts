/**
 * Who the client is (TRUSTED_PROXIES, BFF_KEY): the X-Forwarded-For of a trusted peer that sends the BFF's key,
 * else the socket's peer. Sign-in limits and the captcha's triggers key on it, so clients behind one proxy stay
 * apart, and a caller of the platform's own port cannot make up an address per attempt.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { BFF_KEY_HEADER } from '../src/plugins/bff-caller.ts';
import { buildTestApp, fromBff, testConfig, type TestApp } from './helper.ts';
import { quickCaptcha, testClock } from './auth-helpers.ts';

const BFF = '127.0.0.1';

describe('client address', () => {
  const clock = testClock(new Date());
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ config: { now: clock.now, ...quickCaptcha() } });
  });
  afterAll(async () => {
    await t.close();
  });

  const wrongSignIn = (
    app: FastifyInstance,
    login: string,
    remoteAddress: string,
    headers: Record<string, string> = {},
  ) =>
    app.inject({
      method: 'POST',
      url: '/auth/sign-in',
      payload: { login, password: 'Wrong-Password-1' },
      remoteAddress,
      headers,
    });

  const attemptsUnder = async (key: string) =>
    (await t.db.selectFrom('auth_attempts').select('id').where('key', '=', key).execute()).length;

  it('is the forwarded address when the BFF sends one with its key: two clients get two limit keys', async () => {
    for (let i = 0; i < 3; i++)
      expect((await wrongSignIn(t.app, `first-${i}`, BFF, fromBff('203.0.113.10'))).statusCode).toBe(401);
    expect(await attemptsUnder('ip:203.0.113.10')).toBe(3);
    expect(await attemptsUnder(`ip:${BFF}`)).toBe(0);
    // The first client now needs the captcha; the second, behind the same BFF, does not.
    expect((await wrongSignIn(t.app, 'first-3', BFF, fromBff('203.0.113.10'))).statusCode).toBe(428);
    expect((await wrongSignIn(t.app, 'second-0', BFF, fromBff('203.0.113.11'))).statusCode).toBe(401);
    expect(await attemptsUnder('ip:203.0.113.11')).toBe(1);
  });

  it("ignores X-Forwarded-For from the BFF's address without the BFF's key: 5 made-up addresses meet the captcha", async () => {
    // The other loopback address TRUSTED_PROXIES trusts by default, so the counts below are this test's own.
    const local = '::1';
    const answers = [];
    for (let i = 0; i < 5; i++)
      answers.push(
        (await wrongSignIn(t.app, `keyless-${i}`, local, { 'x-forwarded-for': `203.0.113.${40 + i}` })).statusCode,
      );
    expect(answers).toEqual([401, 401, 401, 428, 428]);
    expect(await attemptsUnder(`ip:${local}`)).toBe(3);
    expect(await attemptsUnder('ip:203.0.113.40')).toBe(0);
    // A wrong key is no key: the caller is still the peer, which needs the captcha now.
    const wrongKey = { ...fromBff('203.0.113.45'), [BFF_KEY_HEADER]: 'x'.repeat(64) };
    expect((await wrongSignIn(t.app, 'wrong-key', local, wrongKey)).statusCode).toBe(428);
    // With the key, the same call is the forwarded client's first failure.
    expect((await wrongSignIn(t.app, 'right-key', local, fromBff('203.0.113.45'))).statusCode).toBe(401);
    expect(await attemptsUnder('ip:203.0.113.45')).toBe(1);
  });

  it('ignores X-Forwarded-For from a peer that is not trusted: the peer is the client', async () => {
    const peer = '198.51.100.7';
    for (const forwarded of ['203.0.113.20', '203.0.113.21'])
      expect((await wrongSignIn(t.app, `spoof-${forwarded}`, peer, { 'x-forwarded-for': forwarded })).statusCode).toBe(
        401,
      );
    expect(await attemptsUnder(`ip:${peer}`)).toBe(2);
    expect(await attemptsUnder('ip:203.0.113.20')).toBe(0);
    expect(await attemptsUnder('ip:203.0.113.21')).toBe(0);
    // So changing the header does not escape the captcha.
    await wrongSignIn(t.app, 'spoof-3', peer, { 'x-forwarded-for': '203.0.113.22' });
    expect((await wrongSignIn(t.app, 'spoof-4', peer, { 'x-forwarded-for': '203.0.113.23' })).statusCode).toBe(428);
  });

  it('trusts the peers TRUSTED_PROXIES lists, addresses or ranges, and no others', async () => {
    const settings = testConfig();
    expect(settings.trustedProxies).toEqual(['127.0.0.1', '::1']);
    const app = await t.appWith({ config: { now: clock.now, ...quickCaptcha(), trustedProxies: ['10.1.0.0/16'] } });
    try {
      await wrongSignIn(app, 'ranged', '10.1.2.3', fromBff('203.0.113.30'));
      expect(await attemptsUnder('ip:203.0.113.30')).toBe(1);
      // The default's loopback is not in this list: a local peer is its own client, key or not.
      await wrongSignIn(app, 'local', BFF, fromBff('203.0.113.31'));
      expect(await attemptsUnder('ip:203.0.113.31')).toBe(0);
      expect(await attemptsUnder(`ip:${BFF}`)).toBe(1);
    } finally {
      await app.close();
    }
  });

  it('reads TRUSTED_PROXIES as a comma-separated list, refusing what is not an address or a range', () => {
    const secret = { JWT_SECRET: 'z'.repeat(32) };
    expect(loadConfig({ ...secret, TRUSTED_PROXIES: ' 10.0.0.0/8, ::1 ,192.0.2.4' }).trustedProxies).toEqual([
      '10.0.0.0/8',
      '::1',
      '192.0.2.4',
    ]);
    for (const wrong of ['proxy.local', '10.0.0.0/33', '::1/129', '10.0.0.1/8/8'])
      expect(() => loadConfig({ ...secret, TRUSTED_PROXIES: wrong })).toThrow(ConfigError);
  });
});
