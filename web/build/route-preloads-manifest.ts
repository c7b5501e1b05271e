/**
 * The file the web build writes beside Vite's manifest, naming each page's own scripts and styles; the
 * BFF reads it to preload them in the page's HTML. Its one definition, for the build plugin that writes
 * it (from scripts/lib/route-chunks.ts), the BFF, and the benchmarks. Plain Node: no Vite here.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** One page's files beyond the entry: `path` is its URL under the base, by segments, `$` for a parameter. */
export interface RoutePreload {
  path: string[];
  /** The page is for signed-in users: anyone else is sent to the sign-in page instead. */
  session: boolean;
  scripts: string[];
  styles: string[];
}

/** The entry's own static imports, and the files of each page. */
export interface RoutePreloads {
  entry: string[];
  routes: RoutePreload[];
}

/** Where the build writes RoutePreloads, under its output directory (not served: a dot folder). */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

export async function writeRoutePreloads(outDir: string, preloads: RoutePreloads): Promise<void> {
  const file = join(outDir, ROUTE_PRELOADS_FILE);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify(preloads));
}

/** The build's list, or null when it wrote none (a build without it, or no build yet). */
export async function readRoutePreloads(outDir: string): Promise<RoutePreloads | null> {
  try {
    return JSON.parse(await readFile(join(outDir, ROUTE_PRELOADS_FILE), 'utf8')) as RoutePreloads;
  } catch {
    return null;
  }
}
