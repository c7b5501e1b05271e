/**
 * Gzip sizes of the production build, per route, from Vite's manifest; and the critical path of two
 * routes: everything the browser must load before the page shows (scripts/lib/route-chunks.ts).
 * Each critical path is also split by where its code comes from (each library, and the app), from a
 * second build with source maps: what a budget can ask of the app's own code, and what it cannot.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { decode } from '@jridgewell/sourcemap-codec';
import { repoRoot } from '../lib/processes.ts';
import { closure, entryKey, matchedRoutes, routeChunkKeys, type Manifest } from '../lib/route-chunks.ts';
import { fixed, type Figure } from './report.ts';

const DIST = join(repoRoot, 'web', 'dist');
const BUDGET_KB = 150;
const BENCH = 'Web bundle (gzip)';
const CRITICAL_ROUTES = ['/login', '/wallets/my-wallets'];

const sizes = new Map<string, number>();
function gzipKb(file: string): number {
  let size = sizes.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(DIST, file))).length / 1024;
    sizes.set(file, size);
  }
  return size;
}

function weigh(manifest: Manifest, keys: Set<string>): { js: number; css: number } {
  const css = new Set([...keys].flatMap((key) => manifest[key]?.css ?? []));
  return {
    js: [...keys].reduce((sum, key) => sum + gzipKb(manifest[key]!.file), 0),
    css: [...css].reduce((sum, file) => sum + gzipKb(file), 0),
  };
}

/** The package a source of a source map belongs to (`react-dom`, `@tanstack/router-core`), or `app`. */
function ownerOf(source: string | undefined): string {
  const inPackage = source?.split('node_modules/').pop();
  if (!source || inPackage === source) return 'app';
  const [scope = '', name = ''] = inPackage!.split('/');
  return scope.startsWith('@') ? `${scope}/${name}` : scope;
}

/**
 * KB gzip of each owner's code in one built chunk: the generated text each owner's mappings cover,
 * compressed apart, then scaled so that the owners add up to the chunk's real gzip size (compressing
 * apart loses what they share). Text no mapping covers (the bundler's glue) counts as the app's.
 */
function owners(dir: string, file: string): Map<string, number> {
  const code = readFileSync(join(dir, file), 'utf8').replace(/\n\/\/# sourceMappingURL=.*$/, '');
  const total = gzipSync(code).length / 1024;
  // The bundler's own runtime chunk comes with no map.
  if (!existsSync(join(dir, `${file}.map`))) return new Map([['app', total]]);
  const map = JSON.parse(readFileSync(join(dir, `${file}.map`), 'utf8')) as { sources: string[]; mappings: string };
  const lines = code.split('\n');
  const texts = new Map<string, string[]>();
  decode(map.mappings).forEach((segments, lineIndex) => {
    const line = lines[lineIndex] ?? '';
    if (segments.length === 0 || segments[0]![0] > 0) segments = [[0], ...segments];
    segments.forEach((segment, i) => {
      const end = segments[i + 1]?.[0] ?? line.length;
      const owner = segment.length > 1 ? ownerOf(map.sources[segment[1]!]) : 'app';
      const parts = texts.get(owner);
      if (parts) parts.push(line.slice(segment[0], end));
      else texts.set(owner, [line.slice(segment[0], end)]);
    });
  });
  const apart = new Map([...texts].map(([owner, parts]) => [owner, gzipSync(parts.join('\n')).length]));
  const sum = [...apart.values()].reduce((a, b) => a + b, 0);
  return new Map([...apart].map(([owner, size]) => [owner, (size / sum) * total]));
}

/** Builds the web app again with source maps, in a directory of its own; gives it and its manifest. */
function buildWithSourceMaps(): { dir: string; manifest: Manifest } {
  const dir = mkdtempSync(join(tmpdir(), 'web-size-'));
  execFileSync(
    join(repoRoot, 'node_modules', '.bin', 'vite'),
    ['build', '--sourcemap', '--emptyOutDir', '--outDir', dir],
    {
      cwd: join(repoRoot, 'web'),
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  return { dir, manifest: JSON.parse(readFileSync(join(dir, '.vite', 'manifest.json'), 'utf8')) };
}

/** The critical path's KB by owner: libraries and app apart, and the largest libraries. */
function byOwner(mapped: { dir: string; manifest: Manifest }, keys: Set<string>) {
  const sizes = new Map<string, number>();
  for (const key of keys) {
    const chunk = mapped.manifest[key];
    if (!chunk?.file.endsWith('.js')) continue;
    for (const [owner, size] of owners(mapped.dir, chunk.file)) sizes.set(owner, (sizes.get(owner) ?? 0) + size);
  }
  const app = sizes.get('app') ?? 0;
  sizes.delete('app');
  const libraries = [...sizes].sort((a, b) => b[1] - a[1]);
  return { app, libraries: libraries.reduce((sum, [, size]) => sum + size, 0), largest: libraries.slice(0, 8) };
}

export function webSize(): Figure[] {
  const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const entry = closure(manifest, [entryKey(manifest)]);
  // One entry per route file, with every split chunk the router loads to show it.
  const byFile = routeChunkKeys(manifest);
  const routes = [...byFile].map(([file, keys]) => ({ file, keys })).sort((a, b) => a.file.localeCompare(b.file));

  const mapped = buildWithSourceMaps();
  // The split by owner reads the second build's chunks by the keys of web/dist's manifest.
  const keys = Object.keys(manifest);
  if (keys.length !== Object.keys(mapped.manifest).length || keys.some((key) => !(key in mapped.manifest)))
    throw new Error('web/dist was built from other sources than the current ones: run `npm run build` first');
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
    const path = closure(manifest, [entryKey(manifest), ...matched.flatMap((route) => route.keys)]);
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
    const owned = byOwner(mapped, path);
    figures.push(
      {
        bench: BENCH,
        name: `critical path ${url}: JS KB of libraries / of the app`,
        value: `${fixed(owned.libraries, 1)} / ${fixed(owned.app, 1)}`,
      },
      {
        bench: BENCH,
        name: `critical path ${url}: largest libraries, KB`,
        value: owned.largest.map(([owner, kb]) => `${owner} ${fixed(kb, 1)}`).join(', '),
      },
    );
  }
  rmSync(mapped.dir, { recursive: true, force: true });
  return figures;
}
