/**
 * Gzip sizes of the production build, per route, from Vite's manifest; and the critical path of two
 * routes: the entry, its static imports, and the route chunks of every route the URL matches (layouts
 * included) with their static imports — everything the browser must load before the page shows. A
 * route's chunks are those the router loads to show it: its component, and its loader and pending
 * component when they are split out too; error and not-found components load only when needed.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot } from '../lib/processes.ts';
import { fixed, type Figure } from './report.ts';

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

const DIST = join(repoRoot, 'web', 'dist');
const BUDGET_KB = 150;
const BENCH = 'Web bundle (gzip)';
const CRITICAL_ROUTES = ['/login', '/wallets/my-wallets'];
const SPLIT = '?tsr-split=';
// What the router loads before a page shows; errorComponent and notFoundComponent load on failure.
const ON_PATH = new Set(['component', 'loader', 'pendingComponent']);

const sizes = new Map<string, number>();
function gzipKb(file: string): number {
  let size = sizes.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(DIST, file))).length / 1024;
    sizes.set(file, size);
  }
  return size;
}

/** Every chunk a key loads statically, itself included. */
function closure(manifest: Record<string, Chunk>, keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    closure(manifest, manifest[key]?.imports ?? [], seen);
  }
  return seen;
}

function weigh(manifest: Record<string, Chunk>, keys: Set<string>): { js: number; css: number } {
  const css = new Set([...keys].flatMap((key) => manifest[key]?.css ?? []));
  return {
    js: [...keys].reduce((sum, key) => sum + gzipKb(manifest[key]!.file), 0),
    css: [...css].reduce((sum, file) => sum + gzipKb(file), 0),
  };
}

/** The URL path of a flat route file: `_auth.wallets.my-wallets.index` is /wallets/my-wallets, a layout of nothing. */
function routeSegments(routeFile: string): string[] {
  return routeFile
    .split('.')
    .filter((segment) => !segment.startsWith('_') && segment !== 'index' && !segment.startsWith('{-'));
}

/** The route files a URL renders: the leaf whose path is the URL, and the layouts it sits in. */
function matchedRoutes(routeFiles: string[], url: string): string[] {
  const want = url.split('/').filter(Boolean);
  const leaf = routeFiles.find((file) => {
    const have = routeSegments(file);
    return have.length === want.length && have.every((segment, i) => segment.startsWith('$') || segment === want[i]);
  });
  if (!leaf) throw new Error(`no route renders ${url}`);
  return routeFiles.filter((file) => file === leaf || leaf.startsWith(`${file}.`));
}

export function webSize(): Figure[] {
  const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8')) as Record<string, Chunk>;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entryKey) throw new Error('the Vite manifest names no entry');
  const entry = closure(manifest, [entryKey]);
  // One entry per route file, with every split chunk the router loads to show it.
  const byFile = new Map<string, string[]>();
  for (const key of Object.keys(manifest)) {
    if (!key.startsWith('src/routes/') || !key.includes(SPLIT)) continue;
    const [path = '', split = ''] = key.split(SPLIT);
    if (!split.split('---').some((part) => ON_PATH.has(part))) continue;
    const file = path.slice('src/routes/'.length).replace(/\.tsx$/, '');
    byFile.set(file, [...(byFile.get(file) ?? []), key]);
  }
  const routes = [...byFile].map(([file, keys]) => ({ file, keys })).sort((a, b) => a.file.localeCompare(b.file));

  const entrySize = weigh(manifest, entry);
  const figures: Figure[] = [
    { bench: BENCH, name: 'entry: JS / CSS KB', value: `${fixed(entrySize.js, 1)} / ${fixed(entrySize.css, 1)}` },
  ];
  for (const route of routes) {
    const own = closure(manifest, route.keys);
    for (const key of entry) own.delete(key);
    const size = weigh(manifest, own);
    figures.push({
      bench: BENCH,
      name: `route ${route.file}: JS / CSS KB beyond entry`,
      value: `${fixed(size.js, 1)} / ${fixed(size.css, 1)}`,
    });
  }
  for (const url of CRITICAL_ROUTES) {
    const files = matchedRoutes(
      routes.map((route) => route.file),
      url,
    );
    const matched = routes.filter((route) => files.includes(route.file));
    const path = closure(manifest, [entryKey, ...matched.flatMap((route) => route.keys)]);
    const size = weigh(manifest, path);
    figures.push(
      {
        bench: BENCH,
        name: `critical path ${url}: chunks`,
        value: `${path.size} (${matched.map((route) => route.file).join(', ')})`,
      },
      {
        bench: BENCH,
        name: `critical path ${url}: JS KB`,
        value: fixed(size.js, 1),
        budget: `< ${BUDGET_KB}`,
        over: size.js >= BUDGET_KB,
      },
      { bench: BENCH, name: `critical path ${url}: CSS KB`, value: fixed(size.css, 1) },
    );
  }
  return figures;
}
