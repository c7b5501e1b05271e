/**
 * Serving the built web app: caching by kind of file, the client-side route fallback, and the real 404s
 * it must not hide. A temporary dist folder stands in for the Vite build.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_HEADERS, buildTestApp } from './helpers/app.ts';
import { startUpstreamDouble } from './helpers/upstream-double.ts';

const INDEX =
  '<!doctype html><html><head><script type="module" src="/account/assets/app-abc123.js"></script></head><body><div id="root"></div></body></html>';
const SCRIPT = 'console.log("app");';

const dist = mkdtempSync(join(tmpdir(), 'bff-web-dist-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), INDEX);
writeFileSync(join(dist, 'assets', 'app-abc123.js'), SCRIPT);
writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
writeFileSync(join(dist, '.env'), 'SECRET=1');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const upstream = await startUpstreamDouble();
const app = await buildTestApp({ webDist: dist, platformApiUrl: upstream.url });
const page = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

/** The index.html served, and the style nonce its policy allows. */
function servedIndex(res: { body: string; headers: Record<string, unknown> }): { html: string; nonce: string } {
  const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1] ?? '';
  const html = res.body
    .replace(`<meta property="csp-nonce" nonce="${nonce}" />`, '')
    .replace('<script type="application/json" id="session-user">null</script>', '');
  return { html, nonce };
}

describe('redirects to the app', () => {
  it.each([
    ['/', 302],
    ['/account', 301],
  ])('%s redirects to /account/', async (url, status) => {
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(status);
    expect(res.headers.location).toBe('/account/');
  });
});

describe('files of the build', () => {
  it('serves index.html at /account/ with no-cache', async () => {
    const res = await app.inject({ url: '/account/', headers: page });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(servedIndex(res).html).toBe(INDEX);
    // Nobody is signed in on a request without a session cookie: the page says so.
    expect(res.body).toContain('<script type="application/json" id="session-user">null</script>');
  });

  it('gives index.html a fresh style nonce on each load, announced in a csp-nonce meta tag', async () => {
    const first = await app.inject({ url: '/account/', headers: page });
    const second = await app.inject({ url: '/account/index.html', headers: page });
    const { nonce } = servedIndex(first);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(first.body).toContain(`<head><meta property="csp-nonce" nonce="${nonce}" />`);
    expect(servedIndex(second).nonce).not.toBe(nonce);
    expect(servedIndex(second).html).toBe(INDEX);
  });

  it('announces a MAINTENANCE_MODE override in a maintenance-mode meta tag, and nothing without one', async () => {
    expect((await app.inject({ url: '/account/', headers: page })).body).not.toContain('maintenance-mode');
    for (const mode of ['none', 'partial', 'global'] as const) {
      const operated = await buildTestApp({ webDist: dist, platformApiUrl: upstream.url, maintenanceMode: mode });
      const res = await operated.inject({ url: '/account/wallets/my-wallets', headers: page });
      expect(res.statusCode).toBe(200);
      expect(res.body).toMatch(
        new RegExp(
          `^<!doctype html><html><head><meta property="csp-nonce" nonce="[^"]+" /><meta name="maintenance-mode" content="${mode}" />`,
        ),
      );
    }
  });

  it('allows an inline script of index.html by its hash, and no other', async () => {
    const inline = 'document.documentElement.lang = "en";';
    const withScript = mkdtempSync(join(tmpdir(), 'bff-web-inline-'));
    writeFileSync(join(withScript, 'index.html'), INDEX.replace('<head>', `<head><script>${inline}</script>`));
    try {
      const served = await buildTestApp({ webDist: withScript, platformApiUrl: upstream.url });
      const res = await served.inject({ url: '/account/login', headers: page });
      const hash = createHash('sha256').update(inline).digest('base64');
      const scripts = /script-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1];
      expect(scripts).toBe(`'self' 'sha256-${hash}'`);
    } finally {
      rmSync(withScript, { recursive: true, force: true });
    }
  });

  it("allows index.html's <style> elements by their hashes, and not a tag a comment names", async () => {
    const css = ':root{color:#161a1f}#startup-loader{display:grid}';
    const withStyles = mkdtempSync(join(tmpdir(), 'bff-web-styles-'));
    writeFileSync(
      join(withStyles, 'index.html'),
      INDEX.replace('<head>', `<head><!-- react-aria adds a <style> unless… --><style>${css}</style>`),
    );
    try {
      const served = await buildTestApp({ webDist: withStyles, platformApiUrl: upstream.url });
      const res = await served.inject({ url: '/account/login', headers: page });
      const hash = createHash('sha256').update(css).digest('base64');
      const { nonce } = servedIndex(res);
      const styles = /style-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1];
      expect(styles).toBe(`'self' 'nonce-${nonce}' 'sha256-${hash}'`);
    } finally {
      rmSync(withStyles, { recursive: true, force: true });
    }
  });

  it('compresses the page as the browser accepts, brotli first', async () => {
    const plain = await app.inject({ url: '/account/login', headers: page });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(String(plain.headers.vary)).toMatch(/accept-encoding/i);
    const { html } = servedIndex(plain);
    expect(html).toContain('<div id="root"></div>');

    const cases = [
      ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
      ['br;q=0, gzip', 'gzip', gunzipSync],
    ] as const;
    for (const [accepted, encoding, decompress] of cases) {
      const res = await app.inject({ url: '/account/login', headers: { ...page, 'accept-encoding': accepted } });
      expect(res.headers['content-encoding'], accepted).toBe(encoding);
      const body = decompress(res.rawPayload).toString('utf8');
      expect(servedIndex({ body, headers: res.headers }).html, accepted).toBe(html);
    }
  });

  it('lets the pages load a hosted captcha, and only the pages', async () => {
    const csp = (res: { headers: Record<string, unknown> }) => String(res.headers['content-security-policy']);
    expect(csp(await app.inject({ url: '/account/login', headers: page }))).not.toContain('https://');
    const hosted = await buildTestApp({ webDist: dist, platformApiUrl: upstream.url, captchaProvider: 'turnstile' });
    const policy = csp(await hosted.inject({ url: '/account/login', headers: page }));
    for (const directive of ['script-src', 'frame-src', 'connect-src']) {
      expect(policy).toMatch(new RegExp(`${directive} [^;]*https://challenges\\.cloudflare\\.com`));
    }
    expect(policy).toMatch(/script-src 'self' https:\/\/challenges\.cloudflare\.com;/);
    const asset = await hosted.inject({ url: '/account/assets/app-abc123.js' });
    expect(csp(asset)).not.toContain('cloudflare');
  });

  it('serves hashed assets with a year-long immutable cache', async () => {
    const res = await app.inject({ url: '/account/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe(SCRIPT);
  });

  it('revalidates unhashed files at the root of the build', async () => {
    const res = await app.inject({ url: '/account/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('does not serve dotfiles or escape the build folder', async () => {
    expect((await app.inject({ url: '/account/.env' })).body).not.toContain('SECRET');
    const traversal = await app.inject({ url: '/account/..%2f..%2fetc%2fpasswd' });
    expect(traversal.statusCode).toBeGreaterThanOrEqual(400);
    expect(traversal.body).not.toContain('root:');
  });
});

describe('client-side routes and real 404s', () => {
  it.each(['/account/dashboard', '/account/wallets/usdt?tab=history'])(
    'a page navigation to %s gets index.html',
    async (url) => {
      const res = await app.inject({ url, headers: page });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('private, no-cache');
      expect(servedIndex(res).html).toBe(INDEX);
    },
  );

  it('a missing asset is a 404, even for a page navigation', async () => {
    for (const headers of [{}, page]) {
      const res = await app.inject({ url: '/account/assets/missing.js', headers });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('<div id="root">');
    }
  });

  it.each(['/account/api/nope', '/account/api'])(
    'an unknown API path (%s) is a JSON 404, even for a page navigation',
    async (url) => {
      const res = await app.inject({ url, headers: page });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json().code).toBe('NOT_FOUND');
      expect(upstream.received).toHaveLength(0);
    },
  );

  it.each(['*/*', 'text/*', 'text/html', 'application/json;q=0.9, */*;q=0.1'])(
    'any client that accepts HTML (Accept: %s, as curl, link checkers and uptime probes send) gets the page',
    async (accept) => {
      const res = await app.inject({ url: '/account/login', headers: { accept } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(servedIndex(res).html).toBe(INDEX);
    },
  );

  it.each(['application/json', '*/*;q=0', 'text/html;q=0, application/json'])(
    'a client that does not accept HTML (Accept: %s) gets a 404',
    async (accept) => {
      const res = await app.inject({ url: '/account/login', headers: { accept } });
      expect(res.statusCode).toBe(404);
    },
  );

  it('a non-page request for an unknown path is a 404', async () => {
    const res = await app.inject({ url: '/account/dashboard', headers: { accept: 'application/json' } });
    expect(res.statusCode).toBe(404);
  });

  it('other methods on pages are a 404', async () => {
    const res = await app.inject({ method: 'POST', url: '/account/dashboard', headers: page });
    expect(res.statusCode).toBe(404);
  });

  it('the API still works next to the static files', async () => {
    const res = await app.inject({ url: '/account/api/notification', headers: API_HEADERS });
    expect(res.statusCode).toBe(200);
  });
});

describe('when the web app is not built', () => {
  it('answers 503 with a clear text instead of crashing', async () => {
    const missing = await buildTestApp({ webDist: join(dist, 'does-not-exist'), platformApiUrl: upstream.url });
    for (const url of ['/account/', '/account/dashboard']) {
      const res = await missing.inject({ url, headers: page });
      expect(res.statusCode).toBe(503);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(res.body).toContain('web app not built: run npm run build');
    }
    expect((await missing.inject({ url: '/healthz' })).statusCode).toBe(200);
  });
});

describe("a page's own files, named in its head", () => {
  const built = mkdtempSync(join(tmpdir(), 'bff-web-preloads-'));
  mkdirSync(join(built, '.vite'));
  writeFileSync(join(built, 'index.html'), INDEX);
  // What the web build writes (scripts/lib/route-chunks.ts), for three pages.
  writeFileSync(
    join(built, '.vite', 'route-preloads.json'),
    JSON.stringify({
      entry: ['assets/runtime-1.js'],
      routes: [
        { path: ['login'], session: false, scripts: ['assets/login-2.js'], styles: ['assets/form-3.css'] },
        { path: ['wallets', 'my-wallets', 'swap', 'usdt'], session: true, scripts: ['assets/usdt-4.js'], styles: [] },
        { path: ['wallets', 'my-wallets', 'swap', '$'], session: true, scripts: ['assets/swap-5.js'], styles: [] },
      ],
    }),
  );
  afterAll(() => rmSync(built, { recursive: true, force: true }));
  let served: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    served = await buildTestApp({ webDist: built, platformApiUrl: upstream.url });
  });
  const session = { ...page, cookie: 'theme=dark; __Host-session=sealed' };
  const head = async (url: string, headers: Record<string, string> = page) => {
    const res = await served.inject({ url, headers });
    expect(res.statusCode).toBe(200);
    // After the page's own script, before the end of its head.
    return /<\/script>((?:(?!<\/script>).)*)<\/head>/.exec(res.body)?.[1] ?? '';
  };

  it("preloads the entry's imports, and the page's scripts and styles", async () => {
    expect(await head('/account/login?redirect=%2Fdashboard')).toBe(
      '<link rel="modulepreload" crossorigin href="/account/assets/runtime-1.js" />' +
        '<link rel="modulepreload" crossorigin href="/account/assets/login-2.js" />' +
        '<link rel="preload" as="style" crossorigin href="/account/assets/form-3.css" />',
    );
  });

  it('matches a parameter, a fixed segment first', async () => {
    expect(await head('/account/wallets/my-wallets/swap/btc', session)).toContain('assets/swap-5.js');
    expect(await head('/account/wallets/my-wallets/swap/usdt', session)).not.toContain('assets/swap-5.js');
    expect(await head('/account/wallets/my-wallets/swap/usdt', session)).toContain('assets/usdt-4.js');
  });

  it("preloads a signed-in page's files only for a request with a session", async () => {
    expect(await head('/account/wallets/my-wallets/swap/btc')).toBe(
      '<link rel="modulepreload" crossorigin href="/account/assets/runtime-1.js" />',
    );
  });

  it("preloads only the entry's imports for a path no page answers", async () => {
    expect(await head('/account/nowhere/at/all', session)).toBe(
      '<link rel="modulepreload" crossorigin href="/account/assets/runtime-1.js" />',
    );
  });
});
