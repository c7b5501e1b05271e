import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordProblem } from '../src/modules/auth/passwords/password-rule.ts';
import { verifyPassword } from '../src/modules/auth/passwords/passwords.ts';
import { DEMO_PASSWORD } from '../src/seed.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { quickCaptcha, signIn, solveCaptcha } from './auth-helpers.ts';

const valid = {
  username: 'new-member',
  password: 'Str0ng-Password!',
  repeat_password: 'Str0ng-Password!',
  email: 'New.Member@example.com',
  first_name: 'Awa',
  last_name: 'Diallo',
  parrain: 'demo-member',
  country: 'SN',
  privacy_accepted: true,
};

describe('signUp', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ config: quickCaptcha() });
  });
  afterAll(async () => {
    await t.close();
  });

  const signUp = (body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/auth/signup', payload: body });

  it('creates a member under the sponsor, with an argon2id hash and a KNT uid, who can then sign in', async () => {
    const res = await signUp({ ...valid, captcha: await solveCaptcha(t.app) });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'Your account has been created' });
    const row = await t.db
      .selectFrom('users')
      .selectAll()
      .where('username', '=', 'new-member')
      .executeTakeFirstOrThrow();
    expect(row.uid).toMatch(/^KNT-1\d{5}$/);
    expect(row.password_hash).toMatch(
      new RegExp(`^\\$argon2id\\$v=19\\$m=${t.app.config.passwordHashMemoryKib},p=1,t=1\\$`),
    );
    expect(await verifyPassword(row.password_hash, valid.password)).toBe(true);
    expect(row.email_lower).toBe('new.member@example.com');
    expect(JSON.parse(row.scopes)).toEqual(['member']);
    const sponsor = await t.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'demo-member')
      .executeTakeFirstOrThrow();
    expect(row.parrain_id).toBe(sponsor.id);

    const signedIn = await signIn(t.app, { login: 'NEW.MEMBER@example.com', password: valid.password });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user).toMatchObject({ username: 'new-member', parrain: 'demo-member', uid: row.uid });
  });

  it('accepts the sponsor by uid whatever its case', async () => {
    const sponsor = await t.db
      .selectFrom('users')
      .select('uid')
      .where('username', '=', 'demo-admin')
      .executeTakeFirstOrThrow();
    const res = await signUp({
      ...valid,
      username: 'by-uid',
      email: 'by-uid@example.com',
      parrain: sponsor.uid.toLowerCase(),
      captcha: await solveCaptcha(t.app),
    });
    expect(res.statusCode).toBe(201);
  });

  it.each([
    [{ repeat_password: 'Str0ng-Password?' }, 'repeat_password', 'Password and repeat password does not match'],
    [{ privacy_accepted: false }, 'privacy_accepted', 'The privacy policy must be accepted'],
    [
      { password: 'passwordpassword', repeat_password: 'passwordpassword' },
      'password',
      'This password is too common: choose one that is harder to guess',
    ],
    [
      { password: '1234567890', repeat_password: '1234567890' },
      'password',
      'This password is too common: choose one that is harder to guess',
    ],
    [
      { username: 'member2026x', password: 'Member2026X', repeat_password: 'Member2026X' },
      'password',
      'The password must differ from the username and the email',
    ],
    [
      {
        email: 'abc12345xy@example.com',
        password: 'ABC12345XY@example.com',
        repeat_password: 'ABC12345XY@example.com',
      },
      'password',
      'The password must differ from the username and the email',
    ],
  ] as [Record<string, unknown>, string, string][])(
    'refuses %o with a 400 naming %s',
    async (change, field, message) => {
      const res = await signUp({ ...valid, username: 'refused', email: 'refused@example.com', ...change });
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.message).toContain(message);
      expect(body.details).toContainEqual({ field, message });
      expect(
        await t.db
          .selectFrom('users')
          .select('id')
          .where('username_lower', '=', String(change.username ?? 'refused').toLowerCase())
          .executeTakeFirst(),
      ).toBeUndefined();
    },
  );

  it('looks the sponsor up only behind a solved captcha, then names an unknown one', async () => {
    const unknown = { ...valid, username: 'refused', email: 'refused@example.com', parrain: 'nobody-here' };
    // Without a solution the answer says nothing about who is a member.
    const unsolved = await signUp(unknown);
    expect(unsolved.statusCode).toBe(428);
    expect(unsolved.json()).toMatchObject({ code: 'CAPTCHA_REQUIRED' });
    const res = await signUp({ ...unknown, captcha: await solveCaptcha(t.app) });
    expect(res.statusCode).toBe(400);
    const message = 'No member has this sponsor username or id';
    expect(res.json().message).toContain(message);
    expect(res.json().details).toContainEqual({ field: 'parrain', message });
  });

  it('asks for length and an uncommon password, with no rule on which characters (ASVS 5.0)', async () => {
    const letters = 'only letters here';
    const res = await signUp({
      ...valid,
      username: 'letters-only',
      email: 'letters-only@example.com',
      password: letters,
      repeat_password: letters,
      captcha: await solveCaptcha(t.app),
    });
    expect(res.statusCode).toBe(201);
    expect(passwordProblem(DEMO_PASSWORD, 'demo-member', 'demo-member@example.com')).toBeNull();
    expect(passwordProblem('Qwertyuiop', 'someone', 'someone@example.com')).toBe(
      'This password is too common: choose one that is harder to guess',
    );
    expect(passwordProblem('short-one', 'someone', 'someone@example.com')).toBe(
      'The password must have at least 10 characters',
    );
  });

  it('answers 409 naming the username or the email already taken, whatever the case', async () => {
    const username = await signUp({
      ...valid,
      username: 'DEMO-Member',
      email: 'other@example.com',
      captcha: await solveCaptcha(t.app),
    });
    expect(username.statusCode).toBe(409);
    expect(username.json()).toMatchObject({ code: 'USERNAME_TAKEN', message: 'This username is already taken' });

    const email = await signUp({
      ...valid,
      username: 'someone-else',
      email: 'DEMO-ADMIN@example.com',
      captcha: await solveCaptcha(t.app),
    });
    expect(email.statusCode).toBe(409);
    expect(email.json()).toMatchObject({
      code: 'EMAIL_TAKEN',
      message: 'This email address is already used by another account',
    });
    expect(email.json().details).toEqual([
      { field: 'email', message: 'This email address is already used by another account' },
    ]);
  });
});
