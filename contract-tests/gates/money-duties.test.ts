/**
 * Separation of duties in money, through the BFF as an administrator would try to break it (issue 18, finding 7):
 * demo-admin can neither decide a withdrawal of its own nor credit a deposit
 * to itself; and the Idempotency-Key of one operation cannot be replayed on another (422), while two users'
 * keys never meet. The fuzzer has changed the configuration and the assets by then: these calls rest on none of
 * it but the seeded pending withdrawal of demo-admin and an asset of their own.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { closeAgents, type HttpAnswer } from '../lib/http-client.ts';
import { expectLedgerBalanced, signIn, type BrowserClient } from './support.ts';

const { bffUrl } = inject('gatesHarness');
const ASSET = 'DUTY';
let admin: BrowserClient;
let member: BrowserClient;

function post(client: BrowserClient, path: string, body?: object, key: string = randomUUID()): Promise<HttpAnswer> {
  return client.call({
    method: 'POST',
    path,
    ...(body && { body: JSON.stringify(body) }),
    headers: { 'idempotency-key': key },
  });
}

const json = <T = Record<string, unknown>>(answer: HttpAnswer): T => JSON.parse(answer.text) as T;

async function wallet(client: BrowserClient, asset: string): Promise<{ balance: string; held: string } | undefined> {
  const answer = await client.call({ method: 'GET', path: '/wallets' });
  expect(answer.status, answer.text).toBe(200);
  return json<{ items: { asset: string; balance: string; held: string }[] }>(answer).items.find(
    (item) => item.asset === asset,
  );
}

/** demo-admin's own request the seed left pending: no other administrator exists to decide it. */
async function ownPendingWithdrawal(): Promise<string> {
  const answer = await admin.call({ method: 'GET', path: '/wallets/withdrawals?status=pending' });
  expect(answer.status, answer.text).toBe(200);
  const [own] = json<{ items: { id: string }[] }>(answer).items;
  expect(own, 'demo-admin has no pending withdrawal of its own').toBeDefined();
  return own!.id;
}

describe('separation of duties in money', () => {
  beforeAll(async () => {
    admin = (await signIn(bffUrl, 'admin')).client;
    member = (await signIn(bffUrl, 'member')).client;
    const asset = await admin.call({
      method: 'PUT',
      path: `/admin/assets/${ASSET}`,
      body: JSON.stringify({
        name: 'Separation of duties',
        network: 'ethereum',
        decimals: 8,
        usd_price: '1.00',
        price_source: 'admin',
        deposit_enabled: true,
        withdraw_enabled: false,
        swap_enabled: false,
        icon: null,
      }),
    });
    expect([200, 201], asset.text).toContain(asset.status);
  });
  afterAll(async () => {
    await expectLedgerBalanced(bffUrl, 'the separation-of-duties gates');
    closeAgents();
  });

  it('lets no administrator decide a withdrawal from their own account', async () => {
    const id = await ownPendingWithdrawal();
    for (const [action, body] of [
      ['approve', { tx_hash: randomBytes(32).toString('hex') }],
      ['reject', { reason: 'Deciding my own request.' }],
    ] as const) {
      const answer = await post(admin, `/admin/withdrawals/${id}/${action}`, body);
      expect(answer.status, `${action}: ${answer.text}`).toBe(422);
      expect(json(answer)).toMatchObject({ code: 'OWN_ACCOUNT' });
    }
    expect(await ownPendingWithdrawal()).toBe(id);
  });

  it('never credits a deposit an administrator records to their own account', async () => {
    const before = await wallet(admin, ASSET);
    const recorded = await post(admin, '/admin/deposits', {
      username: 'demo-admin',
      asset: ASSET,
      amount: '1000',
      tx_hash: randomBytes(32).toString('hex'),
      confirmations: 100,
    });
    expect(recorded.status, recorded.text).toBe(201);
    expect(json(recorded)).toMatchObject({
      status: 'pending',
      state: 'pending_approval',
      approval_reason: 'own_account',
    });
    const approved = await post(admin, `/admin/deposits/${json<{ id: string }>(recorded).id}/approve`);
    expect(approved.status, approved.text).toBe(422);
    expect(json(approved)).toMatchObject({ code: 'SECOND_APPROVER_REQUIRED' });
    expect((await wallet(admin, ASSET))?.balance ?? '0.00000000').toBe(before?.balance ?? '0.00000000');
  });

  it('refuses one Idempotency-Key on two operations (422) and keeps two users’ keys apart', async () => {
    const key = randomUUID();
    const first = await post(
      admin,
      `/admin/withdrawals/${await ownPendingWithdrawal()}/reject`,
      {
        reason: 'Deciding my own request.',
      },
      key,
    );
    expect(json(first)).toMatchObject({ code: 'OWN_ACCOUNT' });
    const reused = await post(admin, '/admin/deposits/999999999/approve', undefined, key);
    expect(reused.status, reused.text).toBe(422);
    expect(json(reused)).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    // The member's call under the same key is a call of its own: answered, then replayed, never refused as reused.
    const body = { quote_id: '999999999' };
    const theirs = await post(member, '/wallets/swaps', body, key);
    expect(theirs.status, theirs.text).toBe(404);
    const replayed = await post(member, '/wallets/swaps', body, key);
    expect([replayed.status, replayed.text]).toEqual([theirs.status, theirs.text]);
  });
});
