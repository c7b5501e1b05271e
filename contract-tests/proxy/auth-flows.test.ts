/**
 * The authentication stories, step by step, through Prism's validation proxy against the real platform
 * and the real BFF: refusals as well as successes must be answers the contract lists, with the bodies it
 * declares. The generic traffic suite sends each operation once with its example; here the answers that
 * only a sequence reaches are checked: two_factor_needed, 2FA_NEEDED, a used code, a taken username, a
 * rotated refresh token, a signed-out session.
 */
import { createGuardrails, generate } from 'otplib';
import { describe, expect, inject, it } from 'vitest';
import { operations, securityHeaders, solveCaptcha, type ContractOperation } from '../lib/contract.ts';
import { isListed, send, type Exchange, type Side } from './exchange.ts';
import { browserHeaders, DEMO_PASSWORD } from './sessions.ts';

const harness = inject('proxyHarness');
// The demo account's secret (platform/src/seed.ts): 80 bits, below otplib's default minimum.
const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';
const guardrails = createGuardrails({ MIN_SECRET_BYTES: 10 });

const sides: Side[] = [
  {
    name: 'platform',
    directUrl: harness.platformUrl,
    proxyUrl: harness.platformProxyUrl,
    tapUrl: harness.platformTapUrl,
    headers: {},
  },
  {
    name: 'BFF',
    directUrl: `${harness.bffUrl}/account/api`,
    proxyUrl: harness.bffProxyUrl,
    tapUrl: harness.bffTapUrl,
    headers: browserHeaders(harness.bffUrl),
  },
];

/** What a client holds between calls: the platform's access token, or only cookies (the BFF's session). */
interface Client {
  token?: string;
  cookies: Map<string, string>;
}

/** The fields of the auth answers this suite reads (the contract tests already checked their shapes). */
interface AnswerBody {
  message?: string;
  code?: string;
  token?: string;
  two_factor_needed?: boolean;
  user?: { username: string } | null;
  username?: string;
}

const newClient = (): Client => ({ cookies: new Map() });

function operation(operationId: string): ContractOperation {
  const found = operations.find((o) => o.operationId === operationId);
  if (!found) throw new Error(`openapi.yaml has no operation ${operationId}`);
  return found;
}

/** One call of the story: checked against the contract, and the client's cookies and token kept in step. */
async function call(
  side: Side,
  client: Client,
  operationId: string,
  body?: unknown,
): Promise<Exchange & { json: AnswerBody }> {
  const op = operation(operationId);
  const cookies = [...client.cookies].map(([name, value]) => `${name}=${value}`);
  const exchange = await send(side, op.method, op.path, {
    headers: securityHeaders(op, { bearerAuth: client.token }, cookies),
    body,
  });
  expect(exchange.upstream, `Prism did not pass ${operationId} on: ${exchange.text}`).not.toBeNull();
  expect(exchange.violations, `${operationId}: ${exchange.violations}\n${exchange.text}`).toBeNull();
  expect(exchange.status, `Prism replaced the ${side.name}'s answer: ${exchange.text}`).toBe(exchange.upstream!.status);
  expect(isListed(op.statuses, exchange.status), `${operationId} answered an unlisted ${exchange.status}`).toBe(true);
  for (const cookie of exchange.setCookies) {
    const [pair] = cookie.split(';');
    const [name, ...rest] = pair!.split('=');
    const value = rest.join('=');
    if (/max-age=0/i.test(cookie) || value === '') client.cookies.delete(name!.trim());
    else client.cookies.set(name!.trim(), value);
  }
  const json = (exchange.text ? JSON.parse(exchange.text) : {}) as AnswerBody;
  if (side.name === 'platform' && exchange.status === 200 && typeof json.token === 'string') client.token = json.token;
  return { ...exchange, json };
}

/** A code of the demo secret `steps` periods from now: each side uses its own, since a used code is refused. */
const code = (steps: number): Promise<string> =>
  generate({ secret: DEMO_TOTP_SECRET, epoch: Math.floor(Date.now() / 1000) + steps * 30, guardrails });

for (const [index, side] of sides.entries()) {
  describe(`authentication through Prism's validation proxy: ${side.name}`, () => {
    it('refuses a wrong password with one generic 401, then asks for a captcha (428) after the third', async () => {
      const unknown = await call(side, newClient(), 'signIn', { login: 'nobody-here', password: 'Wrong-Password-1' });
      const wrong = await call(side, newClient(), 'signIn', { login: 'demo-member', password: 'Wrong-Password-1' });
      expect([unknown.status, wrong.status]).toEqual([401, 401]);
      expect(wrong.json.message).toBe(unknown.json.message);
      const third = await call(side, newClient(), 'signIn', { login: 'demo-member', password: 'Wrong-Password-2' });
      expect(third.status).toBe(401);

      const asked = await call(side, newClient(), 'signIn', { login: 'demo-member', password: DEMO_PASSWORD });
      expect(asked.status, asked.text).toBe(428);
      expect(asked.json.code).toBe('CAPTCHA_REQUIRED');
      const forged = await call(side, newClient(), 'signIn', {
        login: 'demo-member',
        password: DEMO_PASSWORD,
        captcha: Buffer.from('{"challenge":{},"solution":{}}').toString('base64'),
      });
      expect(forged.status).toBe(400);
      expect(forged.json.code).toBe('CAPTCHA_INVALID');
      // A solved captcha signs in, and forgives the account and this address (the suites that follow sign in from it).
      const solved = await call(side, newClient(), 'signIn', {
        login: 'demo-member',
        password: DEMO_PASSWORD,
        captcha: await solveCaptcha(side.directUrl, side.headers),
      });
      expect(solved.status, solved.text).toBe(200);
      const again = await call(side, newClient(), 'signIn', { login: 'demo-member', password: DEMO_PASSWORD });
      expect(again.status, again.text).toBe(200);
    });

    it('hands out a fresh captcha challenge each time', async () => {
      const first = await call(side, newClient(), 'getCaptchaChallenge');
      const second = await call(side, newClient(), 'getCaptchaChallenge');
      expect([first.status, second.status]).toEqual([200, 200]);
      const nonce = (exchange: Exchange) =>
        (JSON.parse(exchange.text) as { challenge: { parameters: { nonce: string } } }).challenge.parameters.nonce;
      expect(nonce(first)).not.toBe(nonce(second));
    });

    it('signs in with two factors: two_factor_needed, then 2FA_NEEDED, a wrong code, the right code', async () => {
      const client = newClient();
      const first = await call(side, client, 'signIn', { login: 'demo-2fa', password: DEMO_PASSWORD });
      expect(first.status).toBe(200);
      expect(first.json).toMatchObject({ user: null, two_factor_needed: true });
      const waiting = await call(side, client, 'getUserInformation');
      expect(waiting.status).toBe(403);
      expect(waiting.json.code).toBe('2FA_NEEDED');
      const wrong = await call(side, client, 'verifyTwoFactor', {
        token: (await code(index)) === '000000' ? '111111' : '000000',
      });
      expect(wrong.status).toBe(401);
      const right = await call(side, client, 'verifyTwoFactor', { token: await code(index) });
      expect(right.status, right.text).toBe(200);
      expect(right.json.user?.username).toBe('demo-2fa');
      const me = await call(side, client, 'getUserInformation');
      expect(me.status).toBe(200);
      expect(me.json.username).toBe('demo-2fa');
    });

    it('registers a member once: the same username again is a 409, an unknown sponsor a 4xx', async () => {
      const username = `proxy-${side.name.toLowerCase()}-${Date.now().toString(36)}`;
      const form = {
        username,
        password: 'A-long-Password-7',
        repeat_password: 'A-long-Password-7',
        email: `${username}@example.com`,
        first_name: 'Proxy',
        last_name: 'Member',
        parrain: 'demo-member',
        country: 'FR',
        privacy_accepted: true,
      };
      const captcha = () => solveCaptcha(side.directUrl, side.headers);
      const unsolved = await call(side, newClient(), 'signUp', form);
      expect(unsolved.status).toBe(428);
      expect(unsolved.json.code).toBe('CAPTCHA_REQUIRED');
      const solution = await captcha();
      const created = await call(side, newClient(), 'signUp', { ...form, captcha: solution });
      expect(created.status, created.text).toBe(201);
      const replayed = await call(side, newClient(), 'signUp', {
        ...form,
        username: `${username}-r`,
        email: `r-${form.email}`,
        captcha: solution,
      });
      expect(replayed.status).toBe(400);
      expect(replayed.json.code).toBe('CAPTCHA_INVALID');
      const again = await call(side, newClient(), 'signUp', {
        ...form,
        email: `other-${form.email}`,
        captcha: await captcha(),
      });
      expect(again.status).toBe(409);
      const orphan = await call(side, newClient(), 'signUp', {
        ...form,
        username: `${username}-b`,
        email: `b-${form.email}`,
        parrain: 'no-such-sponsor',
      });
      expect(orphan.status).toBeGreaterThanOrEqual(400);
      expect(orphan.status).toBeLessThan(500);
      const signedIn = await call(side, newClient(), 'signIn', { login: username, password: form.password });
      expect(signedIn.status).toBe(200);
    });

    it('answers forgot-password the same whether the address exists, and refuses an unknown reset token', async () => {
      const captcha = () => solveCaptcha(side.directUrl, side.headers);
      const known = await call(side, newClient(), 'forgotPassword', {
        email: 'demo-member@example.com',
        captcha: await captcha(),
      });
      const unknown = await call(side, newClient(), 'forgotPassword', {
        email: 'nobody@example.com',
        captcha: await captcha(),
      });
      expect([known.status, unknown.status]).toEqual([200, 200]);
      const unsolved = await call(side, newClient(), 'forgotPassword', { email: 'nobody@example.com' });
      expect(unsolved.status).toBe(428);
      expect(known.text).toBe(unknown.text);
      const reset = await call(side, newClient(), 'resetPassword', {
        token: 'a'.repeat(64),
        password: 'A-long-Password-8',
        repeat_password: 'A-long-Password-8',
      });
      expect(reset.status).toBeGreaterThanOrEqual(400);
      expect(reset.status).toBeLessThan(500);
    });

    it('renews the session, then signs out for good', async () => {
      const client = newClient();
      expect((await call(side, client, 'signIn', { login: 'demo-member', password: DEMO_PASSWORD })).status).toBe(200);
      const before = new Map(client.cookies);
      const renewed = await call(side, client, 'refreshToken');
      expect(renewed.status, renewed.text).toBe(200);
      expect(client.cookies).not.toEqual(before);
      expect((await call(side, client, 'getUserInformation')).status).toBe(200);
      expect((await call(side, client, 'logout')).status).toBe(200);
      if (side.name === 'BFF') expect(client.cookies.size).toBe(0);
      const after = await call(side, client, 'getUserInformation');
      if (side.name === 'BFF') expect(after.status).toBe(401);
      const refreshAfter = await call(side, client, 'refreshToken');
      expect(refreshAfter.status).toBe(401);
    });
  });
}
