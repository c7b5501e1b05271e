/**
 * The page: index.html of the web app, rendered per request for any client-side route.
 *
 * Its one inline script (the saved display mode and language, applied before the first paint) and the
 * app's own styles, which the build writes into it, are allowed by their hashes; a fresh nonce in a
 * `csp-nonce` meta tag lets react-aria's few run-time <style> elements in. A MAINTENANCE_MODE override
 * reaches the app in a `maintenance-mode` meta tag.
 *
 * It carries who is signed in, as the app's first call would get it (GET /account/api/user/information
 * through this server, session renewal included): `null` without a session cookie, the user when the
 * platform gives one, nothing otherwise (the app then asks itself). So it varies with the cookie and stays
 * out of shared caches. Its own scripts and styles, listed by the build per route, are named in preload
 * links, a signed-in page's only for a request with a session.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readRoutePreloads, type RoutePreloads } from '../../../web/build/route-preloads-manifest.ts';
import type { MaintenanceMode } from '../config.ts';
import {
  contentSecurityPolicy,
  inlineScriptHashes,
  inlineStyleHashes,
  type CspDirectives,
} from '../plugins/security-headers.ts';
import { cookieValue } from '../plugins/session.ts';
import { compressed } from './compression.ts';

export interface PageOptions {
  webDist: string;
  maintenanceMode?: MaintenanceMode | null;
  /** Sources the pages also allow (a hosted captcha's). */
  cspAdditions?: CspDirectives;
}

const BASE = '/account/';
const NOT_BUILT = 'web app not built: run npm run build\n';
// The app's first call (web/src/features/auth/session-queries.ts), answered in the page.
const SESSION_CALL = `${BASE}api/user/information`;
const SESSION_ELEMENT = 'session-user';

/** Whether the request asks for HTML: `text/html`, `text/*` or `*∕*` (curl's) with a weight above 0. */
export function acceptsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept;
  if (accept === undefined) return false;
  return accept.split(',').some((range) => {
    const [type = '', ...parameters] = range.split(';').map((part) => part.trim().toLowerCase());
    if (type !== 'text/html' && type !== 'text/*' && type !== '*/*') return false;
    const weight = parameters.find((parameter) => parameter.startsWith('q='));
    return weight === undefined || Number(weight.slice(2)) > 0;
  });
}

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

/** A JSON value as the text of a script element: nothing in it can end the element. */
const scriptText = (json: string): string => json.replaceAll('<', '\\u003c');

/** Renders the page for a request; the answers of its route carry the session cookie. */
export function pageRenderer(
  app: FastifyInstance,
  { webDist, maintenanceMode, cspAdditions = {} }: PageOptions,
): (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply> {
  const indexFile = join(webDist, 'index.html');

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
        'x-request-id': request.id,
      },
    });
    // A renewed or ended session reaches the browser with the page; it is newer than this request's own.
    const cookies = answer.headers['set-cookie'];
    if (cookies !== undefined) {
      reply.header('set-cookie', cookies);
      request.sessionChanged = false;
    }
    return answer.statusCode === 200 ? answer.body : undefined;
  }

  // Read on each page load rather than once: building the web app while the BFF runs just works.
  return async function sendPage(request, reply) {
    request.sessionCookieAllowed = true;
    let html: string;
    try {
      html = await readFile(indexFile, 'utf8');
    } catch {
      return reply.code(503).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(NOT_BUILT);
    }
    const path = request.url.split('?', 1)[0] ?? '';
    const signedIn = cookieValue(request) !== undefined;
    const links = preloadLinks(await readRoutePreloads(webDist), path, signedIn);
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
      .send(compressed(request, reply, page));
  };
}
