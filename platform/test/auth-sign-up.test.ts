import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../src/modules/auth/passwords.ts';
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
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=47104,p=1,t=1\$/);
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
      { password: 'onlyletters-here', repeat_password: 'onlyletters-here' },
      'password',
      'The password must contain letters and digits',
    ],
    [
      { password: '1234567890', repeat_password: '1234567890' },
      'password',
      'The password must contain letters and digits',
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
    [{ parrain: 'nobody-here' }, 'parrain', 'No member has this sponsor username or id'],
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
