/**
 * What the real BFF does around the web app: hashed build assets are cached for a year while the
 * page that names them is not, and the API namespace answers 404 for a path the contract does not declare.
 */
import { describe, expect, inject, it } from 'vitest';

const { bffUrl } = inject('e2eHarness');
const YEAR = 31_536_000;

function maxAge(cacheControl: string | null): number | undefined {
  const match = /max-age=(\d+)/.exec(cacheControl ?? '');
  return match ? Number(match[1]) : undefined;
}

describe('the BFF serving the web app', () => {
  it('serves a hashed asset with a long cache and the page itself without one', async () => {
    const page = await fetch(`${bffUrl}/account/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    const asset = /(?:src|href)="(\/account\/assets\/[^"]+-[A-Za-z0-9_-]{6,}\.(?:js|css))"/.exec(html)?.[1];
    expect(asset, `no hashed asset under /account/assets/ in the page:\n${html}`).toBeDefined();
    const pageAge = maxAge(page.headers.get('cache-control'));
    expect(pageAge === undefined || pageAge < 3600, `the page is cached: ${page.headers.get('cache-control')}`).toBe(
      true,
    );

    const response = await fetch(`${bffUrl}${asset}`);
    await response.body?.cancel();
    expect(response.status).toBe(200);
    const cacheControl = response.headers.get('cache-control');
    expect(maxAge(cacheControl), `cache-control of ${asset}: ${cacheControl}`).toBeGreaterThanOrEqual(YEAR);
  });

  it('answers 404 with an error body for an API path the contract does not declare', async () => {
    const response = await fetch(`${bffUrl}/account/api/no-such-operation`, {
      headers: { 'x-csrf': '1', accept: 'application/json' },
    });
    expect(response.status).toBe(404);
    const body = (await response.json()) as { message?: unknown };
    expect(typeof body.message).toBe('string');
  });
});
