/**
 * Answers the contract declares in another media type than JSON (the CSV exports): passed on as the
 * platform wrote them, with their Content-Type and Content-Disposition and still uncacheable; the same
 * operation's JSON errors are handled as any other; and a media type the contract does not declare for
 * that status is a contract violation, never passed on as if it were right.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { operationsById } from '../src/generated/operations.ts';
import { API_HEADERS, buildTestApp } from './helpers/app.ts';
import { json, startUpstreamDouble } from './helpers/upstream-double.ts';

const upstream = await startUpstreamDouble();
const app = await buildTestApp({ platformApiUrl: upstream.url });

const CSV =
  'id,reference,username,type,direction,asset,amount,fee,counter_asset,counter_amount,status,tx_hash,address,created_at\r\n' +
  '45,SWP-000045,demo-member,swap,out,USDT,100.000000,0.500000,KNT,199.00000000,completed,,,2026-11-20T10:15:12Z\r\n' +
  '46,"WDR-0,46",démo,withdrawal,out,USDT,1.000000,0.000000,,,pending,,"a ""quoted"" address",2026-11-21T00:00:00Z\r\n';
const DISPOSITION = 'attachment; filename="transactions.csv"';

function csv(status = 200, type = 'text/csv; charset=utf-8', text = CSV) {
  upstream.answer((_request, response) => {
    response.writeHead(status, { 'content-type': type, 'content-disposition': DISPOSITION });
    response.end(text);
  });
}

const exportMine = (query = '') =>
  app.inject({ method: 'GET', url: `/account/api/transactions/export${query}`, headers: API_HEADERS });

beforeEach(() => {
  upstream.received.length = 0;
});

describe('a CSV export', () => {
  it('is what the contract declares for the exports', () => {
    expect(operationsById.exportTransactions.produces['200']).toBe('text/csv');
    expect(operationsById.exportAllTransactions.produces['200']).toBe('text/csv');
    expect(operationsById.exportTransactions.produces['401']).toBe('application/json');
  });

  it('is passed on byte for byte, with its Content-Type, Content-Disposition and no-store', async () => {
    csv();
    const res = await exportMine('?asset=USDT&type=swap');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toBe(CSV);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(DISPOSITION);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(upstream.received[0]?.url).toBe('/transactions/export?asset=USDT&type=swap');
  });

  it('is passed on for the administrators’ export too', async () => {
    csv();
    const res = await app.inject({
      method: 'GET',
      url: '/account/api/admin/transactions/export?user=demo-member',
      headers: API_HEADERS,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toBe(CSV);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  });

  it('keeps its JSON error answers handled as any other: checked, passed on as JSON', async () => {
    upstream.answer((_request, response) =>
      json(response, 401, { message: 'Authentication required', code: 'UNAUTHORIZED' }),
    );
    const res = await exportMine();
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ message: 'Authentication required', code: 'UNAUTHORIZED' });
  });

  it('refuses its own query like any other operation, before the platform', async () => {
    const res = await exportMine('?asset=not-an-asset!');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION',
      details: [{ field: expect.stringMatching(/^querystring/) }],
    });
    expect(upstream.received).toHaveLength(0);
  });
});

describe('a media type the contract does not declare for the status', () => {
  it('JSON where the contract says CSV is a contract violation (502), not passed on', async () => {
    upstream.answer((_request, response) => json(response, 200, { items: [] }));
    const res = await exportMine();
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({
      code: 'CONTRACT_VIOLATION',
      details: [{ field: 'content-type', message: expect.stringContaining('text/csv') }],
    });
  });

  it('another text type where the contract says CSV is refused (502)', async () => {
    csv(200, 'text/plain; charset=utf-8');
    const res = await exportMine();
    expect(res.statusCode).toBe(502);
    expect(res.body).not.toContain('SWP-000045');
  });

  it('CSV on a status the contract declares as JSON is refused (502)', async () => {
    csv(400, 'text/csv');
    const res = await exportMine();
    expect(res.statusCode).toBe(502);
    expect(res.body).not.toContain('SWP-000045');
  });

  it('CSV from an operation that only answers JSON is refused (502)', async () => {
    csv(200, 'text/csv');
    const res = await app.inject({ method: 'GET', url: '/account/api/transactions', headers: API_HEADERS });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ code: 'UPSTREAM_INVALID' });
    expect(res.body).not.toContain('SWP-000045');
  });
});
