import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, userId, type TestApp } from './helper.ts';
import { createMember } from './ledger-helpers.ts';
import { filePart, multipart, plainImage, pngOf, smallPdf, storedFiles, tempUploadsDir } from './upload-helpers.ts';

interface Session {
  id: string;
  type: string;
  status: string;
  info: { provider: string; company_name?: string };
  steps: { id: string; name: string; status: string; reason: string | null }[];
}
interface Review {
  id: string;
  step: string;
  status: string;
  member: { uid: string };
  documents: { id: string; media_type: string }[];
}
type Headers = { authorization: string };

describe('KYC', () => {
  let t: TestApp;
  let uploadsDir: string;
  let admin: Headers;
  let member: Headers;
  let fresh: Headers;
  let freshId: number;

  beforeAll(async () => {
    uploadsDir = await tempUploadsDir();
    t = await buildTestApp({ config: { uploadsDir } });
    admin = await bearer(t.app, t.db, 'demo-admin');
    member = await bearer(t.app, t.db, 'demo-member');
    // demo-2fa has never started a verification.
    fresh = await bearer(t.app, t.db, 'demo-2fa');
    freshId = await userId(t.db, 'demo-2fa');
  });
  afterAll(async () => {
    await t.close();
    await rm(uploadsDir, { recursive: true, force: true });
  });

  const overview = async (headers: Headers) => {
    const res = await t.app.inject({ method: 'GET', url: '/kyc/session', headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ kyc: string | null; session: Session | null }>();
  };
  const userKyc = async (id: number) =>
    (await t.db.selectFrom('users').select('kyc').where('id', '=', id).executeTakeFirstOrThrow()).kyc;
  const send = async (headers: Headers, step: string, bytes: Buffer, filename = 'doc.png', type = 'image/png') => {
    const body = multipart([filePart(bytes, filename, type)]);
    return t.app.inject({
      method: 'POST',
      url: `/kyc/session/steps/${step}/document`,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };
  const reviews = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/admin/kyc/reviews', headers: admin });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ items: Review[]; total: number }>();
  };
  const decide = (id: string, decision: 'approve' | 'reject', headers = admin, reason?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/admin/kyc/steps/${id}/${decision}`,
      headers,
      ...(reason !== undefined && { payload: { reason } }),
    });

  it('shows the demo accounts where they stand: demo-member half verified, identity approved', async () => {
    const { kyc, session } = await overview(member);
    expect(kyc).toBe('half_verified');
    expect(session?.status).toBe('half_verified');
    expect(session?.steps.map((s) => [s.name, s.status])).toEqual([
      ['identity', 'approved'],
      ['address', 'not_sent'],
    ]);
    expect(await overview(fresh)).toEqual({ kyc: null, session: null });
  });

  it('starts a session as a person once; a second start is 409', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/kyc/session', headers: fresh, payload: { type: 'user' } });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ type: 'user', status: 'initiated', info: { provider: 'sandbox' } });
    expect(await userKyc(freshId)).toBe('initiated');
    const again = await t.app.inject({
      method: 'POST',
      url: '/kyc/session',
      headers: fresh,
      payload: { type: 'user' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'KYC_ALREADY_STARTED' });
  });

  it('refuses a bad document with a 400 and keeps nothing: wrong type, text named .png, truncated', async () => {
    const cases: [Buffer, string, string][] = [
      [Buffer.from('just some text'), 'id.png', 'UPLOAD_TYPE'],
      [Buffer.from('GIF89a......'), 'id.gif', 'UPLOAD_TYPE'],
      [(await pngOf(64, 64)).subarray(0, 200), 'id.png', 'UPLOAD_TRUNCATED'],
      [smallPdf().subarray(0, 60), 'id.pdf', 'UPLOAD_TRUNCATED'],
    ];
    for (const [bytes, name, code] of cases) {
      const res = await send(fresh, 'identity', bytes, name);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({ code, details: [{ field: 'file' }] });
    }
    expect(await storedFiles(uploadsDir)).toEqual([]);
    expect(await t.db.selectFrom('kyc_documents').selectAll().execute()).toEqual([]);
    const { session } = await overview(fresh);
    expect(session?.steps.every((s) => s.status === 'not_sent')).toBe(true);
  });

  it('takes a PNG and a PDF, lists them for review, and a step sent is locked until decided', async () => {
    expect((await send(fresh, 'identity', await pngOf(30, 20))).statusCode).toBe(200);
    const res = await send(fresh, 'address', smallPdf(), 'bill.pdf', 'application/pdf');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Session>().steps.map((s) => s.status)).toEqual(['submitted', 'submitted']);
    expect((await send(fresh, 'address', smallPdf(), 'bill.pdf')).statusCode).toBe(409);
    expect((await send(fresh, 'company', smallPdf(), 'bill.pdf')).statusCode).toBe(404);

    const { items } = await reviews();
    const mine = items.filter((item) => item.member.uid === 'KNT-100003');
    expect(mine.map((item) => [item.step, item.documents.map((d) => d.media_type)])).toEqual([
      ['identity', ['image/png']],
      ['address', ['application/pdf']],
    ]);
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/admin/kyc/documents/${mine[1]!.documents[0]!.id}`,
      headers: admin,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['x-content-type-options']).toBe('nosniff');
    expect(pdf.rawPayload.equals(smallPdf())).toBe(true);
    // A member never reads a document, their own or another's.
    const asMember = await t.app.inject({
      method: 'GET',
      url: `/admin/kyc/documents/${mine[1]!.documents[0]!.id}`,
      headers: fresh,
    });
    expect(asMember.statusCode).toBe(403);
  });

  it('moves initiated -> half_verified -> verified, through a rejection and a second sending', async () => {
    const { session } = await overview(fresh);
    const [identity, address] = session!.steps;

    const approved = await decide(identity!.id, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ step: 'identity', status: 'approved' });
    expect(await userKyc(freshId)).toBe('half_verified');

    const rejected = await decide(address!.id, 'reject', admin, 'The bill is older than 3 months.');
    expect(rejected.statusCode, rejected.body).toBe(200);
    const afterReject = await overview(fresh);
    expect(afterReject.kyc).toBe('half_verified');
    expect(afterReject.session?.steps[1]).toMatchObject({
      status: 'rejected',
      reason: 'The bill is older than 3 months.',
    });
    // Decided once: a second decision is 409.
    expect((await decide(address!.id, 'approve')).statusCode).toBe(409);

    const resent = await send(fresh, 'address', await pngOf(20, 20));
    expect(resent.statusCode, resent.body).toBe(200);
    const review = (await reviews()).items.find((item) => item.id === address!.id);
    expect(review?.documents.map((d) => d.media_type)).toEqual(['image/png']);

    expect((await decide(address!.id, 'approve')).statusCode).toBe(200);
    expect(await overview(fresh)).toMatchObject({ kyc: 'verified', session: { status: 'verified' } });
    expect((await reviews()).items.find((item) => item.id === address!.id)).toBeUndefined();
  });

  it('records every decision in the audit trail with who, when, before and after, and notifies the member', async () => {
    const rows = await t.db
      .selectFrom('admin_audit')
      .selectAll()
      .where('action', 'in', ['kyc.approve', 'kyc.reject'])
      .orderBy('id')
      .execute();
    expect(rows.map((row) => [row.action, row.subject, row.actor])).toEqual([
      ['kyc.approve', 'KNT-100003 identity', 'demo-admin'],
      ['kyc.reject', 'KNT-100003 address', 'demo-admin'],
      ['kyc.approve', 'KNT-100003 address', 'demo-admin'],
    ]);
    expect(JSON.parse(rows[1]!.before_document!)).toMatchObject({ status: 'submitted', kyc: 'half_verified' });
    expect(JSON.parse(rows[1]!.after_document!)).toMatchObject({
      status: 'rejected',
      reason: 'The bill is older than 3 months.',
    });
    expect(JSON.parse(rows[2]!.after_document!)).toMatchObject({ status: 'approved', kyc: 'verified' });
    const notes = await t.db.selectFrom('notifications').select('description').where('user_id', '=', freshId).execute();
    expect(notes.map((n) => n.description).join('\n')).toContain('older than 3 months');
  });

  it("refuses an administrator's decision on their own verification: 422 OWN_ACCOUNT, nothing changes", async () => {
    const adminId = await userId(t.db, 'demo-admin');
    const step = await t.db
      .selectFrom('kyc_steps')
      .innerJoin('kyc_sessions', 'kyc_sessions.id', 'kyc_steps.kyc_session_id')
      .select('kyc_steps.id')
      .where('kyc_sessions.user_id', '=', adminId)
      .executeTakeFirstOrThrow();
    await t.db.updateTable('kyc_steps').set({ status: 'submitted' }).where('id', '=', step.id).execute();
    const auditBefore = await t.db.selectFrom('admin_audit').selectAll().execute();
    const res = await decide(String(step.id), 'approve');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'OWN_ACCOUNT' });
    const after = await t.db
      .selectFrom('kyc_steps')
      .select('status')
      .where('id', '=', step.id)
      .executeTakeFirstOrThrow();
    expect(after.status).toBe('submitted');
    expect(await t.db.selectFrom('admin_audit').selectAll().execute()).toEqual(auditBefore);
  });

  it('refuses a member on the review operations, and a reason that is too short', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/admin/kyc/reviews', headers: member })).statusCode).toBe(403);
    expect((await decide('1', 'approve', member)).statusCode).toBe(403);
    expect((await decide('1', 'reject', admin, 'x')).statusCode).toBe(400);
    expect((await decide('999999', 'approve')).statusCode).toBe(404);
  });

  it('starts as an enterprise with its company name, which is required', async () => {
    const other = await bearer(t.app, t.db, 'demo-2fa');
    await t.db.updateTable('users').set({ kyc: null }).where('id', '=', freshId).execute();
    const missing = await t.app.inject({
      method: 'POST',
      url: '/kyc/session',
      headers: other,
      payload: { type: 'enterprise' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('company_name');
    const res = await t.app.inject({
      method: 'POST',
      url: '/kyc/session',
      headers: other,
      payload: { type: 'enterprise', company_name: 'Acme SAS' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<Session>()).toMatchObject({ type: 'enterprise', info: { company_name: 'Acme SAS' } });
    expect(res.json<Session>().steps.map((s) => s.name)).toEqual(['identity', 'company']);
  });

  describe('documents as they are kept and served', () => {
    const HTML = Buffer.from('<html><body><script>fetch("/steal?c="+document.cookie)</script></body></html>');
    // A PDF that runs JavaScript as it opens.
    const SCRIPTED_PDF = Buffer.from(
      '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R/OpenAction<</S/JavaScript/JS(app.alert(1))>>>>endobj\n' +
        '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
        '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
      'latin1',
    );

    /** A member of their own with a verification under way. */
    async function starter(): Promise<{ id: number; headers: Headers }> {
      const created = await createMember(t.db, { kyc: null });
      const headers = await bearer(t.app, t.db, created.username);
      const res = await t.app.inject({ method: 'POST', url: '/kyc/session', headers, payload: { type: 'user' } });
      expect(res.statusCode, res.body).toBe(201);
      return { id: created.id, headers };
    }

    /** The member's latest document: its row and its bytes on disk. */
    async function keptDocument(memberId: number) {
      const row = await t.db
        .selectFrom('kyc_documents')
        .innerJoin('kyc_steps', 'kyc_steps.id', 'kyc_documents.kyc_step_id')
        .innerJoin('kyc_sessions', 'kyc_sessions.id', 'kyc_steps.kyc_session_id')
        .select(['kyc_documents.id', 'kyc_documents.storage_key', 'kyc_documents.media_type', 'kyc_documents.size'])
        .where('kyc_sessions.user_id', '=', memberId)
        .orderBy('kyc_documents.id', 'desc')
        .executeTakeFirstOrThrow();
      return { ...row, bytes: await readFile(join(uploadsDir, row.storage_key)) };
    }

    it.each([
      ['PNG', 'png', 'image/png'],
      ['JPEG', 'jpeg', 'image/jpeg'],
    ] as const)(
      're-encodes a %s: an HTML trailer after the image is neither kept nor served',
      async (_, format, type) => {
        const { id, headers } = await starter();
        const image = await plainImage(40, 30, format);
        const res = await send(headers, 'identity', Buffer.concat([image, HTML]), `id.${format}`, type);
        expect(res.statusCode, res.body).toBe(200);
        const kept = await keptDocument(id);
        expect(kept.media_type).toBe(type);
        expect(kept.bytes.includes('<script')).toBe(false);
        expect(kept.size).toBe(kept.bytes.length);
        const served = await t.app.inject({ method: 'GET', url: `/admin/kyc/documents/${kept.id}`, headers: admin });
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe(type);
        expect(served.headers['content-disposition']).toBe('inline');
        expect(served.headers['content-security-policy']).toBe('sandbox');
        expect(served.rawPayload.includes('<script')).toBe(false);
        expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format, width: 40, height: 30 });
      },
    );

    it('serves a PDF only as an attachment, sandboxed and never sniffed, whatever script it carries', async () => {
      const { id, headers } = await starter();
      const res = await send(headers, 'address', SCRIPTED_PDF, 'bill.pdf', 'application/pdf');
      expect(res.statusCode, res.body).toBe(200);
      const kept = await keptDocument(id);
      const served = await t.app.inject({ method: 'GET', url: `/admin/kyc/documents/${kept.id}`, headers: admin });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('application/pdf');
      expect(served.headers['content-disposition']).toBe(`attachment; filename="document-${kept.id}.pdf"`);
      expect(served.headers['content-security-policy']).toBe('sandbox');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
    });

    it('refuses an image of 5,000 x 5,000 pixels from its header: UPLOAD_TOO_LARGE, nothing kept', async () => {
      const { id, headers } = await starter();
      const res = await send(headers, 'identity', await plainImage(5000, 5000, 'png'));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'UPLOAD_TOO_LARGE',
        details: [{ field: 'file', message: 'The image is larger than 4096 x 4096 pixels.' }],
      });
      const documents = await t.db
        .selectFrom('kyc_documents')
        .innerJoin('kyc_steps', 'kyc_steps.id', 'kyc_documents.kyc_step_id')
        .innerJoin('kyc_sessions', 'kyc_sessions.id', 'kyc_steps.kyc_session_id')
        .select('kyc_documents.id')
        .where('kyc_sessions.user_id', '=', id)
        .execute();
      expect(documents).toEqual([]);
    });
  });
});
