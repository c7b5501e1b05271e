/**
 * The contract is the allowlist: only its operations are forwarded, and only with input its schemas
 * accept. Everything here is refused by the BFF itself, which a counting upstream proves.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { repoRoot } from '../src/config.ts';
import { operations, probes } from '../src/generated/operations.ts';
import { API_HEADERS, buildTestApp } from './helpers/app.ts';
import { json, startUpstreamDouble } from './helpers/upstream-double.ts';

// The contract's operations read here from openapi.yaml, apart from the generated table the BFF routes from.
type PathItem = Record<string, { operationId: string; 'x-probe'?: boolean }>;
const contract = parse(readFileSync(join(repoRoot, 'openapi.yaml'), 'utf8'), { maxAliasCount: -1 }) as {
  paths: Record<string, PathItem>;
};
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const declared = Object.entries(contract.paths).flatMap(([path, item]) =>
  HTTP_METHODS.filter((method) => item[method]).map((method) => ({
    operationId: item[method]!.operationId,
    method: method.toUpperCase(),
    path,
    probe: item[method]!['x-probe'] === true,
  })),
);
const named = (operation: { operationId: string; method: string; path: string }) =>
  `${operation.operationId} ${operation.method} ${operation.path}`;

const upstream = await startUpstreamDouble();
const app = await buildTestApp({ platformApiUrl: upstream.url });

beforeEach(() => {
  upstream.received.length = 0;
});

describe('paths and methods the contract does not declare', () => {
  it.each([
    ['GET', '/account/api/nope'],
    // A path no operation has (/admin/users is now the admin user list's).
    ['POST', '/account/api/admin/people'],
    ['GET', '/account/api/notification/2/extra'],
    ['DELETE', '/account/api/'],
  ])('%s %s is a 404 JSON answer', async (method, url) => {
    const res = await app.inject({ method: method as 'GET', url, headers: API_HEADERS });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: expect.any(String) });
    expect(upstream.received).toHaveLength(0);
  });

  it.each([
    ['DELETE', '/account/api/notification', 'GET'],
    ['POST', '/account/api/notification/2', 'PUT'],
    ['PUT', '/account/api/auth/sign-in', 'POST'],
    ['PATCH', '/account/api/setting/cold-wallet', 'GET, PUT'],
    ['HEAD', '/account/api/notification', 'GET'],
    ['OPTIONS', '/account/api/user/information', 'GET'],
  ])('%s %s is a 405 with Allow: %s', async (method, url, allow) => {
    const res = await app.inject({ method: method as 'GET', url, headers: API_HEADERS });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe(allow);
    if (method !== 'HEAD') expect(res.json()).toMatchObject({ code: 'METHOD_NOT_ALLOWED' });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(upstream.received).toHaveLength(0);
  });

  it('routes from exactly the operations of openapi.yaml, its health probes apart', () => {
    const forwarded = declared.filter((operation) => !operation.probe);
    expect(forwarded.length).toBeGreaterThan(0);
    expect(operations.map(named).sort()).toEqual(forwarded.map(named).sort());
    // The probes are answered at each server's root (health.test.ts), not forwarded.
    const declaredProbes = declared.filter((operation) => operation.probe);
    expect(declaredProbes.map(({ operationId }) => operationId).sort()).toEqual(['getLiveness', 'getReadiness']);
    expect(Object.entries(probes).map(([operationId, probe]) => named({ operationId, ...probe }))).toEqual(
      declaredProbes.map(named),
    );
  });

  it('registers one forwarding route per operation of the contract', async () => {
    for (const operation of declared.filter(({ probe }) => !probe)) {
      const url = `/account/api${operation.path.replace(/\{([^}]+)\}/g, ':$1')}`;
      const route = app.findRoute({ method: operation.method as 'GET', url });
      expect(route, `${operation.method} ${url}`).not.toBeNull();
      expect(route?.params).not.toHaveProperty('*');
    }
  });
});

describe('request validation against the contract', () => {
  it('refuses a body field of the wrong shape with a 400 naming it', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: '/account/api/setting/cold-wallet',
      headers: API_HEADERS,
      payload: { price: 'cheap', status: true },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION');
    expect(body.details).toEqual([{ field: 'body/price', message: expect.stringMatching(/pattern/) }]);
    expect(body.message).toContain('body/price');
    expect(upstream.received).toHaveLength(0);
  });

  it('refuses a path parameter past its schema with a 400 naming it, however long (not a 404)', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: `/account/api/admin/assets/${'9'.repeat(2_000)}`,
      headers: API_HEADERS,
      payload: {},
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].field).toBe('params/code');
    expect(upstream.received).toHaveLength(0);
  });

  it('refuses a missing required field, naming it', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/account/api/auth/sign-in',
      headers: API_HEADERS,
      payload: { login: 'demo-member' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([{ field: 'body/password', message: "must have required property 'password'" }]);
    expect(upstream.received).toHaveLength(0);
  });

  it('refuses extra fields instead of dropping them', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/account/api/auth/sign-in',
      headers: API_HEADERS,
      payload: { login: 'demo-member', password: 'x', isAdmin: true },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([{ field: 'body/isAdmin', message: 'must NOT have additional properties' }]);
    expect(upstream.received).toHaveLength(0);
  });

  it('does not coerce body types: a string where a boolean is expected is refused', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: '/account/api/setting/cold-wallet',
      headers: API_HEADERS,
      payload: { price: '149.00', status: 'true' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].field).toBe('body/status');
    expect(upstream.received).toHaveLength(0);
  });

  it('checks formats (email)', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/account/api/auth/signup',
      headers: API_HEADERS,
      payload: {
        username: 'new-member',
        password: 'Str0ng-Password!',
        repeat_password: 'Str0ng-Password!',
        email: 'not-an-email',
        first_name: 'Awa',
        last_name: 'Diallo',
        parrain: 'demo-member',
        country: 'SN',
        privacy_accepted: true,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0]).toEqual({ field: 'body/email', message: 'must match format "email"' });
    expect(upstream.received).toHaveLength(0);
  });

  it('refuses a path parameter that breaks its pattern, naming it', async () => {
    const res = await app.inject({ method: 'PUT', url: '/account/api/notification/abc', headers: API_HEADERS });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', details: [{ field: 'params/id' }] });
    expect(upstream.received).toHaveLength(0);
  });

  it('refuses a required body that is missing, and malformed JSON, as 400', async () => {
    const missing = await app.inject({ method: 'POST', url: '/account/api/auth/sign-in', headers: API_HEADERS });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'VALIDATION', details: [{ field: 'body' }] });

    const malformed = await app.inject({
      method: 'POST',
      url: '/account/api/auth/sign-in',
      headers: { ...API_HEADERS, 'content-type': 'application/json' },
      payload: '{"login":',
    });
    expect(malformed.statusCode).toBe(400);
    // Fastify's own refusal, in the contract's code rather than Fastify's internal one.
    expect(malformed.json()).toEqual({ message: 'The request body is not valid JSON', code: 'INVALID_JSON' });
    expect(upstream.received).toHaveLength(0);
  });

  it('lets an optional body be absent, and still checks it when present', async () => {
    upstream.answer((_request, response) => json(response, 200, {}));
    const absent = await app.inject({ method: 'POST', url: '/account/api/auth/refresh-token', headers: API_HEADERS });
    expect(absent.statusCode).toBe(200);
    expect(upstream.received).toHaveLength(1);
    expect(upstream.received[0]?.body).toBe('');

    const wrong = await app.inject({
      method: 'POST',
      url: '/account/api/auth/refresh-token',
      headers: API_HEADERS,
      payload: { extra: 1 },
    });
    expect(wrong.statusCode).toBe(400);
    expect(upstream.received).toHaveLength(1);
  });
});
