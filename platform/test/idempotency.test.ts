import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testClock } from './auth-helpers.ts';
import { bearer, buildTestApp, type TestApp } from './helper.ts';
import { createMember, deposit, expectLedgerBalanced, TRON_ADDRESS, TX_PASSWORD, wallets } from './ledger-helpers.ts';

const clock = testClock(new Date());

function withdraw(app: FastifyInstance, headers: Record<string, string>, key: string | undefined, amount = '30') {
  return app.inject({
    method: 'POST',
    url: '/wallets/withdrawals',
    headers: { ...headers, ...(key !== undefined && { 'idempotency-key': key }) },
    payload: { asset: 'USDT', address: TRON_ADDRESS, amount, transaction_password: TX_PASSWORD },
  });
}

describe('Idempotency-Key', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await buildTestApp({ config: { now: clock.now } });
    admin = await bearer(t.app, t.db, 'demo-admin');
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(async () => {
    await expectLedgerBalanced(t.db);
  });

  async function funded() {
    const member = await createMember(t.db);
    await deposit(t.app, admin, member.username, 'USDT', '100');
    return { member, headers: await bearer(t.app, t.db, member.username) };
  }

  it('is required and well formed on every money-moving call (400 naming the header)', async () => {
    const { headers } = await funded();
    const missing = await withdraw(t.app, headers, undefined);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'VALIDATION', details: [{ field: 'headers/idempotency-key' }] });
    const malformed = await withdraw(t.app, headers, 'short');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().details[0].field).toBe('headers/idempotency-key');
    for (const [url, payload] of [
      ['/wallets/swaps', { quote_id: '1' }],
      [
        '/admin/deposits',
        { username: 'demo-member', asset: 'USDT', amount: '1', tx_hash: 'a'.repeat(64), confirmations: 1 },
      ],
      ['/admin/withdrawals/1/approve', {}],
      ['/admin/withdrawals/1/reject', { reason: 'Because.' }],
    ] as const) {
      const res = await t.app.inject({ method: 'POST', url, headers: admin, payload });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().details[0].field, url).toBe('headers/idempotency-key');
    }
  });

  it('replays the first answer to a retry with the same key and body, moving the money once', async () => {
    const { headers } = await funded();
    const first = await withdraw(t.app, headers, 'retry-key-0001');
    expect(first.statusCode).toBe(201);
    const retry = await withdraw(t.app, headers, 'retry-key-0001');
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect((await wallets(t.app, headers)).USDT!.held).toBe('31.000000');
    // Keys are per user: another member's identical key is a call of its own.
    const other = await funded();
    expect((await withdraw(t.app, other.headers, 'retry-key-0001')).json().id).not.toBe(first.json().id);
  });

  it('executes once when the same call arrives many times at once', async () => {
    const { headers } = await funded();
    const answers = await Promise.all(Array.from({ length: 10 }, () => withdraw(t.app, headers, 'concurrent-key-1')));
    const created = answers.filter((answer) => answer.statusCode === 201);
    const inProgress = answers.filter((answer) => answer.statusCode === 409);
    expect(created.length + inProgress.length).toBe(10);
    expect(new Set(created.map((answer) => answer.json().id)).size).toBe(1);
    for (const answer of inProgress) expect(answer.json()).toMatchObject({ code: 'IDEMPOTENCY_IN_PROGRESS' });
    expect((await wallets(t.app, headers)).USDT!.held).toBe('31.000000');
    expect((await withdraw(t.app, headers, 'concurrent-key-1')).json().id).toBe(created[0]!.json().id);
  });

  it('answers 422 IDEMPOTENCY_KEY_REUSED to the same key with another body', async () => {
    const { headers } = await funded();
    expect((await withdraw(t.app, headers, 'reused-key-0001', '30')).statusCode).toBe(201);
    const other = await withdraw(t.app, headers, 'reused-key-0001', '31');
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({
      message: 'This Idempotency-Key was already used with another request.',
      code: 'IDEMPOTENCY_KEY_REUSED',
    });
  });

  it('answers 409 while the first call runs, and lets a retry take over a claim abandoned for a minute', async () => {
    const { member, headers } = await funded();
    const body = await withdraw(t.app, headers, 'probe-key-00001');
    const { request_hash: hash } = await t.db
      .selectFrom('idempotency_keys')
      .select('request_hash')
      .where('user_id', '=', member.id)
      .where('key', '=', 'probe-key-00001')
      .executeTakeFirstOrThrow();
    expect(body.statusCode).toBe(201);
    // A claim as a call still running (or whose process died) leaves it: same request, no answer yet.
    await t.db
      .insertInto('idempotency_keys')
      .values({
        user_id: member.id,
        key: 'running-key-0001',
        request_hash: hash,
        status: 'running',
        claim_token: 'elsewhere',
        response_status: null,
        response_body: null,
        created_at: clock.now().toISOString(),
        updated_at: clock.now().toISOString(),
      })
      .execute();
    // The stored hash is of the probe's path and body, which this call repeats.
    const running = await withdraw(t.app, headers, 'running-key-0001');
    expect(running.statusCode).toBe(409);
    expect(running.json()).toMatchObject({ code: 'IDEMPOTENCY_IN_PROGRESS' });
    clock.advance(61);
    const fresh = await bearer(t.app, t.db, member.username);
    admin = await bearer(t.app, t.db, 'demo-admin');
    const takenOver = await withdraw(t.app, fresh, 'running-key-0001');
    expect(takenOver.statusCode).toBe(201);
    expect((await wallets(t.app, fresh)).USDT!.held).toBe('62.000000');
  });

  it('stores a refusal and replays it, but releases the key after an unexpected failure', async () => {
    const { member, headers } = await funded();
    const refused = await withdraw(t.app, headers, 'refused-key-0001', '1000');
    expect(refused.statusCode).toBe(422);
    // Enough money now: the same key still answers what it answered.
    await deposit(t.app, admin, member.username, 'USDT', '5000');
    const replayed = await withdraw(t.app, headers, 'refused-key-0001', '1000');
    expect(replayed.statusCode).toBe(422);
    expect(replayed.json()).toEqual(refused.json());

    const broken = await t.appWith({ config: { now: clock.now } });
    try {
      await t.db.schema.alterTable('withdrawal_events').renameTo('withdrawal_events_away').execute();
      const failed = await withdraw(broken, headers, 'failing-key-0001');
      expect(failed.statusCode).toBe(500);
    } finally {
      await t.db.schema.alterTable('withdrawal_events_away').renameTo('withdrawal_events').execute();
      await broken.close();
    }
    const retried = await withdraw(t.app, headers, 'failing-key-0001');
    expect(retried.statusCode).toBe(201);
    expect((await wallets(t.app, headers)).USDT!.held).toBe('31.000000');
  });
});
