/**
 * Request headers the contract declares for an operation (`Idempotency-Key` on the money-moving calls):
 * validated by the BFF against their schema first, forwarded to the platform as sent, on that operation
 * only and on its replay after a renewal, never on another call.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { operationsById } from '../src/generated/operations.ts';
import { API_HEADERS, buildTestApp } from './helpers/app.ts';
import { STATE_HEADERS, signIn, withSession } from './helpers/session.ts';
import { json, startUpstreamDouble } from './helpers/upstream-double.ts';

const upstream = await startUpstreamDouble();
const app = await buildTestApp({ platformApiUrl: upstream.url });

const KEY = '5f0c7a2e-9b1d-4c3e-8f6a-2d4b7e9c1a30';
const insufficientFunds = { message: 'Insufficient funds', code: 'INSUFFICIENT_FUNDS' };

const memberUser = {
  uid: 'KNT-100002',
  username: 'demo-member',
  user_name: 'demo-member',
  last_name: 'Member',
  first_name: 'Demo',
  email: 'demo-member@example.com',
  scopes: ['member'],
  photo: null,
  parrain: 'demo-admin',
  kyc: 'half_verified',
  haveTransactionPassword: true,
  tel: '+33612345678',
  country: 'FR',
  created_at: '2026-01-15T09:30:00Z',
  cap: '1250.00',
  cag: '48200.00',
  is_active: true,
};

function executeSwap(headers: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url: '/account/api/wallets/swaps',
    headers: { ...STATE_HEADERS, ...headers },
    payload: { quote_id: '1' },
  });
}

beforeEach(() => {
  upstream.received.length = 0;
  upstream.answer((_request, response) => json(response, 422, insufficientFunds));
});

describe('a header parameter of the contract', () => {
  it('is declared on the money-moving operations (the table this BFF registers from)', () => {
    for (const id of ['executeSwap', 'requestWithdrawal', 'recordDeposit', 'approveWithdrawal', 'rejectWithdrawal']) {
      expect(operationsById[id as 'executeSwap'].headerNames, id).toEqual(['idempotency-key']);
    }
  });

  it('reaches the platform as the browser sent it, with the operation', async () => {
    const res = await executeSwap({ 'idempotency-key': KEY });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toEqual(insufficientFunds);
    expect(upstream.received).toHaveLength(1);
    expect(upstream.received[0]).toMatchObject({ method: 'POST', url: '/wallets/swaps' });
    expect(upstream.received[0]?.headers['idempotency-key']).toBe(KEY);
  });

  it('is matched whatever the case of its name', async () => {
    await executeSwap({ 'IDEMPOTENCY-KEY': KEY });
    expect(upstream.received[0]?.headers['idempotency-key']).toBe(KEY);
  });

  it.each([
    ['missing', {}, /must have required property 'idempotency-key'/],
    ['too short', { 'idempotency-key': 'short' }, /fewer than 8|pattern/],
    ['off its pattern', { 'idempotency-key': 'not a key, spaces!' }, /pattern/],
    ['too long', { 'idempotency-key': 'k'.repeat(129) }, /pattern|more than 128/],
  ])(
    '%s: 400 naming the header, as any validation error, and nothing reaches the platform',
    async (_, headers, why) => {
      const res = await executeSwap(headers);
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body).toEqual({
        message: expect.stringContaining('headers/idempotency-key'),
        code: 'VALIDATION',
        details: [{ field: 'headers/idempotency-key', message: expect.stringMatching(why) }],
      });
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(upstream.received).toHaveLength(0);
    },
  );

  it('is checked after CSRF: a cross-site call without it is refused for CSRF, not for the header', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/account/api/wallets/swaps',
      headers: { accept: 'application/json' },
      payload: { quote_id: '1' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'CSRF' });
    expect(upstream.received).toHaveLength(0);
  });

  it('never goes with an operation that does not declare it', async () => {
    upstream.answer((_request, response) => json(response, 200, []));
    const res = await app.inject({
      method: 'GET',
      url: '/account/api/notification',
      headers: { ...API_HEADERS, 'idempotency-key': KEY },
    });
    expect(res.statusCode).toBe(200);
    expect(upstream.received[0]?.headers['idempotency-key']).toBeUndefined();
  });

  it('goes again with the replay after a renewal (the same movement), but not with the refresh call', async () => {
    let swaps = 0;
    upstream.answer((request, response) => {
      if (request.url === '/auth/sign-in') {
        json(
          response,
          200,
          { user: memberUser, token: 'access-1', two_factor_needed: false },
          { 'set-cookie': 'refresh_token=refresh-1; HttpOnly' },
        );
      } else if (request.url === '/auth/refresh-token') {
        json(response, 200, { token: 'access-2' }, { 'set-cookie': 'refresh_token=refresh-2; HttpOnly' });
      } else if (swaps++ === 0) {
        json(response, 401, { message: 'Authentication required', code: 'UNAUTHORIZED' });
      } else {
        json(response, 422, insufficientFunds);
      }
    });
    const { cookie } = await signIn(app, 'demo-member');
    upstream.received.length = 0;

    const res = await app.inject({
      method: 'POST',
      url: '/account/api/wallets/swaps',
      headers: { ...withSession(cookie, STATE_HEADERS), 'idempotency-key': KEY },
      payload: { quote_id: '1' },
    });

    expect(res.statusCode, res.body).toBe(422);
    expect(upstream.received.map((r) => [r.url, r.headers.authorization, r.headers['idempotency-key']])).toEqual([
      ['/wallets/swaps', 'Bearer access-1', KEY],
      ['/auth/refresh-token', undefined, undefined],
      ['/wallets/swaps', 'Bearer access-2', KEY],
    ]);
  });
});
