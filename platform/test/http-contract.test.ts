/**
 * How the routes registered from the contract treat requests, shown through stand-in handlers for
 * operations whose real implementation lands later: validation, error bodies, access and 501s.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../src/errors.ts';
import { operations } from '../src/generated/operations.ts';
import { notImplemented, type HandlerMap } from '../src/routes/operation-handler.ts';
import { operationHandlers } from '../src/routes/operation-handlers.ts';
import { bearer, buildTestApp, capturedLog, type TestApp } from './helper.ts';

const received: unknown[] = [];
const handlers: HandlerMap = {
  ...operationHandlers,
  signIn: async (request) => {
    received.push(request.body);
    return { user: null, two_factor_needed: true };
  },
  refreshToken: async (request) => {
    received.push(request.body);
    return { token: 'new-token' };
  },
  saveColdWalletSetting: async (request) => request.body,
};

const json = { 'content-type': 'application/json' };

describe('routes registered from the contract', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ handlers });
  });
  afterAll(async () => {
    await t.close();
  });

  it('hands a valid body to the handler untouched', async () => {
    received.length = 0;
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/sign-in',
      payload: { login: 'demo-member', password: 'x', token: '123456' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: null, two_factor_needed: true });
    expect(received).toEqual([{ login: 'demo-member', password: 'x', token: '123456' }]);
  });

  it.each([
    ['an extra property', { login: 'a', password: 'b', admin: true }, 'body/admin', 'is not allowed'],
    ['a number for a string', { login: 123, password: 'b' }, 'body/login', 'must be string'],
    ['a missing property', { login: 'a' }, 'body/password', 'is required'],
    ['a string too short', { login: '', password: 'b' }, 'body/login', 'must NOT have fewer than 1 characters'],
    [
      'a malformed code',
      { login: 'a', password: 'b', token: '12345' },
      'body/token',
      'must match pattern "^[0-9]{6}$"',
    ],
  ])('answers 400 naming the field for %s', async (_case, payload, field, message) => {
    received.length = 0;
    const res = await t.app.inject({ method: 'POST', url: '/auth/sign-in', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: `${field} ${message}`, code: 'VALIDATION', details: [{ field, message }] });
    expect(received).toEqual([]);
  });

  it('does not coerce body types: a string is not a boolean', async () => {
    const headers = await bearer(t.app, t.db, 'demo-admin');
    {
      const invalid = await t.app.inject({
        method: 'PUT',
        url: '/setting/cold-wallet',
        headers,
        payload: { price: '149.00', status: 'true' },
      });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().details).toEqual([{ field: 'body/status', message: 'must be boolean' }]);
      const valid = await t.app.inject({
        method: 'PUT',
        url: '/setting/cold-wallet',
        headers,
        payload: { price: '149.00', status: true },
      });
      expect(valid.statusCode).toBe(200);
      expect(valid.json()).toEqual({ price: '149.00', status: true });
    }
  });

  it('answers 403 with the error body when a member calls an administrators’ operation, before looking at the body', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/setting/cold-wallet',
      headers: await bearer(t.app, t.db, 'demo-member'),
      payload: { price: 'free', status: 'yes' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Administrator access required', code: 'FORBIDDEN' });
  });

  it('answers 400 for a missing required body', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/auth/sign-in' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', details: [{ field: 'body' }] });
  });

  it('accepts no body where the body is optional, and still validates one that is sent', async () => {
    received.length = 0;
    expect((await t.app.inject({ method: 'POST', url: '/auth/refresh-token' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/auth/refresh-token', payload: {} })).statusCode).toBe(200);
    expect(received).toEqual([undefined, {}]);
    const res = await t.app.inject({ method: 'POST', url: '/auth/refresh-token', payload: { token: 'x' } });
    expect(res.statusCode).toBe(400);
    // The contract's Empty body: an object with no property at all.
    expect(res.json()).toEqual({
      message: 'body must NOT have more than 0 properties',
      code: 'VALIDATION',
      details: [{ field: 'body', message: 'must NOT have more than 0 properties' }],
    });
    expect(received).toEqual([undefined, {}]);
  });

  it('answers 400 INVALID_JSON for a malformed JSON body', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/auth/sign-in', headers: json, payload: '{"login": "a",' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The request body is not valid JSON', code: 'INVALID_JSON' });
  });

  it('refuses a __proto__ key anywhere in the body', async () => {
    received.length = 0;
    const payload = '{"login": "a", "password": "b", "nested": {"__proto__": {"admin": true}}}';
    const res = await t.app.inject({ method: 'POST', url: '/auth/sign-in', headers: json, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The request body is not valid JSON', code: 'INVALID_JSON' });
    expect(received).toEqual([]);
  });

  it('answers 415 for a body that is not JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/sign-in',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('answers a JSON 404 for a route the contract does not declare', async () => {
    for (const [method, url] of [
      ['GET', '/nope'],
      ['DELETE', '/notification/1'],
      ['GET', '/user/information/extra'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({ message: 'Route not found', code: 'NOT_FOUND' });
    }
  });

  it('hides the cause of a 5xx from the caller', async () => {
    const broken = await t.appWith({
      handlers: {
        ...operationHandlers,
        listNotifications: async () => {
          throw new Error('secret connection string postgres://user:pw@db');
        },
      },
    });
    try {
      const res = await broken.inject({
        method: 'GET',
        url: '/notification',
        headers: await bearer(broken, t.db, 'demo-member'),
      });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        message: 'Something went wrong on our side, please try again later',
        code: 'INTERNAL',
      });
      expect(res.body).not.toContain('secret');
    } finally {
      await broken.close();
    }
  });

  it('logs an error code the operation does not declare, and refuses it with a 500 under strictErrorCodes', async () => {
    // markNotificationSeen declares NOT_FOUND, and only it, for its 404.
    const handlers: HandlerMap = {
      ...operationHandlers,
      markNotificationSeen: async () => {
        throw new HttpError(404, 'Quote not found', 'QUOTE_USED');
      },
    };
    const drift =
      'markNotificationSeen answered 404 QUOTE_USED, which openapi.yaml does not declare for it (NOT_FOUND)';
    for (const strictErrorCodes of [true, false]) {
      const log = capturedLog();
      const app = await t.appWith({ config: { strictErrorCodes, logLevel: 'error' }, logStream: log.stream, handlers });
      try {
        const res = await app.inject({
          method: 'PUT',
          url: '/notification/1',
          headers: await bearer(app, t.db, 'demo-member'),
        });
        if (strictErrorCodes) {
          expect(res.statusCode).toBe(500);
          expect(res.json()).toEqual({ message: drift, code: 'INTERNAL' });
        } else {
          expect(res.statusCode).toBe(404);
          expect(res.json()).toEqual({ message: 'Quote not found', code: 'QUOTE_USED' });
        }
        expect(log.text()).toContain(drift);
      } finally {
        await app.close();
      }
    }
  });
});

describe('operations of the contract', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('all have a real handler', () => {
    const pending = operations.filter((operation) => operationHandlers[operation.operationId] === notImplemented);
    expect(pending.map((operation) => operation.operationId)).toEqual([]);
  });

  it('answer 501 NOT_IMPLEMENTED with the error body while their handler is the stand-in', async () => {
    const unfinished = await t.appWith({ handlers: { ...operationHandlers, listNotifications: notImplemented } });
    try {
      const res = await unfinished.inject({
        method: 'GET',
        url: '/notification',
        headers: await bearer(unfinished, t.db, 'demo-member'),
      });
      expect(res.statusCode).toBe(501);
      expect(res.json()).toEqual({ message: 'Not implemented yet', code: 'NOT_IMPLEMENTED' });
    } finally {
      await unfinished.close();
    }
  });
});
