import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/seed.ts';
import { refreshCookie, signIn } from './auth-helpers.ts';
import { bearer, buildTestApp, type TestApp } from './helper.ts';
import { createMember, secondAdmin } from './ledger-helpers.ts';
import { TEST_PASSWORD_HASH_MEMORY_KIB } from '../../scripts/lib/test-password-hashing.ts';

interface Item {
  uid: string;
  username: string;
  is_active: boolean;
  admin: boolean;
}

describe('the admin user list and member accounts', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await bearer(t.app, t.db, 'demo-admin');
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, headers = admin) => t.app.inject({ method: 'GET', url, headers });
  const usernames = (res: { json(): { items: Item[] } }) => res.json().items.map((item) => item.username);

  it('pages members in uid order, with the total of the filter', async () => {
    const first = await get('/admin/users?pageSize=2');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ total: 4, page: 1, pageSize: 2 });
    expect(usernames(first)).toEqual(['demo-admin', 'demo-member']);
    expect(first.json().items[0]).toMatchObject({ uid: 'KNT-100001', user_name: 'demo-admin', admin: true });
    const second = await get('/admin/users?pageSize=2&page=2');
    expect(usernames(second)).toEqual(['demo-2fa', 'demo-admin2']);
  });

  it('sorts by each column, both ways', async () => {
    expect(usernames(await get('/admin/users?sort=-uid'))).toEqual([
      'demo-admin2',
      'demo-2fa',
      'demo-member',
      'demo-admin',
    ]);
    expect(usernames(await get('/admin/users?sort=username'))).toEqual([
      'demo-2fa',
      'demo-admin',
      'demo-admin2',
      'demo-member',
    ]);
    expect(usernames(await get('/admin/users?sort=-email'))).toEqual([
      'demo-member',
      'demo-admin',
      'demo-admin2',
      'demo-2fa',
    ]);
    const byName = usernames(await get('/admin/users?sort=name'));
    // Demo Admin, Demo Deux-Facteurs, Demo Member, Demo Second.
    expect(byName).toEqual(['demo-admin', 'demo-2fa', 'demo-member', 'demo-admin2']);
    expect((await get('/admin/users?sort=sideways')).statusCode).toBe(400);
  });

  it('searches the uid, the username, the names together and the email, any case', async () => {
    expect(usernames(await get('/admin/users?q=knt-100002'))).toEqual(['demo-member']);
    expect(usernames(await get('/admin/users?q=2FA'))).toEqual(['demo-2fa']);
    expect(usernames(await get(`/admin/users?q=${encodeURIComponent('demo deux')}`))).toEqual(['demo-2fa']);
    expect(usernames(await get('/admin/users?q=MEMBER%40EXAMPLE'))).toEqual(['demo-member']);
    // `%` is taken literally: it matches nobody.
    expect((await get('/admin/users?q=%25')).json().total).toBe(0);
    expect(usernames(await get('/admin/users?role=admin'))).toEqual(['demo-admin', 'demo-admin2']);
    expect(usernames(await get('/admin/users?role=member&q=demo'))).toEqual(['demo-member', 'demo-2fa']);
  });

  it('exports every member the filter matches as CSV, not just a page', async () => {
    const many = await Promise.all(Array.from({ length: 25 }, () => createMember(t.db, { kyc: null })));
    const res = await get('/admin/users/export?q=m-&sort=-uid');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="users.csv"');
    const lines = res.body.trim().split('\n');
    expect(lines[0]).toBe('uid,username,first_name,last_name,email,tel,is_active,admin,kyc,created_at');
    const list = await get('/admin/users?q=m-&pageSize=100&sort=-uid');
    expect(list.json().total).toBe(25);
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(list.json().items.map((i: Item) => i.uid));
    expect(
      lines
        .slice(1)
        .map((line) => line.split(',')[1])
        .sort(),
    ).toEqual(many.map((m) => m.username).sort());
    expect(lines[1]).toMatch(/,Test,Member,m-[^,]+@example\.com,,true,false,,/);
  });

  it('refuses every list and change to a member, and to anyone signed out', async () => {
    const member = await bearer(t.app, t.db, 'demo-member');
    expect((await get('/admin/users', member)).statusCode).toBe(403);
    expect((await get('/admin/users/export', member)).statusCode).toBe(403);
    expect((await get('/admin/users/KNT-100001', member)).statusCode).toBe(403);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/admin/users/KNT-100001/admin',
      headers: member,
      payload: { admin: false },
    });
    expect(put.statusCode).toBe(403);
    expect((await get('/admin/users', {})).statusCode).toBe(401);
  });

  it('answers a member’s account with 2FA and the open sign-ins, 404 for nobody', async () => {
    const res = await get('/admin/users/knt-100003');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      user: { uid: 'KNT-100003', username: 'demo-2fa', parrain: 'demo-admin' },
      admin: false,
      two_factor_enabled: true,
      open_sign_ins: 0,
    });
    expect((await get('/admin/users/KNT-999999')).statusCode).toBe(404);
  });

  it('deactivation ends the member’s sign-ins at once and refuses new ones with the reason; activation lets them in', async () => {
    const member = await createMember(t.db);
    await t.db
      .updateTable('users')
      .set({ password_hash: await passwordHash() })
      .where('id', '=', member.id)
      .execute();
    const signedIn = await signIn(t.app, { login: member.username, password: DEMO_PASSWORD });
    expect(signedIn.statusCode).toBe(200);
    const memberHeaders = { authorization: `Bearer ${signedIn.json().token}` };
    const cookie = refreshCookie(signedIn)!;
    expect((await get('/user/information', memberHeaders)).statusCode).toBe(200);
    expect((await get(`/admin/users/${member.uid}`)).json().open_sign_ins).toBe(1);

    const res = await t.app.inject({
      method: 'PUT',
      url: `/admin/users/${member.uid}/active`,
      headers: admin,
      payload: { active: false },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user: { is_active: false }, open_sign_ins: 0 });

    // The access token in hand and the refresh token are both dead now.
    expect((await get('/user/information', memberHeaders)).statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/auth/refresh-token',
      cookies: { refresh_token: cookie.value },
    });
    expect(refresh.statusCode).toBe(401);
    const again = await signIn(t.app, { login: member.username, password: DEMO_PASSWORD });
    expect(again.statusCode).toBe(403);
    expect(again.json().code).toBe('ACCOUNT_DEACTIVATED');

    const list = await get(`/admin/users?status=inactive`);
    expect(usernames(list)).toEqual([member.username]);

    const back = await t.app.inject({
      method: 'PUT',
      url: `/admin/users/${member.uid}/active`,
      headers: admin,
      payload: { active: true },
    });
    expect(back.json().user.is_active).toBe(true);
    expect((await signIn(t.app, { login: member.username, password: DEMO_PASSWORD })).statusCode).toBe(200);
    expect((await get(`/admin/users?status=inactive`)).json().total).toBe(0);
  });

  it('refuses an administrator’s changes to their own account with OWN_ACCOUNT, and changes nothing', async () => {
    const own = [
      { method: 'PUT' as const, url: '/admin/users/KNT-100001/active', payload: { active: false } },
      { method: 'PUT' as const, url: '/admin/users/KNT-100001/admin', payload: { admin: false } },
      { method: 'POST' as const, url: '/admin/users/KNT-100001/reset-2fa' },
      { method: 'POST' as const, url: '/admin/users/KNT-100001/resend-kyc' },
    ];
    for (const call of own) {
      const res = await t.app.inject({ ...call, headers: admin });
      expect(res.statusCode, call.url).toBe(422);
      expect(res.json().code).toBe('OWN_ACCOUNT');
    }
    const account = (await get('/admin/users/KNT-100001')).json();
    expect(account).toMatchObject({ user: { is_active: true, kyc: 'verified' }, admin: true });
    const trail = await t.db.selectFrom('admin_audit').selectAll().where('subject', '=', 'KNT-100001').execute();
    expect(trail).toEqual([]);
  });

  it('grants and revokes admin only with a second administrator, audited with before and after', async () => {
    const member = await createMember(t.db);
    const other = await secondAdmin(t.app);
    const change = async (admin: boolean, by: Record<string, string>, approver: Record<string, string>) => {
      const proposed = await t.app.inject({
        method: 'PUT',
        url: `/admin/users/${member.uid}/admin`,
        headers: by,
        payload: { admin },
      });
      expect(proposed.statusCode, proposed.body).toBe(202);
      const approved = await t.app.inject({
        method: 'POST',
        url: `/admin/requests/${proposed.json().id}/approve`,
        headers: approver,
      });
      expect(approved.statusCode, approved.body).toBe(200);
    };
    await change(true, admin, other);
    // The new administrator's next call has the scope.
    const promoted = await bearer(t.app, t.db, member.username);
    expect((await get('/admin/users', promoted)).statusCode).toBe(200);
    expect((await get(`/admin/users/${member.uid}`)).json()).toMatchObject({
      admin: true,
      user: { scopes: ['member', 'admin'] },
    });

    await change(false, other, admin);
    expect((await get('/admin/users', promoted)).statusCode).toBe(403);

    const audit = await get('/admin/audit?action=user.grant-admin');
    expect(audit.json().items[0]).toMatchObject({
      action: 'user.grant-admin',
      subject: member.uid,
      before: { uid: member.uid, admin: false },
      after: { uid: member.uid, admin: true },
    });
    // The proposer initiated the change; the administrator who approved it is its second approver.
    expect(audit.json().items[0].actor).toBe('demo-admin');
    expect(audit.json().items[0].second_approver).not.toBe('demo-admin');
    const revoked = (await get('/admin/audit?action=user.revoke-admin')).json().items[0];
    expect(revoked).toMatchObject({
      subject: member.uid,
      second_approver: 'demo-admin',
      before: { admin: true },
      after: { admin: false },
    });
  });

  it('resets 2FA and resends the KYC, each notifying the member and audited', async () => {
    const member = await createMember(t.db, { totpSecret: 'JBSWY3DPEHPK3PXP', kyc: 'verified' });
    const at = new Date().toISOString();
    await t.db
      .insertInto('recovery_codes')
      .values({ user_id: member.id, code_hash: 'h', created_at: at, used_at: null })
      .execute();
    const reset = await t.app.inject({ method: 'POST', url: `/admin/users/${member.uid}/reset-2fa`, headers: admin });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().two_factor_enabled).toBe(false);
    // The recovery codes went with the secret.
    expect(await t.db.selectFrom('recovery_codes').select('id').where('user_id', '=', member.id).execute()).toEqual([]);
    const resend = await t.app.inject({ method: 'POST', url: `/admin/users/${member.uid}/resend-kyc`, headers: admin });
    expect(resend.json().user.kyc).toBeNull();

    const notes = await t.db.selectFrom('notifications').select('title').where('user_id', '=', member.id).execute();
    expect(notes.map((note) => note.title).sort()).toEqual([
      'Double authentification désactivée',
      'Vérification d’identité à refaire',
    ]);
    const trail = await t.db
      .selectFrom('admin_audit')
      .selectAll()
      .where('subject', '=', member.uid)
      .orderBy('id')
      .execute();
    expect(trail.map((row) => [row.action, row.actor])).toEqual([
      ['user.reset-2fa', 'demo-admin'],
      ['user.resend-kyc', 'demo-admin'],
    ]);
    expect(JSON.parse(trail[0]!.before_document!)).toMatchObject({ two_factor_enabled: true });
    expect(JSON.parse(trail[0]!.after_document!)).toMatchObject({ two_factor_enabled: false });
    expect(JSON.parse(trail[1]!.before_document!)).toMatchObject({ kyc: 'verified' });
    expect(JSON.parse(trail[1]!.after_document!)).toMatchObject({ kyc: null });
    // Nothing secret in the trail.
    expect(trail.map((row) => row.before_document).join()).not.toContain('JBSWY3DPEHPK3PXP');
  });
});

async function passwordHash(): Promise<string> {
  const { hashPassword } = await import('../src/modules/auth/passwords/passwords.ts');
  return hashPassword(DEMO_PASSWORD, TEST_PASSWORD_HASH_MEMORY_KIB);
}
