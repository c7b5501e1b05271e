/**
 * Security headers on every kind of answer, and the docs page's relaxed policy staying on that page.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { API_HEADERS, buildTestApp } from './helpers/app.ts';
import { startUpstreamDouble } from './helpers/upstream-double.ts';

const dist = mkdtempSync(join(tmpdir(), 'bff-web-dist-'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title>');
writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const upstream = await startUpstreamDouble();
const app = await buildTestApp({ webDist: dist, platformApiUrl: upstream.url });

function directives(policy: string | undefined): Map<string, string> {
  return new Map(
    (policy ?? '').split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values.join(' ')] as const;
    }),
  );
}

describe.each([
  ['a static file', '/account/favicon.svg', {}],
  ['an API answer', '/account/api/notification', API_HEADERS],
  ['an API error', '/account/api/notification', {}],
  ['a 404', '/nowhere', {}],
  ['a health check', '/healthz', {}],
  ['the contract file', '/account/api/openapi.yaml', {}],
])('on %s', (_kind, url, headers) => {
  it('sets the strict policy and the other security headers', async () => {
    const res = await app.inject({ url, headers });
    const csp = directives(res.headers['content-security-policy'] as string);
    expect(csp.get('default-src')).toBe("'self'");
    expect(csp.get('script-src')).toBe("'self'");
    expect(csp.get('style-src')).toBe("'self'");
    expect(csp.get('img-src')).toBe("'self' data:");
    expect(csp.get('connect-src')).toBe("'self'");
    expect(csp.get('frame-ancestors')).toBe("'none'");
    expect(csp.get('base-uri')).toBe("'self'");
    expect(csp.get('form-action')).toBe("'self'");
    expect(csp.get('object-src')).toBe("'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['permissions-policy']).toContain('camera=()');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    // Only a production deployment (HTTPS) pins HSTS.
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('the web app page', () => {
  it('allows inline styles only with its own nonce, and no inline script at all', async () => {
    const res = await app.inject({ url: '/account/', headers: { accept: 'text/html' } });
    const csp = directives(res.headers['content-security-policy'] as string);
    expect(csp.get('style-src')).toMatch(/^'self' 'nonce-[A-Za-z0-9+/=]+'$/);
    expect(csp.get('script-src')).toBe("'self'");
    expect(csp.get('default-src')).toBe("'self'");
    expect(csp.get('frame-ancestors')).toBe("'none'");
    expect(csp.get('object-src')).toBe("'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
  });
});

describe('the API docs page', () => {
  it('allows its own inline bootstrap by hash and inline styles, and nothing from elsewhere', async () => {
    const res = await app.inject({ url: '/account/api/docs/' });
    expect(res.statusCode).toBe(200);
    const csp = directives(res.headers['content-security-policy'] as string);
    expect(csp.get('script-src')).toMatch(/^'self' 'sha256-[A-Za-z0-9+/=]+'$/);
    expect(csp.get('script-src')).not.toContain('unsafe');
    expect(csp.get('style-src')).toBe("'self' 'unsafe-inline'");
    expect(csp.get('connect-src')).toBe("'self'");
    expect(csp.get('frame-ancestors')).toBe("'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('does not relax the policy of its script file', async () => {
    const res = await app.inject({ url: '/account/api/docs/js/scalar.js' });
    expect(directives(res.headers['content-security-policy'] as string).get('style-src')).toBe("'self'");
  });
});

it('adds HSTS in production', async () => {
  const production = await buildTestApp({ nodeEnv: 'production', webDist: dist, platformApiUrl: upstream.url });
  const res = await production.inject({ url: '/healthz' });
  expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
});
