/**
 * The built web app (Vite, base /account/) under /account/.
 *
 * Hashed files under assets/ never change, so browsers keep them for a year; everything else, index.html
 * first, is revalidated on each visit so a deployment shows at once. Client-side routes (/account/wallets)
 * are not files: a browser navigation to one gets index.html and the router takes it from there. A
 * missing asset or API path stays a real 404: answering HTML for a script would hide the mistake.
 *
 * The one inline script of index.html (the saved display mode and language, applied before the first
 * paint) is allowed by its hash; no other inline script runs. So are the app's own styles, which the
 * build writes into the page (web/src/styles/inline-styles-plugin.ts): the first paint waits for no
 * stylesheet. The page is compressed per request, quickly: with them it is some 15 KB.
 *
 * index.html gets a fresh CSP nonce for styles on each load, in a `csp-nonce` meta tag: react-aria
 * injects a few fixed <style> elements at run time (touch-action for pressables, overscroll in modals)
 * and reads that tag to nonce them. Styles from elsewhere stay blocked, and scripts never get a nonce.
 * With MAINTENANCE_MODE set, a `maintenance-mode` meta tag carries it, and the app prefers it to the mode
 * it was built with: operators switch maintenance on and off without a rebuild.
 *
 * The page also carries who is signed in, as the app would ask it first (GET /account/api/user/information
 * through this server, session renewal included): `null` without a session cookie, the user when the
 * platform gives one; nothing otherwise (a 2FA step, an expired session, a failure), and the app asks
 * itself. The page then varies with the cookie and stays out of shared caches.
 *
 * The page's own scripts and styles, listed by the build for each route (scripts/lib/route-chunks.ts),
 * are named in preload links, so the browser fetches them while the entry script downloads rather than
 * once it has run. A page for signed-in users gets them only when the request carries a session.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { RoutePreloads } from '../../../scripts/lib/route-chunks.ts';
import type { MaintenanceMode } from '../config.ts';
import {
  contentSecurityPolicy,
  inlineScriptHashes,
  inlineStyleHashes,
  type CspDirectives,
} from '../plugins/security-headers.ts';
import { cookieValue } from '../plugins/session.ts';

export interface WebAppOptions {
  webDist: string;
  maintenanceMode?: MaintenanceMode | null;
  /** Sources the pages also allow (a hosted captcha's). */
  cspAdditions?: CspDirectives;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NOT_BUILT = 'web app not built: run npm run build\n';

function isApiPath(path: string): boolean {
  return path === '/account/api' || path.startsWith('/account/api/');
}

function wantsPage(request: FastifyRequest): boolean {
  const path = request.url.split('?', 1)[0] ?? '';
  return (
    request.method === 'GET' &&
    (request.headers.accept ?? '').includes('text/html') &&
    !path.startsWith('/account/assets/') &&
    !isApiPath(path)
  );
}

const BASE = '/account/';
// The build's list of each page's files (ROUTE_PRELOADS_FILE).
const PRELOADS_FILE = join('.vite', 'route-preloads.json');

/** The page's files, as links for its head; none when the build wrote no list or no page answers the path. */
function preloadLinks(preloads: RoutePreloads | null, path: string, signedIn: boolean): string {
  if (!preloads) return '';
  const want = path.slice(BASE.length).split('/').filter(Boolean);
  const page = preloads.routes.find(
    (route) =>
      route.path.length === want.length && route.path.every((segment, i) => segment === '$' || segment === want[i]),
  );
  const scripts = [...preloads.entry, ...(page && (signedIn || !page.session) ? page.scripts : [])];
  const styles = page && (signedIn || !page.session) ? page.styles : [];
  // File names come from the build: hashed names of letters, digits, dots, dashes and underscores.
  return (
    scripts.map((file) => `<link rel="modulepreload" crossorigin href="${BASE}${file}" />`).join('') +
    styles.map((file) => `<link rel="preload" as="style" crossorigin href="${BASE}${file}" />`).join('')
  );
}

async function readPreloads(webDist: string): Promise<RoutePreloads | null> {
  try {
    return JSON.parse(await readFile(join(webDist, PRELOADS_FILE), 'utf8')) as RoutePreloads;
  } catch {
    return null;
  }
}

// The app's first call (web/src/features/auth/session-queries.ts), answered in the page.
const SESSION_CALL = `${BASE}api/user/information`;
const SESSION_ELEMENT = 'session-user';

const encodings = new Negotiator({ supportedValues: ['br', 'gzip', 'identity'] });

/** The page as the browser accepts it: brotli at a quality quick enough to run on each load, or gzip. */
function encoded(request: FastifyRequest, reply: FastifyReply, html: string): Buffer | string {
  const encoding = encodings.negotiate(request.headers['accept-encoding'] ?? '');
  if (encoding === 'br') {
    reply.header('content-encoding', 'br');
    return brotliCompressSync(html, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html) },
    });
  }
  if (encoding === 'gzip') {
    reply.header('content-encoding', 'gzip');
    return gzipSync(html);
  }
  return html;
}

/** A JSON value as the text of a script element: nothing in it can end the element. */
const scriptText = (json: string): string => json.replaceAll('<', '\\u003c');

const account: FastifyPluginAsync<WebAppOptions> = async (app, { webDist, maintenanceMode, cspAdditions = {} }) => {
  const indexFile = join(webDist, 'index.html');
  const hashedAssets = join(webDist, 'assets') + sep;

  /** The signed-in user's JSON, as the app's own call would get it; undefined when it gets no user. */
  async function signedInUser(request: FastifyRequest, reply: FastifyReply): Promise<string | undefined> {
    const answer = await app.inject({
      method: 'GET',
      url: SESSION_CALL,
      headers: {
        host: request.headers.host ?? 'localhost',
        cookie: request.headers.cookie ?? '',
        accept: 'application/json',
        'x-csrf': '1',
      },
    });
    // A renewed or ended session reaches the browser with the page.
    const cookies = answer.headers['set-cookie'];
    if (cookies !== undefined) reply.header('set-cookie', cookies);
    return answer.statusCode === 200 ? answer.body : undefined;
  }

  // Read on each page load rather than once: building the web app while the BFF runs just works.
  async function sendIndex(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    let html: string;
    try {
      html = await readFile(indexFile, 'utf8');
    } catch {
      return reply.code(503).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(NOT_BUILT);
    }
    const path = request.url.split('?', 1)[0] ?? '';
    const signedIn = cookieValue(request) !== undefined;
    const links = preloadLinks(await readPreloads(webDist), path, signedIn);
    const user = signedIn ? await signedInUser(request, reply) : 'null';
    const data =
      user === undefined ? '' : `<script type="application/json" id="${SESSION_ELEMENT}">${scriptText(user)}</script>`;
    const nonce = randomBytes(16).toString('base64');
    // Only the fixed words of MAINTENANCE_MODES reach the page, so nothing here needs escaping.
    const meta =
      `<meta property="csp-nonce" nonce="${nonce}" />` +
      (maintenanceMode ? `<meta name="maintenance-mode" content="${maintenanceMode}" />` : '');
    const scripts = ["'self'", ...inlineScriptHashes(html)].join(' ');
    const styles = ["'self'", `'nonce-${nonce}'`, ...inlineStyleHashes(html)].join(' ');
    // The preloads last, after the styles and scripts the first paint waits for.
    const page = html
      .replace(/<head\b[^>]*>/i, (head) => `${head}${meta}${data}`)
      .replace(/<\/head>/i, `${links}</head>`);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'private, no-cache')
      .header('vary', 'cookie, accept-encoding')
      .header(
        'content-security-policy',
        contentSecurityPolicy({ 'script-src': scripts, 'style-src': styles }, cspAdditions),
      )
      .send(encoded(request, reply, page));
  }

  await app.register(fastifyStatic, {
    root: webDist,
    index: false,
    // The build writes .br and .gz copies of its scripts and styles (web/src/chunks/precompress-plugin.ts):
    // the browser gets the one its Accept-Encoding allows, with no compression work per request.
    preCompressed: true,
    dotfiles: 'ignore',
    cacheControl: false,
    // A missing build is reported by the pages themselves (503), not as a start-up warning.
    suppressWarning: true,
    setHeaders: (reply, path) => {
      reply.header('cache-control', path.startsWith(hashedAssets) ? IMMUTABLE : 'no-cache');
    },
  });

  app.route({
    method: 'GET',
    url: '/',
    prefixTrailingSlash: 'slash',
    handler: (request, reply) => sendIndex(request, reply),
  });
  app.get('/index.html', (request, reply) => sendIndex(request, reply));
  app.route({
    method: 'GET',
    url: '/',
    prefixTrailingSlash: 'no-slash',
    handler: (_request, reply) => reply.redirect('/account/', 301),
  });

  app.setNotFoundHandler(async (request, reply) => {
    if (wantsPage(request)) return sendIndex(request, reply);
    return reply.code(404).send({ message: 'Not found', code: 'NOT_FOUND' });
  });
};

const webApp: FastifyPluginAsync<WebAppOptions> = async (app, options) => {
  app.get('/', (_request, reply) => reply.redirect('/account/', 302));
  await app.register(account, { ...options, prefix: '/account' });
};

export default webApp;
