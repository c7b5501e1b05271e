/**
 * The contract for integrators: the raw YAML and a reference page that needs no network access.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { repoRoot } from '../src/config.ts';
import { buildTestApp } from './helpers/app.ts';

const app = await buildTestApp();
const spec = readFileSync(join(repoRoot, 'openapi.yaml'), 'utf8');

describe('GET /account/api/openapi.yaml', () => {
  it('serves the repository contract as YAML, without the CSRF header', async () => {
    const res = await app.inject({ url: '/account/api/openapi.yaml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/yaml');
    expect(res.body).toBe(spec);
    expect((parse(res.body) as { openapi: string }).openapi).toMatch(/^3\.1/);
  });
});

describe('GET /account/api/docs', () => {
  it('renders the reference page, following the trailing-slash redirect as a browser does', async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const res = await fetch(`${address}/account/api/docs`);
    expect(res.status).toBe(200);
    expect(res.url).toBe(`${address}/account/api/docs/`);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain('<title>Account back-office API</title>');
    expect(html).toContain('"url": "/account/api/openapi.yaml"');
  });

  it('loads its script from this server, never from a CDN', async () => {
    const html = (await app.inject({ url: '/account/api/docs/' })).body;
    const sources = [...html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1]);
    expect(sources).toEqual(['js/scalar.js']);
    expect(html).not.toMatch(/https?:\/\//);

    const script = await app.inject({ url: '/account/api/docs/js/scalar.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/^application\/javascript/);
    expect(script.body).toContain('createApiReference');
  });

  it('turns off the page features that would call out (fonts, telemetry, hosted tools)', async () => {
    const html = (await app.inject({ url: '/account/api/docs/' })).body;
    expect(html).toContain('"withDefaultFonts": false');
    expect(html).toContain('"telemetry": false');
  });
});
