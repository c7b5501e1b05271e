/**
 * Step-up for administrators: with the `admin-two-factor` setting on, an administrator without two-factor
 * authentication uses no administrator operation; and a sensitive operation needs the password or a two-factor code
 * entered in the calling sign-in within 5 minutes (sign-in, or `stepUp`), whose wrong answers are counted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../src/modules/auth/two-factor/totp.ts';
import { DEMO_TOTP_SECRET } from '../src/seed.ts';
import { testClock } from './auth-helpers.ts';
import { bearer, buildTestApp, capturedLog, userId, type TestApp } from './helper.ts';
import { createMember, idempotencyKey, randomHash, TRON_ADDRESS, TX_PASSWORD } from './ledger-helpers.ts';

type Headers = Record<string, string>;
const PASSWORD = 'Demo-Password-1';
const ADMIN_SECRET = 'KRSXG5CTMVRXEZLU';
/** Just past the window of a step-up. */
const STALE_SECONDS = 5 * 60 + 1;

// Real time, moved on by whole TOTP steps, so that each code is a new one.
const clock = testClock(new Date());

describe('step-up for administrators', () => {
  let t: TestApp;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload && { payload }) });
  const stepUp = (headers: Headers, payload: object) => call('POST', '/auth/step-up', headers, payload);
  /** Signs in as the demo accounts do, through the API: the sign-in itself is a step-up. */
  const signIn = async (login: string, extra: object = {}) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/sign-in',
      payload: { login, password: PASSWORD, ...extra },
    });
    expect(res.statusCode, res.body).toBe(200);
    return { authorization: `Bearer ${res.json<{ token: string }>().token}` };
  };
  // The clock moves on past the access tokens' lifetime: each call takes a new sign-in.
  const admin = () => bearer(t.app, t.db, 'demo-admin');
  const pendingCount = async () =>
    (await call('GET', '/admin/requests?status=pending', await admin())).json().total as number;

  beforeAll(async () => {
    t = await buildTestApp({ config: { now: clock.now } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('records the time of the sign-in as its step-up', async () => {
    await signIn('demo-admin');
    const row = await t.db
      .selectFrom('refresh_token_families')
      .select(['stepped_up_at', 'created_at'])
      .where('user_id', '=', await userId(t.db, 'demo-admin'))
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(row.stepped_up_at).toBe(clock.now().toISOString());
  });

  it('refuses a sensitive operation after 5 minutes, until a step-up with the password', async () => {
    const member = await createMember(t.db);
    const headers = await signIn('demo-admin');
    clock.advance(STALE_SECONDS);
    const before = await pendingCount();
    const refused = await call('PUT', `/admin/users/${member.uid}/admin`, headers, { admin: true });
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'STEP_UP_REQUIRED' });
    expect(await pendingCount()).toBe(before);

    const stepped = await stepUp(headers, { password: PASSWORD });
    expect(stepped.statusCode, stepped.body).toBe(200);
    expect(stepped.json()).toEqual({
      stepped_up_at: clock.now().toISOString(),
      valid_until: new Date(clock.now().getTime() + 300_000).toISOString(),
    });
    const proposed = await call('PUT', `/admin/users/${member.uid}/admin`, headers, { admin: true });
    expect(proposed.statusCode, proposed.body).toBe(202);
  });

  it('steps up one sign-in only: another sign-in of the same administrator still asks', async () => {
    const member = await createMember(t.db);
    const first = await signIn('demo-admin');
    const second = await signIn('demo-admin');
    clock.advance(STALE_SECONDS);
    expect((await stepUp(first, { password: PASSWORD })).statusCode).toBe(200);
    const other = await call('PUT', `/admin/users/${member.uid}/admin`, second, { admin: true });
    expect(other.json()).toMatchObject({ code: 'STEP_UP_REQUIRED' });
    expect((await call('PUT', `/admin/users/${member.uid}/admin`, first, { admin: true })).statusCode).toBe(202);
  });

  it('steps up with a two-factor code, each good once; a member without 2FA cannot give one', async () => {
    const headers = await signIn('demo-2fa', { token: await totpCode(DEMO_TOTP_SECRET, clock.now().getTime() / 1000) });
    clock.advance(STALE_SECONDS);
    const code = await totpCode(DEMO_TOTP_SECRET, clock.now().getTime() / 1000);
    expect((await stepUp(headers, { code })).statusCode).toBe(200);
    expect((await stepUp(headers, { code })).json()).toMatchObject({ code: 'TWO_FACTOR_INVALID' });
    const member = await bearer(t.app, t.db, 'demo-member');
    expect((await stepUp(member, { code: '123456' })).json()).toMatchObject({ code: 'TWO_FACTOR_NOT_ENABLED' });
  });

  it('takes exactly one proof', async () => {
    const both = await stepUp(await admin(), { password: PASSWORD, code: '123456' });
    expect(both.statusCode).toBe(400);
    expect((await stepUp(await admin(), {})).statusCode).toBe(400);
    expect((await call('POST', '/auth/step-up', {}, { password: PASSWORD })).statusCode).toBe(401);
  });

  it('counts wrong passwords with the other checks of the login password: five, and even the right one waits', async () => {
    const { username } = await createMember(t.db);
    const headers = await bearer(t.app, t.db, username);
    for (let i = 0; i < 5; i += 1) {
      const wrong = await stepUp(headers, { password: `Wrong-Guess-${i}` });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json()).toMatchObject({ code: 'PASSWORD_INVALID' });
    }
    expect((await stepUp(headers, { password: 'unused' })).statusCode).toBe(429);
    // The same count guards the other proofs of the login password.
    expect((await call('POST', '/user/two-factor/setup', headers, { password: 'unused' })).statusCode).toBe(429);
  });

  it('writes neither the password nor the code to the log', async () => {
    const captured = capturedLog();
    const app = await t.appWith({ config: { now: clock.now, logLevel: 'trace' }, logStream: captured.stream });
    try {
      const headers = await bearer(app, t.db, 'demo-admin2');
      await app.inject({ method: 'POST', url: '/auth/step-up', headers, payload: { password: 'Logged-Guess-77' } });
      await app.inject({ method: 'POST', url: '/auth/step-up', headers, payload: { code: '918273' } });
      await app.inject({ method: 'POST', url: '/auth/step-up', headers, payload: { password: PASSWORD } });
      expect(captured.text()).not.toMatch(/Logged-Guess-77|918273|Demo-Password-1/);
      expect(captured.text()).toContain('/auth/step-up');
    } finally {
      await app.close();
    }
  });

  it('asks for a step-up to approve a request, and not to reject one', async () => {
    const member = await createMember(t.db);
    const fresh = await signIn('demo-admin');
    const { id } = (await call('PUT', `/admin/users/${member.uid}/admin`, fresh, { admin: true })).json();
    const approver = await signIn('demo-admin2');
    clock.advance(STALE_SECONDS);
    const refused = await call('POST', `/admin/requests/${id}/approve`, approver);
    expect(refused.json()).toMatchObject({ code: 'STEP_UP_REQUIRED' });
    expect((await stepUp(approver, { password: PASSWORD })).statusCode).toBe(200);
    expect((await call('POST', `/admin/requests/${id}/approve`, approver)).json()).toMatchObject({
      status: 'approved',
    });
  });

  it("asks for one to change another administrator's status or 2FA, not a member's", async () => {
    const other = await createMember(t.db, { admin: true, totpSecret: ADMIN_SECRET });
    const member = await createMember(t.db);
    const headers = await signIn('demo-admin');
    clock.advance(STALE_SECONDS);
    for (const [method, url, payload] of [
      ['PUT', `/admin/users/${other.uid}/active`, { active: true }],
      ['PUT', `/admin/users/${other.uid}/active`, { active: false }],
      ['POST', `/admin/users/${other.uid}/reset-2fa`, undefined],
    ] as const)
      expect((await call(method, url, headers, payload)).json(), url).toMatchObject({ code: 'STEP_UP_REQUIRED' });
    // Reading is no sensitive operation, nor is changing a member's account.
    expect((await call('GET', '/admin/users', headers)).statusCode).toBe(200);
    expect((await call('PUT', `/admin/users/${member.uid}/active`, headers, { active: false })).statusCode).toBe(200);
    expect((await call('POST', `/admin/users/${member.uid}/reset-2fa`, headers)).statusCode).toBe(200);
  });

  it('asks for one to weaken a money control, not to tighten it', async () => {
    const headers = await signIn('demo-admin');
    clock.advance(STALE_SECONDS);
    const current = (await call('GET', '/setting/deposit-approval', headers)).json<{ threshold_usd: string }>();
    const higher = await call('PUT', '/setting/deposit-approval', headers, { threshold_usd: '999999999.00' });
    expect(higher.json()).toMatchObject({ code: 'STEP_UP_REQUIRED' });
    const same = await call('PUT', '/setting/deposit-approval', headers, current);
    expect(same.statusCode, same.body).toBe(200);
  });

  it('asks for one to approve a deposit above the threshold; the same Idempotency-Key then succeeds', async () => {
    const member = await createMember(t.db);
    const reported = await call(
      'POST',
      '/admin/deposits',
      { ...(await admin()), ...idempotencyKey() },
      {
        username: member.username,
        asset: 'USDT',
        amount: '150000',
        tx_hash: randomHash(),
        confirmations: 1000,
      },
    );
    expect(reported.json(), reported.body).toMatchObject({ state: 'pending_approval' });
    const approver = await signIn('demo-admin2');
    clock.advance(STALE_SECONDS);
    const key = idempotencyKey();
    const url = `/admin/deposits/${reported.json().id}/approve`;
    expect((await call('POST', url, { ...approver, ...key })).json()).toMatchObject({ code: 'STEP_UP_REQUIRED' });
    expect((await stepUp(approver, { password: PASSWORD })).statusCode).toBe(200);
    // Not a replay of the refusal: a step-up is about who calls, not what the call asks.
    expect((await call('POST', url, { ...approver, ...key })).json()).toMatchObject({ state: 'credited' });
  });

  it('asks for one to approve a withdrawal above the second-approval threshold, not a small one', async () => {
    const placed = async (amount: string) => {
      const member = await createMember(t.db);
      await call(
        'POST',
        '/admin/deposits',
        // Funded by another administrator: the one who credits a member does not decide its withdrawals.
        { ...(await bearer(t.app, t.db, 'demo-admin2')), ...idempotencyKey() },
        {
          username: member.username,
          asset: 'USDT',
          amount: '20000',
          tx_hash: randomHash(),
          confirmations: 1000,
        },
      );
      const res = await call(
        'POST',
        '/wallets/withdrawals',
        {
          ...(await bearer(t.app, t.db, member.username)),
          ...idempotencyKey(),
        },
        { asset: 'USDT', address: TRON_ADDRESS, transaction_password: TX_PASSWORD, amount },
      );
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ id: string; needs_second_approval: boolean }>();
    };
    const large = await placed('12000');
    expect(large.needs_second_approval).toBe(true);
    const small = await placed('25');
    const headers = await signIn('demo-admin');
    clock.advance(STALE_SECONDS);
    const approve = (id: string, body: object) =>
      call('POST', `/admin/withdrawals/${id}/approve`, { ...headers, ...idempotencyKey() }, body);
    expect((await approve(large.id, {})).json()).toMatchObject({ code: 'STEP_UP_REQUIRED' });
    expect((await approve(small.id, { tx_hash: randomHash() })).json()).toMatchObject({ status: 'sent' });
  });
});

describe('two-factor authentication required of administrators', () => {
  let t: TestApp;
  let admin: Headers;
  let withTwoFactor: Headers;
  let otherWithTwoFactor: Headers;
  const call = (method: 'GET' | 'PUT', url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload && { payload }) });

  beforeAll(async () => {
    // The demo seed's own choice, not the test fixture's.
    t = await buildTestApp({ config: { now: clock.now }, adminTwoFactorRequired: true });
    admin = await bearer(t.app, t.db, 'demo-admin');
    withTwoFactor = await bearer(
      t.app,
      t.db,
      (await createMember(t.db, { admin: true, totpSecret: ADMIN_SECRET })).username,
    );
    otherWithTwoFactor = await bearer(
      t.app,
      t.db,
      (await createMember(t.db, { admin: true, totpSecret: ADMIN_SECRET })).username,
    );
  });
  afterAll(async () => {
    await t.close();
  });

  it('is off in the demo data: an administrator without 2FA uses the admin operations', async () => {
    expect((await call('GET', '/setting/admin-two-factor', admin)).json()).toEqual({ required: false });
    expect((await call('GET', '/admin/users', admin)).statusCode).toBe(200);
  });

  it('turned on, applies at once and refuses administrators without 2FA, on every admin operation', async () => {
    const on = await call('PUT', '/setting/admin-two-factor', admin, { required: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toEqual({ required: true });
    for (const url of ['/admin/users', '/setting/admin-two-factor', '/admin/requests', '/admin/audit']) {
      const refused = await call('GET', url, admin);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toMatchObject({
        code: 'ADMIN_TWO_FACTOR_REQUIRED',
        message: expect.stringMatching(/two-factor authentication in their security settings/),
      });
    }
    const saved = await call('PUT', '/setting/admin-two-factor', admin, { required: false });
    expect(saved.json()).toMatchObject({ code: 'ADMIN_TWO_FACTOR_REQUIRED' });
    // Member operations stay open, turning 2FA on among them; a member is still told only FORBIDDEN.
    expect((await call('GET', '/user/security', admin)).statusCode).toBe(200);
    const setup = await t.app.inject({
      method: 'POST',
      url: '/user/two-factor/setup',
      headers: admin,
      payload: { password: PASSWORD },
    });
    expect(setup.statusCode, setup.body).toBe(200);
    const member = await bearer(t.app, t.db, 'demo-member');
    expect((await call('GET', '/admin/users', member)).json()).toMatchObject({ code: 'FORBIDDEN' });
    expect((await call('GET', '/admin/users', withTwoFactor)).statusCode).toBe(200);
  });

  it('turned off, waits for a second administrator (four eyes), audited', async () => {
    const off = await call('PUT', '/setting/admin-two-factor', withTwoFactor, { required: false });
    expect(off.statusCode, off.body).toBe(202);
    expect(off.json()).toMatchObject({
      kind: 'setting.admin-two-factor',
      subject: 'admin-two-factor',
      before: { required: true },
      after: { required: false },
      status: 'pending',
    });
    expect((await call('GET', '/admin/users', admin)).statusCode).toBe(403);
    const approved = await t.app.inject({
      method: 'POST',
      url: `/admin/requests/${off.json().id}/approve`,
      headers: otherWithTwoFactor,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await call('GET', '/admin/users', admin)).statusCode).toBe(200);
    const trail = (await call('GET', '/admin/audit?action=setting.update', admin)).json().items;
    expect(trail[0]).toMatchObject({
      subject: 'admin-two-factor',
      before: { required: true },
      after: { required: false },
    });
  });

  it('the migration turns it on for a database without the demo data', async () => {
    const bare = await buildTestApp({ seed: false, adminTwoFactorRequired: true });
    try {
      const row = await bare.db
        .selectFrom('settings')
        .select('document')
        .where('key', '=', 'admin-two-factor')
        .executeTakeFirstOrThrow();
      expect(JSON.parse(row.document)).toEqual({ required: true });
    } finally {
      await bare.close();
    }
  });
});
