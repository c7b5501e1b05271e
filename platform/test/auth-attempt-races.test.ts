/**
 * Attempt limits under a burst: each attempt is counted before its slow work (argon2, TOTP), so concurrent
 * guesses see each other and no more of them are evaluated than the limit allows.
 */
import { createGuardrails, generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_HASH_MEMORY_KIB } from '../src/config.ts';
import { hashPassword } from '../src/modules/auth/index.ts';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET } from '../src/seed.ts';
import { buildTestApp, fromBff, userId, type TestApp } from './helper.ts';
import { signIn, testClock } from './auth-helpers.ts';

const guardrails = createGuardrails({ MIN_SECRET_BYTES: 10 });

describe('attempt limits under concurrent guesses', () => {
  const clock = testClock(new Date('2026-03-01T12:00:05.000Z'));
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ config: { now: clock.now } });
  });
  afterAll(async () => {
    await t.close();
  });

  const countOf = (answers: { statusCode: number; json(): { code?: string } }[]) => {
    const counts: Record<string, number> = {};
    for (const answer of answers) {
      const key = `${answer.statusCode} ${answer.json().code ?? ''}`;
      counts[key] = (counts[key] ?? 0) + 1;
    }
    return counts;
  };

  it('checks at most 3 of 200 concurrent wrong passwords for one account, then asks for the captcha', async () => {
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        signIn(
          t.app,
          { login: 'demo-member', password: `Wrong-Password-${i}` },
          // Each from an address of its own: only the account's count can stop them.
          fromBff(`10.20.${Math.floor(i / 250)}.${i % 250}`),
        ),
      ),
    );
    // A 401 is an answer about the password, so it was checked; a 428 was refused before it was.
    expect(countOf(answers)).toEqual({ '401 INVALID_CREDENTIALS': 3, '428 CAPTCHA_REQUIRED': 197 });
    const member = await userId(t.db, 'demo-member');
    const failures = await t.db
      .selectFrom('auth_attempts')
      .select('id')
      .where('key', '=', `captcha-account:${member}`)
      .execute();
    expect(failures).toHaveLength(3);
    const owner = await signIn(t.app, { login: 'demo-member', password: DEMO_PASSWORD });
    expect(owner.statusCode).toBe(428);
  }, 60_000);

  it('lets 6 concurrent right passwords of one account all through, and still asks after 3 wrong ones', async () => {
    // Hashed at production's cost, each check outlasts the counting of all six, on either database: without one
    // attempt at a time, the fourth would be counted while the first three still stood as failures.
    const productionHash = await hashPassword(DEMO_PASSWORD, PASSWORD_HASH_MEMORY_KIB);
    await t.db
      .updateTable('users')
      .set({ password_hash: productionHash })
      .where('username', 'in', ['demo-admin', 'demo-2fa'])
      .execute();
    const right = (login: string) =>
      Promise.all(Array.from({ length: 6 }, () => signIn(t.app, { login, password: DEMO_PASSWORD })));
    expect(countOf(await right('demo-admin'))).toEqual({ '200 ': 6 });
    // The two-factor step is a right password too.
    const pending = await right('demo-2fa');
    expect(pending.map((answer) => answer.json().two_factor_needed)).toEqual(Array(6).fill(true));
    // A right answer took its reservation back, so wrong ones are counted from zero, as before (from an
    // address of their own, which the next test does not share).
    const wrong = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/auth/sign-in',
          payload: { login: 'demo-admin', password: `Wrong-Password-${i}` },
          remoteAddress: '192.0.2.60',
        }),
      ),
    );
    expect(countOf(wrong)).toEqual({ '401 INVALID_CREDENTIALS': 3, '428 CAPTCHA_REQUIRED': 2 });
  }, 60_000);

  it('evaluates at most 5 of 100 concurrent wrong codes on one pending sign-in', async () => {
    const pending = await signIn(t.app, { login: 'demo-2fa', password: DEMO_PASSWORD });
    expect(pending.json()).toMatchObject({ two_factor_needed: true });
    const right = await generate({
      secret: DEMO_TOTP_SECRET,
      epoch: Math.floor(clock.now().getTime() / 1000),
      guardrails,
    });
    const wrong = right === '000000' ? '111111' : '000000';
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/auth/verify-2fa',
          headers: { authorization: `Bearer ${pending.json().token}` },
          payload: { token: wrong },
        }),
      ),
    );
    expect(countOf(answers)).toEqual({ '401 TWO_FACTOR_INVALID': 5, '401 2FA_RESTART': 95 });
    // The pending sign-in is spent, even for the right code.
    const late = await t.app.inject({
      method: 'POST',
      url: '/auth/verify-2fa',
      headers: { authorization: `Bearer ${pending.json().token}` },
      payload: { token: right },
    });
    expect(late.json()).toMatchObject({ code: '2FA_RESTART' });
  }, 60_000);
});
