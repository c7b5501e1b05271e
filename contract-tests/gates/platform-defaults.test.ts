/**
 * The platform as started with nothing set, read as an attacker would: no demo accounts unless DEMO asks for
 * them, a JWT secret of its own (generated, kept in SECRETS_DIR) rather than one written in the code, no
 * access token accepted that lacks a sign-in (sid) of its own user or an expiry (exp), even signed with that
 * secret, and no client address believed from a caller of its port without the BFF's key.
 */
import { createHmac } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startPlatform, type Service } from '../../scripts/lib/processes.ts';

const dataDirs: string[] = [];
const services: Service[] = [];
// The constant a development platform used to fall back to.
const FORMER_DEV_SECRET = 'dev-only-jwt-secret-change-me-0123456789abcdef';

async function platformWith(env: Record<string, string | undefined>): Promise<{ url: string; secretsDir: string }> {
  const secretsDir = mkdtempSync(join(tmpdir(), 'gates-defaults-'));
  dataDirs.push(secretsDir);
  const service = await startPlatform({
    env: { LOG_LEVEL: 'warn', SECRETS_DIR: secretsDir, MAIL_OUTBOX_DIR: join(secretsDir, 'outbox'), ...env },
  });
  services.push(service);
  return { url: service.url, secretsDir };
}

const base64url = (value: object | string) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

/** An HS256 token as anyone holding the key could make it. */
function forge(secret: string, claims: Record<string, unknown>): string {
  const unsigned = `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(claims)}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

async function signInAs(url: string, login: string): Promise<Response> {
  return fetch(`${url}/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login, password: 'Demo-Password-1' }),
  });
}

const information = (url: string, token: string) =>
  fetch(`${url}/user/information`, { headers: { authorization: `Bearer ${token}` } });

describe('platform defaults', () => {
  afterAll(async () => {
    for (const service of services.reverse()) await service.stop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  it('seeds no demo account without DEMO, and keeps a secret of its own per data folder', async () => {
    const plain = await platformWith({ DEMO: undefined });
    const answer = await signInAs(plain.url, 'demo-admin');
    expect(answer.status).toBe(401);
    const demo = await platformWith({ DEMO: '1' });
    expect((await signInAs(demo.url, 'demo-admin')).status).toBe(200);

    const kept = (dir: string) => join(dir, 'jwt-secret');
    expect(statSync(kept(plain.secretsDir)).mode & 0o777).toBe(0o600);
    const secrets = [plain.secretsDir, demo.secretsDir].map((dir) => readFileSync(kept(dir), 'utf8').trim());
    expect(secrets[0]).not.toBe(secrets[1]);
    expect(secrets).not.toContain(FORMER_DEV_SECRET);
  });

  it("refuses an HS256 token without sid or exp, or with another user's sid, even signed with its own secret", async () => {
    const { url, secretsDir } = await platformWith({ DEMO: '1' });
    const secret = readFileSync(join(secretsDir, 'jwt-secret'), 'utf8').trim();
    const signedIn = (await (await signInAs(url, 'demo-member')).json()) as { token: string };
    const claims = JSON.parse(Buffer.from(signedIn.token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      sub: string;
      uid: string;
      scopes: string[];
      sid: string;
      exp: number;
      iat: number;
    };
    const { sub, uid, scopes, sid, exp, iat } = claims;
    const adminToken = ((await (await signInAs(url, 'demo-admin')).json()) as { token: string }).token;
    const admin = JSON.parse(Buffer.from(adminToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      sub: string;
      uid: string;
    };
    // The control: every claim there, as the platform makes them, passes.
    expect((await information(url, forge(secret, { sub, uid, scopes, typ: 'access', sid, exp, iat }))).status).toBe(
      200,
    );
    const adminScopes = ['member', 'admin'];
    for (const forged of [
      forge(secret, { sub, uid, scopes: adminScopes, typ: 'access', exp, iat }),
      forge(secret, { sub, uid, scopes: adminScopes, typ: 'access', sid, iat }),
      forge(FORMER_DEV_SECRET, { sub, uid, scopes: adminScopes, typ: 'access', sid, exp, iat }),
      // The administrator's subject with the member's live sign-in: a sign-in vouches for its own user only.
      forge(secret, { sub: admin.sub, uid: admin.uid, scopes: adminScopes, typ: 'access', sid, exp, iat }),
    ]) {
      const answer = await information(url, forged);
      expect(answer.status).toBe(401);
      expect(await answer.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    }
  });

  it('believes an X-Forwarded-For only with the BFF key: wrong sign-ins straight to its port meet the captcha', async () => {
    const { url, secretsDir } = await platformWith({ DEMO: '1' });
    const wrongSignIn = (login: string, headers: Record<string, string>) =>
      fetch(`${url}/auth/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ login, password: 'Wrong-Password-1' }),
      }).then((answer) => answer.status);
    const statuses = [];
    for (let i = 0; i < 5; i++)
      statuses.push(await wrongSignIn(`nobody-${i}`, { 'x-forwarded-for': `203.0.113.${i + 1}` }));
    expect(statuses).toEqual([401, 401, 401, 428, 428]);
    // With the key the BFF and the platform share, the forwarded address is the client: a new one starts afresh.
    const key = readFileSync(join(secretsDir, 'bff-key'), 'utf8').trim();
    expect(await wrongSignIn('nobody-5', { 'x-forwarded-for': '203.0.113.9', 'x-bff-key': key })).toBe(401);
  });
});
