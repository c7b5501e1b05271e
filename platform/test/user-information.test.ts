import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getUserInformation } from '../src/modules/user/routes.ts';
import { operationHandlers } from '../src/routes/operation-handlers.ts';
import { bearer, buildTestApp, type TestApp } from './helper.ts';

const USER_FIELDS = [
  'uid',
  'username',
  'user_name',
  'last_name',
  'first_name',
  'email',
  'scopes',
  'photo',
  'parrain',
  'kyc',
  'haveTransactionPassword',
  'tel',
  'country',
  'created_at',
  'cap',
  'cag',
  'is_active',
];

describe('GET /user/information', () => {
  let t: TestApp;
  const as = async (username: string) => ({ headers: await bearer(t.app, t.db, username) });
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers the signed-in member with exactly the fields of the User schema', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/user/information', ...(await as('demo-member')) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const user = res.json();
    expect(Object.keys(user).sort()).toEqual([...USER_FIELDS].sort());
    expect(user).toMatchObject({
      uid: 'KNT-100002',
      username: 'demo-member',
      user_name: 'demo-member',
      first_name: 'Demo',
      last_name: 'Member',
      email: 'demo-member@example.com',
      scopes: ['member'],
      photo: null,
      parrain: 'demo-admin',
      kyc: 'half_verified',
      haveTransactionPassword: true,
      tel: '+33612345678',
      country: 'FR',
      cap: '1250.00',
      cag: '48200.00',
      is_active: true,
    });
    expect(user.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);
    expect(res.body).not.toMatch(/argon2|password_hash|totp/i);
  });

  it('answers null for what an account does not have, and the admin scope for an administrator', async () => {
    const user = (await t.app.inject({ method: 'GET', url: '/user/information', ...(await as('demo-2fa')) })).json();
    expect(user).toMatchObject({ kyc: null, tel: null, cap: '0.00', cag: '0.00', parrain: 'demo-admin' });
    const administrator = (
      await t.app.inject({ method: 'GET', url: '/user/information', ...(await as('demo-admin')) })
    ).json();
    expect(administrator).toMatchObject({ scopes: ['member', 'admin'], parrain: null, kyc: 'verified' });
  });

  it('reads updated amounts and flags from the database', async () => {
    await t.db
      .updateTable('users')
      .set({
        cap_cents: 5,
        cag_cents: 123_456_789,
        transaction_password_hash: null,
        photo: 'https://example.com/a.png',
      })
      .where('username_lower', '=', 'demo-member')
      .execute();
    const user = (await t.app.inject({ method: 'GET', url: '/user/information', ...(await as('demo-member')) })).json();
    expect(user).toMatchObject({
      cap: '0.05',
      cag: '1234567.89',
      is_active: true,
      haveTransactionPassword: false,
      photo: 'https://example.com/a.png',
    });
  });

  it('answers 401 with the error body to an anonymous call, and when the token’s account no longer exists', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/user/information' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: 'Authentication required', code: 'UNAUTHORIZED' });
    expect((await t.app.inject({ method: 'PUT', url: '/notification/1' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/notification' })).statusCode).toBe(401);

    const orphan = await as('demo-2fa');
    await t.db.deleteFrom('users').where('username', '=', 'demo-2fa').execute();
    const res = await t.app.inject({ method: 'GET', url: '/user/information', ...orphan });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Authentication required', code: 'UNAUTHORIZED' });
  });

  it('never sends a field the contract does not declare, whatever a handler returns', async () => {
    const leaky = await t.appWith({
      handlers: {
        ...operationHandlers,
        getUserInformation: async (request, reply) => ({
          ...(await getUserInformation(request, reply)),
          password_hash: '$argon2id$leak',
          id: 2,
        }),
      },
    });
    try {
      const res = await leaky.inject({ method: 'GET', url: '/user/information', ...(await as('demo-member')) });
      expect(res.statusCode).toBe(200);
      expect(Object.keys(res.json()).sort()).toEqual([...USER_FIELDS].sort());
      expect(res.body).not.toContain('leak');
    } finally {
      await leaky.close();
    }
  });
});
