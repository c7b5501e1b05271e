import { rm } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_LIMIT } from '../src/core/upload/index.ts';
import { bearer, buildTestApp, userId, type TestApp } from './helper.ts';
import { createMember } from './ledger-helpers.ts';
import { filePart, multipart, plainImage, pngOf, smallPdf, storedFiles, tempUploadsDir } from './upload-helpers.ts';

describe('profile', () => {
  let t: TestApp;
  let uploadsDir: string;
  let member: { authorization: string };
  let admin: { authorization: string };
  let memberId: number;

  beforeAll(async () => {
    uploadsDir = await tempUploadsDir();
    t = await buildTestApp({ config: { uploadsDir } });
    member = await bearer(t.app, t.db, 'demo-member');
    admin = await bearer(t.app, t.db, 'demo-admin');
    memberId = await userId(t.db, 'demo-member');
  });
  afterAll(async () => {
    await t.close();
    await rm(uploadsDir, { recursive: true, force: true });
  });

  const photoColumn = async (): Promise<string | null> =>
    (await t.db.selectFrom('users').select('photo').where('id', '=', memberId).executeTakeFirstOrThrow()).photo;

  const upload = (bytes: Buffer, filename = 'me.png', type = 'image/png', headers = member) => {
    const body = multipart([filePart(bytes, filename, type)]);
    return t.app.inject({
      method: 'POST',
      url: '/user/profile/photo',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };

  describe('updateProfile', () => {
    it("changes the caller's names, phone and country, and nothing else", async () => {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/user/profile',
        headers: member,
        payload: { first_name: ' Jeanne ', last_name: 'Martin', tel: '+33700000001', country: 'BE' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        username: 'demo-member',
        email: 'demo-member@example.com',
        first_name: 'Jeanne',
        last_name: 'Martin',
        tel: '+33700000001',
        country: 'BE',
      });
      const adminRow = await t.db
        .selectFrom('users')
        .select(['first_name', 'country'])
        .where('username', '=', 'demo-admin')
        .executeTakeFirstOrThrow();
      expect(adminRow.first_name).not.toBe('Jeanne');
    });

    it.each([
      ['an empty first name', { first_name: '', last_name: 'M', tel: null, country: 'FR' }, 'first_name'],
      ['a blank last name', { first_name: 'J', last_name: '   ', tel: null, country: 'FR' }, 'last_name'],
      ['a phone without +', { first_name: 'J', last_name: 'M', tel: '0612345678', country: 'FR' }, 'tel'],
      ['a lower-case country', { first_name: 'J', last_name: 'M', tel: null, country: 'fr' }, 'country'],
      ['a read-only field', { first_name: 'J', last_name: 'M', tel: null, country: 'FR', email: 'x@y.z' }, 'email'],
    ])('refuses %s with a 400 naming the field, and changes nothing', async (_, payload, field) => {
      const before = await t.db.selectFrom('users').selectAll().where('id', '=', memberId).executeTakeFirstOrThrow();
      const res = await t.app.inject({ method: 'PUT', url: '/user/profile', headers: member, payload });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain(field);
      const after = await t.db.selectFrom('users').selectAll().where('id', '=', memberId).executeTakeFirstOrThrow();
      expect(after).toEqual(before);
    });

    it('needs a signed-in caller', async () => {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/user/profile',
        payload: { first_name: 'J', last_name: 'M', tel: null, country: 'FR' },
      });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('uploadProfilePhoto', () => {
    it('re-encodes the image as WebP of at most 512 pixels, keeps it outside the web root and serves it', async () => {
      const res = await upload(await pngOf(900, 600));
      expect(res.statusCode, res.body).toBe(200);
      const link = res.json<{ photo: string }>().photo;
      expect(link).toMatch(/^\/account\/api\/user\/profile\/photo\?v=[0-9a-f]{32}$/);
      expect(await storedFiles(uploadsDir)).toEqual([`${await photoColumn()}`]);

      const photo = await t.app.inject({ method: 'GET', url: link.replace('/account/api', ''), headers: member });
      expect(photo.statusCode).toBe(200);
      expect(photo.headers['content-type']).toBe('image/webp');
      expect(photo.headers['x-content-type-options']).toBe('nosniff');
      const meta = await sharp(photo.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect(Math.max(meta.width, meta.height)).toBe(512);
    });

    it('replaces the previous photo: the old file goes', async () => {
      const first = await photoColumn();
      const res = await upload(await pngOf(40, 40));
      expect(res.statusCode).toBe(200);
      const second = await photoColumn();
      expect(second).not.toBe(first);
      expect(await storedFiles(uploadsDir)).toEqual([second]);
    });

    it("serves each member only their own photo: the administrator's own is a 404", async () => {
      const res = await t.app.inject({ method: 'GET', url: '/user/profile/photo', headers: admin });
      expect(res.statusCode).toBe(404);
    });

    it("shows an administrator the member's photo by the link of the member's account, and no member", async () => {
      const account = await t.app.inject({ method: 'GET', url: '/admin/users/KNT-100002', headers: admin });
      const link: string = account.json().user.photo;
      expect(link).toMatch(/^\/account\/api\/admin\/users\/KNT-100002\/photo\?v=[0-9a-f]{32}$/);
      const url = link.replace('/account/api', '');
      const mine = await t.app.inject({ method: 'GET', url: '/user/profile/photo', headers: member });
      const seen = await t.app.inject({ method: 'GET', url, headers: admin });
      expect(seen.statusCode).toBe(200);
      expect(seen.headers['content-type']).toBe('image/webp');
      expect(seen.rawPayload.equals(mine.rawPayload)).toBe(true);
      expect((await t.app.inject({ method: 'GET', url, headers: member })).statusCode).toBe(403);
      const none = await t.app.inject({ method: 'GET', url: '/admin/users/KNT-100001/photo', headers: admin });
      expect(none.statusCode).toBe(404);
    });

    it.each([
      ['a PNG name with text bytes', () => Buffer.from('hello, this is not an image'), 'UPLOAD_TYPE'],
      ['a PDF where an image is expected', () => smallPdf(), 'UPLOAD_TYPE'],
      ['a truncated PNG', async () => (await pngOf(64, 64)).subarray(0, 300), 'UPLOAD_TRUNCATED'],
      [
        'a file over 5 MB',
        () => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47]), Buffer.alloc(5 * 1024 * 1024)]),
        'UPLOAD_TOO_LARGE',
      ],
    ])('refuses %s with a 400 naming the problem; nothing is written or changed', async (_, make, code) => {
      const filesBefore = await storedFiles(uploadsDir);
      const photoBefore = await photoColumn();
      const res = await upload(await make());
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code, details: [{ field: 'file' }] });
      expect(await storedFiles(uploadsDir)).toEqual(filesBefore);
      expect(await photoColumn()).toBe(photoBefore);
    });

    it.each([
      ['a PNG of 5,000 x 5,000 pixels', () => plainImage(5000, 5000, 'png')],
      ['a JPEG 2,001 pixels wide', () => plainImage(2001, 20, 'jpeg')],
      ['a WebP 2,001 pixels tall', () => plainImage(20, 2001, 'webp')],
    ])('refuses %s from its header, before decoding it: UPLOAD_TOO_LARGE', async (_, make) => {
      const filesBefore = await storedFiles(uploadsDir);
      const photoBefore = await photoColumn();
      const res = await upload(await make());
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({
        message: 'The image is larger than 2000 x 2000 pixels.',
        code: 'UPLOAD_TOO_LARGE',
        details: [{ field: 'file', message: 'The image is larger than 2000 x 2000 pixels.' }],
      });
      expect(await storedFiles(uploadsDir)).toEqual(filesBefore);
      expect(await photoColumn()).toBe(photoBefore);
    });

    it('takes an image of 2,000 pixels a side', async () => {
      const res = await upload(await plainImage(2000, 2000, 'jpeg'), 'me.jpg', 'image/jpeg');
      expect(res.statusCode, res.body).toBe(200);
    });

    it('limits the uploads of a member, photos and identity documents together: 429 once the limit is spent', async () => {
      const spender = await createMember(t.db, { kyc: null });
      const headers = await bearer(t.app, t.db, spender.username);
      const photo = await pngOf(16, 16);
      for (let sent = 0; sent < UPLOAD_LIMIT.perMember; sent++)
        expect((await upload(photo, 'me.png', 'image/png', headers)).statusCode).toBe(200);
      const refused = await upload(photo, 'me.png', 'image/png', headers);
      expect(refused.statusCode, refused.body).toBe(429);
      expect(refused.json()).toMatchObject({
        code: 'RATE_LIMITED',
        message: expect.stringMatching(/^Too many uploads/),
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      const started = await t.app.inject({ method: 'POST', url: '/kyc/session', headers, payload: { type: 'user' } });
      expect(started.statusCode, started.body).toBe(201);
      const body = multipart([filePart(photo)]);
      const document = await t.app.inject({
        method: 'POST',
        url: '/kyc/session/steps/identity/document',
        headers: { ...headers, ...body.headers },
        payload: body.payload,
      });
      expect(document.statusCode, document.body).toBe(429);
      // Another member's uploads are theirs to count.
      expect((await upload(photo)).statusCode).toBe(200);
    });

    it('refuses a request without the part "file", or with another part besides', async () => {
      const none = await t.app.inject({
        method: 'POST',
        url: '/user/profile/photo',
        headers: { ...member, 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(none.statusCode).toBe(400);
      expect(none.json()).toMatchObject({ code: 'UPLOAD_MISSING' });
      const png = await pngOf(10, 10);
      const two = multipart([filePart(png), { name: 'other', bytes: Buffer.from('x') }]);
      const res = await t.app.inject({
        method: 'POST',
        url: '/user/profile/photo',
        headers: { ...member, ...two.headers },
        payload: two.payload,
      });
      expect(res.statusCode).toBe(400);
      const renamed = multipart([{ ...filePart(png), name: 'photo' }]);
      const wrongName = await t.app.inject({
        method: 'POST',
        url: '/user/profile/photo',
        headers: { ...member, ...renamed.headers },
        payload: renamed.payload,
      });
      expect(wrongName.statusCode).toBe(400);
      expect(wrongName.json()).toMatchObject({ code: 'UPLOAD_MISSING' });
    });
  });
});
