/**
 * Uploads (multipart/form-data) and files (an image, a PDF) through the BFF: a body whose parts are the ones the
 * contract declares is forwarded byte for byte with its boundary; anything else is refused before the platform;
 * a body over the limit is a 400 naming the file; a file the platform answers comes back byte for byte, with its
 * type, never sniffed.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { MULTIPART_BODY_LIMIT } from '../src/routes/multipart-body.ts';
import { API_HEADERS, buildTestApp } from './helpers/app.ts';
import { json, startUpstreamDouble } from './helpers/upstream-double.ts';

const upstream = await startUpstreamDouble();
const app = await buildTestApp({ platformApiUrl: upstream.url });

const BOUNDARY = '----form7MA4YWxkTrZu0gW';
const TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

function body(parts: { name: string; content: string }[], end = `--${BOUNDARY}--\r\n`): string {
  return (
    parts
      .map(
        (part) =>
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"; filename="a.png"\r\n` +
          `Content-Type: image/png\r\n\r\n${part.content}\r\n`,
      )
      .join('') + end
  );
}

const upload = (payload: string | Buffer, contentType = TYPE) =>
  app.inject({
    method: 'POST',
    url: '/account/api/user/profile/photo',
    headers: { ...API_HEADERS, 'content-type': contentType },
    payload,
  });

const USER = {
  uid: 'KNT-100002',
  username: 'demo-member',
  user_name: 'demo-member',
  last_name: 'Member',
  first_name: 'Demo',
  email: 'demo-member@example.com',
  scopes: ['member'],
  photo: '/account/api/user/profile/photo?v=3f2a9c',
  parrain: 'demo-admin',
  kyc: null,
  haveTransactionPassword: true,
  tel: null,
  country: 'FR',
  created_at: '2026-01-15T09:30:00Z',
  cap: '0.00',
  cag: '0.00',
  is_active: true,
};

beforeEach(() => {
  upstream.received.length = 0;
  upstream.answer((_request, response) => json(response, 200, USER));
});

describe('an upload', () => {
  it('is forwarded as it came, with its Content-Type and boundary', async () => {
    const payload = body([{ name: 'file', content: 'some image bytes' }]);
    const res = await upload(payload);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ photo: USER.photo });
    expect(upstream.received).toHaveLength(1);
    expect(upstream.received[0]!.headers['content-type']).toBe(TYPE);
    expect(upstream.received[0]!.body).toBe(payload);
  });

  it.each([
    ['a part the contract does not declare', body([{ name: 'other', content: 'x' }])],
    [
      'the file twice',
      body([
        { name: 'file', content: 'x' },
        { name: 'file', content: 'y' },
      ]),
    ],
    ['no part at all', `--${BOUNDARY}--\r\n`],
    ['a body cut short', body([{ name: 'file', content: 'x' }], '')],
  ])('with %s is a 400, and never reaches the platform', async (_, payload) => {
    const res = await upload(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION' });
    expect(upstream.received).toHaveLength(0);
  });

  it('as JSON instead of multipart is a 400, and never reaches the platform', async () => {
    const res = await upload('{"file":"x"}', 'application/json');
    expect(res.statusCode).toBe(400);
    expect(upstream.received).toHaveLength(0);
  });

  it('over the limit is a 400 naming the file, and never reaches the platform', async () => {
    const payload = body([{ name: 'file', content: 'x'.repeat(MULTIPART_BODY_LIMIT) }]);
    const res = await upload(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'UPLOAD_TOO_LARGE', details: [{ field: 'file' }] });
    expect(upstream.received).toHaveLength(0);
  });

  it('on an operation that takes JSON is refused', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: '/account/api/user/profile',
      headers: { ...API_HEADERS, 'content-type': TYPE },
      payload: body([{ name: 'file', content: 'x' }]),
    });
    expect(res.statusCode).toBe(400);
    expect(upstream.received).toHaveLength(0);
  });
});

describe('a file answered by the platform', () => {
  const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0xff, 0x00, 0xfe, 0x80]);

  it('comes back byte for byte with its type and nosniff', async () => {
    upstream.answer((_request, response) => {
      response.writeHead(200, { 'content-type': 'image/png' });
      response.end(PNG);
    });
    const res = await app.inject({ method: 'GET', url: '/account/api/admin/kyc/documents/4', headers: API_HEADERS });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.equals(PNG)).toBe(true);
  });

  it('a PDF comes as the attachment the platform made it, sandboxed by its policy on top of the BFF’s own', async () => {
    const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</OpenAction<</S/JavaScript/JS(app.alert(1))>>>>endobj\n%%EOF\n');
    upstream.answer((_request, response) => {
      response.writeHead(200, {
        'content-type': 'application/pdf',
        'content-disposition': 'attachment; filename="document-4.pdf"',
        'content-security-policy': 'sandbox',
        'x-content-type-options': 'nosniff',
      });
      response.end(PDF);
    });
    const res = await app.inject({ method: 'GET', url: '/account/api/admin/kyc/documents/4', headers: API_HEADERS });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="document-4.pdf"');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const policy = String(res.headers['content-security-policy']).split(/;\s*/);
    expect(policy).toContain('sandbox');
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(res.rawPayload.equals(PDF)).toBe(true);
  });

  it('of a type the contract does not declare for the operation is a contract violation', async () => {
    upstream.answer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<script>alert(1)</script>');
    });
    const res = await app.inject({ method: 'GET', url: '/account/api/admin/kyc/documents/4', headers: API_HEADERS });
    expect(res.statusCode).toBe(502);
    expect(res.body).not.toContain('<script>');
  });

  it('opens from an <img> or a link, without X-CSRF, but never for a cross-site page', async () => {
    upstream.answer((_request, response) => {
      response.writeHead(200, { 'content-type': 'image/webp' });
      response.end(PNG);
    });
    const url = '/account/api/user/profile/photo?v=3f2a9c';
    const img = await app.inject({ method: 'GET', url, headers: { 'sec-fetch-site': 'same-origin' } });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/webp');
    const crossSite = await app.inject({ method: 'GET', url, headers: { 'sec-fetch-site': 'cross-site' } });
    expect(crossSite.statusCode).toBe(403);
    // Any other operation still needs the header.
    const json = await app.inject({ method: 'GET', url: '/account/api/kyc/session' });
    expect(json.statusCode).toBe(403);
  });
});
