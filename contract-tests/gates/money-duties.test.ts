/**
 * Separation of duties in money, through the BFF as an administrator would try to break it (issue 18, finding 7):
 * demo-admin, the only administrator of the demo, can neither decide a withdrawal of its own nor credit a deposit
 * to itself; and the Idempotency-Key of one operation cannot be replayed on another (422), while two users'
 * keys never meet. The books balance afterwards.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { closeAgents, type HttpAnswer } from '../lib/http-client.ts';
import { expectLedgerBalanced, signIn, type BrowserClient } from './support.ts';

const { bffUrl } = inject('gatesHarness');
// A valid Tron address nobody owns (the secp256k1 generator point's), as the demo seed uses.
const DESTINATION = 'TMVQGm1qAQYVdetCeGRRkTWYYrLXuHK2HC';
let admin: BrowserClient;
let member: BrowserClient;

function money(client: BrowserClient, path: string, body: object, key: string = randomUUID()): Promise<HttpAnswer> {
  return client.call({ method: 'POST', path, body: JSON.stringify(body), headers: { 'idempotency-key': key } });
}

const json = <T = Record<string, unknown>>(answer: HttpAnswer): T => JSON.parse(answer.text) as T;

async function usdt(client: BrowserClient): Promise<{ balance: string; held: string }> {
  const answer = await client.call({ method: 'GET', path: '/wallets' });
  return json<{ items: { asset: string; balance: string; held: string }[] }>(answer).items.find(
    (wallet) => wallet.asset === 'USDT',
  )!;
}

describe('separation of duties in money', () => {
  beforeAll(async () => {
    admin = (await signIn(bffUrl, 'admin')).client;
    member = (await signIn(bffUrl, 'member')).client;
  });
  afterAll(async () => {
    await expectLedgerBalanced(bffUrl, 'the separation-of-duties gates');
    closeAgents();
  });

  it('lets no administrator decide a withdrawal from their own account', async () => {
    const requested = await money(admin, '/wallets/withdrawals', {
      asset: 'USDT',
      address: DESTINATION,
      amount: '20',
      transaction_password: 'Demo-Tx-1',
    });
    expect(requested.status, requested.text).toBe(201);
    const { id } = json<{ id: string }>(requested);
    const held = await usdt(admin);
    for (const [action, body] of [
      ['approve', { tx_hash: randomBytes(32).toString('hex') }],
      ['reject', { reason: 'Deciding my own request.' }],
    ] as const) {
      const answer = await money(admin, `/admin/withdrawals/${id}/${action}`, body);
      expect(answer.status, `${action}: ${answer.text}`).toBe(403);
      expect(json(answer)).toMatchObject({ code: 'OWN_ACCOUNT' });
    }
    expect(await usdt(admin)).toEqual(held);
  });

  it('never credits a deposit an administrator records to their own account', async () => {
    const before = await usdt(admin);
    const recorded = await money(admin, '/admin/deposits', {
      username: 'demo-admin',
      asset: 'USDT',
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
    const approved = await money(admin, `/admin/deposits/${json<{ id: string }>(recorded).id}/approve`, {});
    expect(approved.status, approved.text).toBe(422);
    expect(json(approved)).toMatchObject({ code: 'SECOND_APPROVER_REQUIRED' });
    expect(await usdt(admin)).toEqual(before);
  });

  it('refuses one Idempotency-Key on two operations (422) and keeps two users’ keys apart', async () => {
    const key = randomUUID();
    const quote = await member.call({
      method: 'POST',
      path: '/wallets/swap-quotes',
      body: JSON.stringify({ from: 'USDT', to: 'KNT', amount: '10' }),
    });
    expect(quote.status, quote.text).toBe(201);
    const swapped = await money(member, '/wallets/swaps', { quote_id: json<{ id: string }>(quote).id }, key);
    expect(swapped.status, swapped.text).toBe(201);
    const withdrawal = { asset: 'USDT', address: DESTINATION, amount: '20', transaction_password: 'Demo-Tx-1' };
    const reused = await money(member, '/wallets/withdrawals', withdrawal, key);
    expect(reused.status, reused.text).toBe(422);
    expect(json(reused)).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    const theirs = await money(admin, '/wallets/withdrawals', withdrawal, key);
    expect(theirs.status, theirs.text).toBe(201);
    expect(json(theirs)).toMatchObject({ username: 'demo-admin', status: 'pending' });
  });
});
