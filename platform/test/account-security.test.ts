import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/modules/auth/passwords/passwords.ts';
import { totpCode } from '../src/modules/auth/two-factor/totp.ts';
import { refreshCookie, signIn, testClock } from './auth-helpers.ts';
import { buildTestApp, fromBff, capturedLog, type TestApp } from './helper.ts';
import { createMember } from './ledger-helpers.ts';

const PASSWORD = 'Security-Test-Password-1';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

// The platform's clock starts at the real time and moves on by whole TOTP steps, so each code is a new one.
const clock = testClock(new Date());

interface SignedIn {
  headers: { authorization: string };
  refresh: string;
}

describe('account security', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ config: { now: clock.now } });
  });
  afterAll(async () => {
    await t.close();
  });

  /** A member of its own with a real password and no transaction password, so tests do not share limits. */
  async function member(options: { transactionPassword?: boolean } = {}) {
    const created = await createMember(t.db, { transactionPassword: options.transactionPassword ?? false });
    await t.db
      .updateTable('users')
      .set({ password_hash: await hashPassword(PASSWORD, t.app.config.passwordHashMemoryKib) })
      .where('id', '=', created.id)
      .execute();
    return created;
  }

  async function signInAs(username: string, userAgent = FIREFOX, ip = '203.0.113.7'): Promise<SignedIn> {
    const res = await signIn(
      t.app,
      { login: username, password: PASSWORD },
      { 'user-agent': userAgent, ...fromBff(ip) },
    );
    expect(res.statusCode, res.body).toBe(200);
    return { headers: { authorization: `Bearer ${res.json().token}` }, refresh: refreshCookie(res)!.value };
  }

  const call = (
    session: SignedIn,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ): Promise<LightMyRequestResponse> => t.app.inject({ method, url, headers: session.headers, payload });

  const whoAmI = (session: SignedIn) => call(session, 'GET', '/user/information');
  const renew = (session: SignedIn) =>
    t.app.inject({ method: 'POST', url: '/auth/refresh-token', cookies: { refresh_token: session.refresh } });

  /** Lets time pass for a session, which renews its access token as the BFF would. */
  async function later(session: SignedIn, seconds: number): Promise<void> {
    clock.advance(seconds);
    const renewed = await renew(session);
    expect(renewed.statusCode, renewed.body).toBe(200);
    session.headers = { authorization: `Bearer ${renewed.json().token}` };
    session.refresh = refreshCookie(renewed)!.value;
  }

  async function codeFor(secret: string): Promise<string> {
    clock.advance(30);
    return totpCode(secret, Math.floor(clock.now().getTime() / 1000));
  }

  /** Turns 2FA on for the session's member: the secret and the recovery codes. */
  async function enable2fa(session: SignedIn): Promise<{ secret: string; codes: string[] }> {
    const setup = await call(session, 'POST', '/user/two-factor/setup', { password: PASSWORD });
    expect(setup.statusCode, setup.body).toBe(200);
    const { secret } = setup.json<{ secret: string }>();
    const enabled = await call(session, 'POST', '/user/two-factor', { code: await codeFor(secret) });
    expect(enabled.statusCode, enabled.body).toBe(200);
    return { secret, codes: enabled.json<{ recovery_codes: string[] }>().recovery_codes };
  }

  describe('changing the password', () => {
    it('ends every other sign-in and keeps this one', async () => {
      const { username } = await member();
      const here = await signInAs(username);
      const other = await signInAs(username, IPHONE);
      const res = await call(here, 'POST', '/user/password', {
        current_password: PASSWORD,
        password: 'A-Brand-New-Password-2',
        repeat_password: 'A-Brand-New-Password-2',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect((await whoAmI(here)).statusCode).toBe(200);
      expect((await renew(here)).statusCode).toBe(200);
      expect((await whoAmI(other)).statusCode).toBe(401);
      expect((await renew(other)).statusCode).toBe(401);
      expect((await signIn(t.app, { login: username, password: PASSWORD })).statusCode).toBe(401);
      expect((await signIn(t.app, { login: username, password: 'A-Brand-New-Password-2' })).statusCode).toBe(200);
    });

    it('refuses a wrong current password (422), then 429 after five', async () => {
      const { username } = await member();
      const here = await signInAs(username);
      const change = (current: string) =>
        call(here, 'POST', '/user/password', {
          current_password: current,
          password: 'Another-Good-Password-3',
          repeat_password: 'Another-Good-Password-3',
        });
      for (let i = 0; i < 5; i++) {
        const wrong = await change('Not-The-Password');
        expect(wrong.statusCode).toBe(422);
        expect(wrong.json()).toMatchObject({ code: 'PASSWORD_INVALID' });
      }
      const limited = await change(PASSWORD);
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBeDefined();
      await later(here, 15 * 60);
      expect((await change(PASSWORD)).statusCode).toBe(200);
    });

    it('applies the sign-up rule to the new password', async () => {
      const here = await signInAs((await member()).username);
      const res = await call(here, 'POST', '/user/password', {
        current_password: PASSWORD,
        password: 'password123',
        repeat_password: 'password123',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().details[0].field).toBe('password');
      const mismatch = await call(here, 'POST', '/user/password', {
        current_password: PASSWORD,
        password: 'Another-Good-Password-3',
        repeat_password: 'Another-Good-Password-4',
      });
      expect(mismatch.statusCode).toBe(400);
      expect(mismatch.json().details[0].field).toBe('repeat_password');
    });
  });

  describe('the transaction password', () => {
    const overview = async (session: SignedIn) => (await call(session, 'GET', '/user/security')).json();
    const setTx = (session: SignedIn, body: object) => call(session, 'PUT', '/user/transaction-password', body);
    const withdrawWith = (session: SignedIn, transactionPassword: string) =>
      t.app.inject({
        method: 'POST',
        url: '/wallets/withdrawals',
        headers: { ...session.headers, 'idempotency-key': crypto.randomUUID() },
        payload: {
          asset: 'USDT',
          address: 'TMVQGm1qAQYVdetCeGRRkTWYYrLXuHK2HC',
          amount: '20',
          transaction_password: transactionPassword,
        },
      });

    it('is set first with the login password, and haveTransactionPassword follows', async () => {
      const here = await signInAs((await member()).username);
      expect((await whoAmI(here)).json().haveTransactionPassword).toBe(false);
      const without = await setTx(here, {
        transaction_password: 'Tx-Pass-One',
        repeat_transaction_password: 'Tx-Pass-One',
      });
      expect(without.statusCode).toBe(422);
      expect(without.json()).toMatchObject({ code: 'PROOF_REQUIRED' });
      const res = await setTx(here, {
        password: PASSWORD,
        transaction_password: 'Tx-Pass-One',
        repeat_transaction_password: 'Tx-Pass-One',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect((await whoAmI(here)).json().haveTransactionPassword).toBe(true);
      expect(await overview(here)).toMatchObject({ have_transaction_password: true, two_factor_enabled: false });
      const row = await t.db
        .selectFrom('users')
        .select('transaction_password_hash')
        .where('username', '=', (await whoAmI(here)).json().username)
        .executeTakeFirstOrThrow();
      expect(row.transaction_password_hash).toMatch(/^\$argon2id\$/);
      // The withdrawal checks the new one: a wrong one is refused on the password, not as not set.
      const wrong = await withdrawWith(here, 'Not-The-Tx-Pass');
      expect(wrong.json()).toMatchObject({ code: 'TRANSACTION_PASSWORD_INVALID' });
    });

    it('is changed with the current one; a wrong one counts with the withdrawal’s and is limited', async () => {
      const here = await signInAs((await member()).username);
      const first = {
        password: PASSWORD,
        transaction_password: 'Tx-Pass-One',
        repeat_transaction_password: 'Tx-Pass-One',
      };
      expect((await setTx(here, first)).statusCode).toBe(200);
      const change = (current: string) =>
        setTx(here, {
          current_transaction_password: current,
          transaction_password: 'Tx-Pass-Two',
          repeat_transaction_password: 'Tx-Pass-Two',
        });
      expect((await change('Tx-Pass-One')).statusCode).toBe(200);
      for (let i = 0; i < 4; i++) {
        const wrong = await change('Tx-Pass-One');
        expect(wrong.statusCode).toBe(422);
        expect(wrong.json()).toMatchObject({ code: 'TRANSACTION_PASSWORD_INVALID' });
      }
      // The fifth wrong guess comes through a withdrawal: one count for the one secret.
      expect((await withdrawWith(here, 'Tx-Pass-One')).json()).toMatchObject({ code: 'TRANSACTION_PASSWORD_INVALID' });
      expect((await change('Tx-Pass-Two')).statusCode).toBe(429);
      await later(here, 15 * 60);
      expect((await change('Tx-Pass-Two')).statusCode).toBe(200);
    });

    it('when forgotten, takes the login password and, with 2FA on, a code', async () => {
      const here = await signInAs((await member()).username);
      const set = { transaction_password: 'Tx-Pass-One', repeat_transaction_password: 'Tx-Pass-One' };
      expect((await setTx(here, { ...set, password: PASSWORD })).statusCode).toBe(200);
      const next = { transaction_password: 'Tx-Pass-Three', repeat_transaction_password: 'Tx-Pass-Three' };
      expect((await setTx(here, next)).json()).toMatchObject({ code: 'PROOF_REQUIRED' });
      expect((await setTx(here, { ...next, password: 'Wrong-Login-Password' })).json()).toMatchObject({
        code: 'PASSWORD_INVALID',
      });
      expect((await setTx(here, { ...next, password: PASSWORD })).statusCode).toBe(200);

      const { secret, codes } = await enable2fa(here);
      const noCode = await setTx(here, { ...set, password: PASSWORD });
      expect(noCode.json()).toMatchObject({ code: 'TWO_FACTOR_REQUIRED' });
      const badCode = await setTx(here, { ...set, password: PASSWORD, two_factor_code: '000000' });
      expect(badCode.json()).toMatchObject({ code: 'TWO_FACTOR_INVALID' });
      const withCode = await setTx(here, { ...set, password: PASSWORD, two_factor_code: await codeFor(secret) });
      expect(withCode.statusCode, withCode.body).toBe(200);
      const withRecovery = await setTx(here, { ...next, password: PASSWORD, two_factor_code: codes[0] });
      expect(withRecovery.statusCode, withRecovery.body).toBe(200);
      expect((await overview(here)).recovery_codes_left).toBe(9);
    });
  });

  describe('two-factor authentication', () => {
    const verify = (pending: string, token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/auth/verify-2fa',
        headers: { authorization: `Bearer ${pending}` },
        payload: { token },
      });
    async function pendingSignIn(username: string): Promise<string> {
      const res = await signIn(t.app, { login: username, password: PASSWORD });
      expect(res.json()).toMatchObject({ two_factor_needed: true });
      return res.json().token as string;
    }

    it('is on only once a first code confirms the new secret', async () => {
      const { username } = await member();
      const here = await signInAs(username);
      // The login password first: a session alone cannot turn it on.
      const guessed = await call(here, 'POST', '/user/two-factor/setup', { password: 'Not-The-Password-1' });
      expect(guessed.statusCode).toBe(422);
      expect(guessed.json()).toMatchObject({ code: 'PASSWORD_INVALID' });
      const setups = t.db
        .selectFrom('two_factor_setups')
        .innerJoin('users', 'users.id', 'two_factor_setups.user_id')
        .where('users.username', '=', username);
      const users = t.db.selectFrom('users').where('users.username', '=', username);
      expect(await setups.select('two_factor_setups.user_id').execute()).toEqual([]);
      const setup = await call(here, 'POST', '/user/two-factor/setup', { password: PASSWORD });
      const { secret, otpauth_url: url } = setup.json<{ secret: string; otpauth_url: string }>();
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(url).toContain(`secret=${secret}`);
      expect(url).toMatch(/^otpauth:\/\/totp\//);
      // Kept sealed, never as the text an authenticator app reads.
      const pendingSecret = (await setups.select('two_factor_setups.secret').executeTakeFirstOrThrow()).secret;
      expect(pendingSecret).toMatch(/^aes256gcm:/);
      expect(pendingSecret).not.toContain(secret);
      // Not on yet: a sign-in needs no code.
      expect((await signIn(t.app, { login: username, password: PASSWORD })).json().two_factor_needed).toBe(false);
      const wrong = await call(here, 'POST', '/user/two-factor', { code: '000000' });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json()).toMatchObject({ code: 'TWO_FACTOR_INVALID' });
      const code = await codeFor(secret);
      const enabled = await call(here, 'POST', '/user/two-factor', { code });
      expect(enabled.statusCode, enabled.body).toBe(200);
      const codes = enabled.json<{ recovery_codes: string[] }>().recovery_codes;
      expect(codes).toHaveLength(10);
      expect(new Set(codes).size).toBe(10);
      // The member's secret is the setup's, still sealed.
      expect((await users.select('users.totp_secret').executeTakeFirstOrThrow()).totp_secret).toBe(pendingSecret);
      // Stored hashed only.
      const stored = await t.db.selectFrom('recovery_codes').select('code_hash').execute();
      expect(stored.map((row) => row.code_hash)).not.toContain(codes[0]);
      expect((await call(here, 'GET', '/user/security')).json()).toMatchObject({
        two_factor_enabled: true,
        recovery_codes_left: 10,
      });
      expect((await signIn(t.app, { login: username, password: PASSWORD })).json().two_factor_needed).toBe(true);
      // The confirming code was used: not good again at sign-in.
      expect((await verify(await pendingSignIn(username), code)).json()).toMatchObject({ code: '2FA_REPLAYED' });
      const again = await call(here, 'POST', '/user/two-factor/setup', { password: PASSWORD });
      expect(again.json()).toMatchObject({ code: 'TWO_FACTOR_ALREADY_ENABLED' });
    });

    it('refuses a setup older than 15 minutes', async () => {
      const here = await signInAs((await member()).username);
      const { secret } = (await call(here, 'POST', '/user/two-factor/setup', { password: PASSWORD })).json<{
        secret: string;
      }>();
      await later(here, 15 * 60);
      const late = await call(here, 'POST', '/user/two-factor', { code: await codeFor(secret) });
      expect(late.json()).toMatchObject({ code: 'TWO_FACTOR_SETUP_MISSING' });
    });

    it('signs in with a recovery code once, in any case and without hyphens', async () => {
      const { username } = await member();
      const { codes } = await enable2fa(await signInAs(username));
      const code = codes[3]!;
      const res = await verify(await pendingSignIn(username), code.toUpperCase().replace(/-/g, ''));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().user.username).toBe(username);
      const again = await verify(await pendingSignIn(username), code);
      expect(again.statusCode).toBe(401);
      expect(again.json()).toMatchObject({ code: 'TWO_FACTOR_INVALID' });
      expect((await verify(await pendingSignIn(username), codes[4]!)).statusCode).toBe(200);
    });

    it('regenerating needs a code and ends the earlier recovery codes', async () => {
      const { username } = await member();
      const here = await signInAs(username);
      const { secret, codes } = await enable2fa(here);
      const withRecovery = await call(here, 'POST', '/user/two-factor/recovery-codes', { code: codes[0] });
      expect(withRecovery.json()).toMatchObject({ code: 'TWO_FACTOR_INVALID' });
      const res = await call(here, 'POST', '/user/two-factor/recovery-codes', { code: await codeFor(secret) });
      expect(res.statusCode, res.body).toBe(200);
      const fresh = res.json<{ recovery_codes: string[] }>().recovery_codes;
      expect(fresh).toHaveLength(10);
      expect(fresh).not.toContain(codes[0]);
      expect((await verify(await pendingSignIn(username), codes[0]!)).statusCode).toBe(401);
      expect((await verify(await pendingSignIn(username), fresh[0]!)).statusCode).toBe(200);
    });

    it('is turned off with a code or a recovery code, not without', async () => {
      const { username } = await member();
      const here = await signInAs(username);
      const first = await enable2fa(here);
      const wrong = await call(here, 'POST', '/user/two-factor/disable', { code: '000000' });
      expect(wrong.json()).toMatchObject({ code: 'TWO_FACTOR_INVALID' });
      expect((await call(here, 'POST', '/user/two-factor/disable', {})).statusCode).toBe(400);
      const off = await call(here, 'POST', '/user/two-factor/disable', { code: await codeFor(first.secret) });
      expect(off.statusCode, off.body).toBe(200);
      expect((await signIn(t.app, { login: username, password: PASSWORD })).json().two_factor_needed).toBe(false);
      expect((await call(here, 'POST', '/user/two-factor/disable', { code: '000000' })).json()).toMatchObject({
        code: 'TWO_FACTOR_NOT_ENABLED',
      });

      const second = await enable2fa(here);
      // The first setup's recovery codes went with it.
      const stale = await call(here, 'POST', '/user/two-factor/disable', { code: first.codes[1] });
      expect(stale.json()).toMatchObject({ code: 'TWO_FACTOR_INVALID' });
      const byRecovery = await call(here, 'POST', '/user/two-factor/disable', { code: second.codes[1] });
      expect(byRecovery.statusCode, byRecovery.body).toBe(200);
      expect((await call(here, 'GET', '/user/security')).json()).toMatchObject({
        two_factor_enabled: false,
        recovery_codes_left: 0,
      });
    });

    it('limits wrong codes to five within 15 minutes', async () => {
      const here = await signInAs((await member()).username);
      const { secret } = await enable2fa(here);
      for (let i = 0; i < 5; i++)
        expect((await call(here, 'POST', '/user/two-factor/disable', { code: '000000' })).statusCode).toBe(422);
      const limited = await call(here, 'POST', '/user/two-factor/disable', { code: await codeFor(secret) });
      expect(limited.statusCode).toBe(429);
    });
  });

  describe('the list of sign-ins', () => {
    it('lists the live sign-ins, this one first and marked, with device and address', async () => {
      const { username } = await member();
      const phone = await signInAs(username, IPHONE, '198.51.100.23');
      const here = await signInAs(username, FIREFOX, '203.0.113.7');
      const ended = await signInAs(username);
      await t.app.inject({ method: 'GET', url: '/auth/logout', cookies: { refresh_token: ended.refresh } });
      const res = await call(here, 'GET', '/user/sessions');
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json();
      expect(page).toMatchObject({ total: 2, page: 1, pageSize: 20 });
      expect(page.items[0]).toMatchObject({ current: true, device: 'Firefox on Linux', ip_address: '203.0.113.7' });
      expect(page.items[1]).toMatchObject({ current: false, device: 'Safari on iPhone', ip_address: '198.51.100.23' });
      expect(page.items[1].id).toMatch(/^[A-Za-z0-9_-]{22}$/);
      // Seen from the phone, the phone is the current one.
      expect((await call(phone, 'GET', '/user/sessions')).json().items[0]).toMatchObject({
        current: true,
        device: 'Safari on iPhone',
      });
    });

    it('moves last_used_at and the address when a sign-in renews', async () => {
      const { username } = await member();
      const here = await signInAs(username);
      const before = (await call(here, 'GET', '/user/sessions')).json().items[0];
      clock.advance(120);
      const renewed = await t.app.inject({
        method: 'POST',
        url: '/auth/refresh-token',
        cookies: { refresh_token: here.refresh },
        headers: fromBff('192.0.2.44'),
      });
      expect(renewed.statusCode).toBe(200);
      const after = (await call(here, 'GET', '/user/sessions')).json().items[0];
      expect(after.id).toBe(before.id);
      expect(Date.parse(after.last_used_at) - Date.parse(before.last_used_at)).toBe(120_000);
      expect(after.ip_address).toBe('192.0.2.44');
    });

    it('ends one other sign-in, refuses this one, and 404s another member’s', async () => {
      const { username } = await member();
      const here = await signInAs(username);
      const other = await signInAs(username, IPHONE);
      const items = (await call(here, 'GET', '/user/sessions')).json().items as { id: string; current: boolean }[];
      const otherId = items.find((item) => !item.current)!.id;
      const currentId = items.find((item) => item.current)!.id;

      const stranger = await signInAs((await member()).username);
      const foreign = await call(stranger, 'DELETE', `/user/sessions/${otherId}`);
      expect(foreign.statusCode).toBe(404);
      expect((await whoAmI(other)).statusCode).toBe(200);
      const mine = (await call(stranger, 'GET', '/user/sessions')).json().items as { id: string }[];
      expect(mine.map((item) => item.id)).not.toContain(otherId);

      const self = await call(here, 'DELETE', `/user/sessions/${currentId}`);
      expect(self.statusCode).toBe(422);
      expect(self.json()).toMatchObject({ code: 'CURRENT_SESSION' });

      const res = await call(here, 'DELETE', `/user/sessions/${otherId}`);
      expect(res.statusCode, res.body).toBe(200);
      expect((await whoAmI(other)).statusCode).toBe(401);
      expect((await renew(other)).statusCode).toBe(401);
      expect((await whoAmI(here)).statusCode).toBe(200);
      expect((await call(here, 'DELETE', `/user/sessions/${otherId}`)).statusCode).toBe(404);
    });

    it('ends all the others and keeps this one', async () => {
      const { username } = await member();
      const here = await signInAs(username);
      const others = [await signInAs(username, IPHONE), await signInAs(username)];
      const bystander = await signInAs((await member()).username);
      const res = await call(here, 'POST', '/user/sessions/revoke-others');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ revoked: 2 });
      for (const other of others) expect((await whoAmI(other)).statusCode).toBe(401);
      expect((await whoAmI(here)).statusCode).toBe(200);
      expect((await whoAmI(bystander)).statusCode).toBe(200);
      expect((await call(here, 'GET', '/user/sessions')).json().total).toBe(1);
    });
  });

  it('writes no password, code or recovery code to the log', async () => {
    const captured = capturedLog();
    const app = await t.appWith({ config: { now: clock.now, logLevel: 'trace' }, logStream: captured.stream });
    try {
      const { username } = await member();
      const signedIn = await signIn(app, { login: username, password: PASSWORD });
      const headers = { authorization: `Bearer ${signedIn.json().token}` };
      const send = (method: 'POST' | 'PUT', url: string, payload?: object) =>
        app.inject({ method, url, headers, payload });
      await send('PUT', '/user/transaction-password', {
        password: PASSWORD,
        transaction_password: 'Logged-Tx-Pass',
        repeat_transaction_password: 'Logged-Tx-Pass',
      });
      const { secret } = (await send('POST', '/user/two-factor/setup', { password: PASSWORD })).json<{
        secret: string;
      }>();
      const code = await codeFor(secret);
      const { recovery_codes: codes } = (await send('POST', '/user/two-factor', { code })).json<{
        recovery_codes: string[];
      }>();
      await send('POST', '/user/two-factor/disable', { code: codes[0] });
      await send('POST', '/user/password', {
        current_password: 'A-Wrong-Guess-1',
        password: 'Logged-New-Password-1',
        repeat_password: 'Logged-New-Password-1',
      });
      await send('POST', '/user/password', {
        current_password: PASSWORD,
        password: 'Logged-New-Password-1',
        repeat_password: 'Logged-New-Password-1',
      });
      const log = captured.text();
      expect(log).toContain('/user/password');
      for (const secretText of [PASSWORD, 'A-Wrong-Guess-1', 'Logged-New-Password-1', 'Logged-Tx-Pass', secret, code])
        expect(log).not.toContain(secretText);
      for (const recovery of codes) expect(log).not.toContain(recovery);
    } finally {
      await app.close();
    }
  });
});
