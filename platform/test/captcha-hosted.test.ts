/**
 * The hosted providers, each against a local stand-in for its documented siteverify call (a form POST of
 * secret, response and remoteip, answered `{ success, "error-codes" }`): the site key reaches the web app,
 * the secret only the provider, a token is good once, and a refusal or an unreachable provider refuses the call.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaptchaProvider } from '../src/config.ts';
import { buildTestApp, fromBff, testConfig, type TestApp } from './helper.ts';

const GOOD_TOKEN = 'good-token-from-the-widget';
const SECRET = 'provider-secret-never-sent-to-the-browser';
const SITE_KEY = 'public-site-key-0001';

interface Stub {
  url: string;
  /** The forms the platform posted, in order. */
  received: Record<string, string>[];
  /** Answer with this status instead (an outage). */
  failWith: number | null;
  close(): Promise<void>;
}

async function readForm(request: IncomingMessage): Promise<Record<string, string>> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return Object.fromEntries(new URLSearchParams(text));
}

async function startStub(): Promise<Stub> {
  const stub: Stub = { url: '', received: [], failWith: null, close: async () => {} };
  const server: Server = createServer((request, response) => {
    void readForm(request).then((form) => {
      stub.received.push({ ...form, 'content-type': request.headers['content-type'] ?? '', method: request.method! });
      if (stub.failWith) {
        response.writeHead(stub.failWith).end('upstream trouble');
        return;
      }
      const good = form.secret === SECRET && form.response === GOOD_TOKEN;
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify(good ? { success: true } : { success: false, 'error-codes': ['invalid-input-response'] }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stub.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`;
  stub.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return stub;
}

const member = (n: string, captcha?: string) => ({
  username: `hosted-${n}`,
  password: 'Str0ng-Password!',
  repeat_password: 'Str0ng-Password!',
  email: `hosted-${n}@example.com`,
  first_name: 'Awa',
  last_name: 'Diallo',
  parrain: 'demo-member',
  country: 'SN',
  privacy_accepted: true,
  ...(captcha !== undefined && { captcha }),
});

const providers: Exclude<CaptchaProvider, 'altcha'>[] = ['turnstile', 'hcaptcha', 'recaptcha'];

describe.each(providers)('captcha: the hosted provider %s', (provider) => {
  let stub: Stub;
  let t: TestApp;
  beforeAll(async () => {
    stub = await startStub();
    const captcha = { ...testConfig().captcha, provider, siteKey: SITE_KEY, secret: SECRET, verifyUrl: stub.url };
    t = await buildTestApp({ config: { captcha } });
  });
  afterAll(async () => {
    await t.close();
    await stub.close();
  });

  const signUp = (body: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/auth/signup',
      payload: body,
      headers: fromBff('203.0.113.99'),
    });

  it('tells the web app the provider and its site key, never the secret', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/auth/captcha' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ provider, site_key: SITE_KEY, challenge: null });
    expect(res.body).not.toContain(SECRET);
  });

  it("accepts a token the provider's verify call confirms, once", async () => {
    const accepted = await signUp(member(`${provider}-1`, GOOD_TOKEN));
    expect(accepted.statusCode, accepted.body).toBe(201);
    const form = stub.received.at(-1)!;
    expect(form).toMatchObject({
      method: 'POST',
      'content-type': 'application/x-www-form-urlencoded',
      secret: SECRET,
      response: GOOD_TOKEN,
      remoteip: '203.0.113.99',
    });
    if (provider === 'hcaptcha') expect(form.sitekey).toBe(SITE_KEY);
    else expect(form.sitekey).toBeUndefined();

    // The stand-in would say yes again; the platform's own table of used solutions says no.
    const replayed = await signUp(member(`${provider}-2`, GOOD_TOKEN));
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json()).toMatchObject({ code: 'CAPTCHA_INVALID' });
  });

  it('refuses a token the provider refuses, and any token while the provider is unreachable', async () => {
    const refused = await signUp(member(`${provider}-3`, 'forged-token'));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'CAPTCHA_INVALID' });
    expect(stub.received.at(-1)?.response).toBe('forged-token');

    stub.failWith = 503;
    try {
      const outage = await signUp(member(`${provider}-4`, `${GOOD_TOKEN}-fresh`));
      expect(outage.statusCode).toBe(400);
      expect(outage.json()).toMatchObject({ code: 'CAPTCHA_INVALID' });
    } finally {
      stub.failWith = null;
    }
  });

  it('asks for a token when none is given, without calling the provider', async () => {
    const before = stub.received.length;
    const res = await signUp(member(`${provider}-5`));
    expect(res.statusCode).toBe(428);
    expect(res.json()).toMatchObject({ code: 'CAPTCHA_REQUIRED' });
    expect(stub.received.length).toBe(before);
  });
});
