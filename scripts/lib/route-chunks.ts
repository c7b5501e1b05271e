/**
 * What each page of the web app loads before it shows, read from Vite's manifest and the flat route
 * files (`_auth.wallets.my-wallets.index.tsx`): the entry and its static imports, and the chunks of
 * every route the URL matches (layouts included) with their static imports. A route's chunks are
 * those the router loads to show it: its component, and its loader and pending component when they are
 * split out too, and what a layout's beforeLoad waits for (AWAITED_BY); error and not-found components
 * load only when needed.
 *
 * The web build writes each page's list for the BFF, which names them in the page's HTML so that the
 * browser fetches them alongside the entry (the file's shape: web/build/route-preloads-manifest.ts); the
 * bundle-size benchmark weighs them (scripts/bench/web-size.ts).
 */
import type { RoutePreload, RoutePreloads } from '../../web/build/route-preloads-manifest.ts';

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

const SPLIT = '?tsr-split=';
const ROUTES_DIR = 'src/routes/';
// What the router loads before a page shows; errorComponent and notFoundComponent load on failure.
const ON_PATH = new Set(['component', 'loader', 'pendingComponent']);
// Modules a layout's beforeLoad imports and waits for: on the path of every page under the layout.
const AWAITED_BY: Record<string, string[]> = { _auth: ['src/signed-in-chrome.tsx'] };
// The layout whose pages need a signed-in user.
const SESSION_LAYOUT = '_auth';

export function entryKey(manifest: Manifest): string {
  const key = Object.keys(manifest).find((name) => manifest[name]!.isEntry);
  if (!key) throw new Error('the Vite manifest names no entry');
  return key;
}

/** Every chunk the keys load statically, themselves included. */
export function closure(manifest: Manifest, keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    closure(manifest, manifest[key]?.imports ?? [], seen);
  }
  return seen;
}

/** Each route file (`_auth.wallets.my-wallets.index`) with the manifest keys the router loads to show it. */
export function routeChunkKeys(manifest: Manifest): Map<string, string[]> {
  const byFile = new Map<string, string[]>();
  for (const key of Object.keys(manifest)) {
    if (!key.startsWith(ROUTES_DIR) || !key.includes(SPLIT)) continue;
    const [path = '', split = ''] = key.split(SPLIT);
    if (!split.split('---').some((part) => ON_PATH.has(part))) continue;
    const file = path.slice(ROUTES_DIR.length).replace(/\.tsx$/, '');
    byFile.set(file, [...(byFile.get(file) ?? []), key]);
  }
  for (const [file, keys] of Object.entries(AWAITED_BY)) {
    const missing = keys.filter((key) => !(key in manifest));
    if (missing.length) throw new Error(`the Vite manifest has no ${missing.join(', ')}: update AWAITED_BY`);
    byFile.set(file, [...(byFile.get(file) ?? []), ...keys]);
  }
  return byFile;
}

/**
 * The URL path of a flat route file by segments, a parameter as `$`, an optional one as `$?`:
 * `_auth.wallets.my-wallets.index` is [wallets, my-wallets], `register.{-$parrain}` [register, $?].
 */
function routeSegments(routeFile: string): string[] {
  return routeFile
    .split('.')
    .filter((segment) => !segment.startsWith('_') && segment !== 'index')
    .map((segment) => (segment.startsWith('{-$') ? '$?' : segment.startsWith('$') ? '$' : segment));
}

/** The paths a route file answers: one per choice of its optional segments. */
function routePaths(routeFile: string): string[][] {
  let paths: string[][] = [[]];
  for (const segment of routeSegments(routeFile)) {
    paths =
      segment === '$?' ? paths.flatMap((path) => [path, [...path, '$']]) : paths.map((path) => [...path, segment]);
  }
  return paths;
}

const matches = (path: string[], url: string[]): boolean =>
  path.length === url.length && path.every((segment, i) => segment === '$' || segment === url[i]);

/** The layouts a route file sits in, itself included: `_auth.admin.index` is in `_auth.admin` and `_auth`. */
function withLayouts(routeFiles: string[], leaf: string): string[] {
  return routeFiles.filter((file) => file === leaf || leaf.startsWith(`${file}.`));
}

/** The route files that are pages: those no other route file sits in. */
function pages(routeFiles: string[]): string[] {
  return routeFiles.filter((file) => !routeFiles.some((other) => other.startsWith(`${file}.`)));
}

const parameters = (path: string[]): number => path.filter((segment) => segment === '$').length;

/**
 * The route files a URL path (under the base, `/wallets/my-wallets`) renders: the page that answers
 * it, one with fixed segments before one with parameters, and the layouts it sits in.
 */
export function matchedRoutes(routeFiles: string[], url: string): string[] {
  const want = url.split('/').filter(Boolean);
  const answers = pages(routeFiles).flatMap((file) =>
    routePaths(file)
      .filter((path) => matches(path, want))
      .map((path) => ({ file, parameters: parameters(path) })),
  );
  const leaf = answers.sort((a, b) => a.parameters - b.parameters)[0]?.file;
  if (!leaf) throw new Error(`no route renders ${url}`);
  return withLayouts(routeFiles, leaf);
}

/**
 * Every page's files beyond the entry, a page with fixed segments before one with parameters where
 * both answer a URL; and the entry's own static imports.
 */
export function routePreloads(manifest: Manifest): RoutePreloads {
  const entry = closure(manifest, [entryKey(manifest)]);
  const byFile = routeChunkKeys(manifest);
  const routeFiles = [...byFile.keys()];
  const routes: RoutePreload[] = [];
  for (const file of pages(routeFiles)) {
    const keys = closure(
      manifest,
      withLayouts(routeFiles, file).flatMap((route) => byFile.get(route) ?? []),
    );
    for (const key of entry) keys.delete(key);
    const scripts = [...keys].map((key) => manifest[key]!.file).filter((name) => name.endsWith('.js'));
    const styles = [...new Set([...keys].flatMap((key) => manifest[key]!.css ?? []))];
    const session = file.startsWith(`${SESSION_LAYOUT}.`);
    for (const path of routePaths(file)) routes.push({ path, session, scripts, styles });
  }
  routes.sort((a, b) => parameters(a.path) - parameters(b.path));
  return {
    entry: [...entry].filter((key) => !manifest[key]!.isEntry).map((key) => manifest[key]!.file),
    routes,
  };
}
