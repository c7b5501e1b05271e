import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { OutputAsset } from 'rolldown';
import type { Plugin } from 'vite';
import { ROUTE_PRELOADS_FILE } from './route-preloads-manifest.ts';
import { routePreloads, type Manifest } from '../../scripts/lib/route-chunks.ts';

/**
 * Vite plugin: beside the manifest, each page's scripts and styles beyond the entry
 * (scripts/lib/route-chunks.ts). The BFF names them in the page's HTML, so the browser fetches a
 * page's code alongside the entry instead of after it has run: the build's own preloading of a route's
 * imports, a map of every chunk's name in the entry chunk, is turned off (vite.config.ts).
 */
export function routePreloadsPlugin(): Plugin {
  return {
    name: 'account:route-preloads',
    apply: 'build',
    // Once the bundle is written: the manifest is made after every plugin's generateBundle.
    async writeBundle(options, bundle) {
      const manifest = Object.values(bundle).find(
        (file): file is OutputAsset => file.type === 'asset' && file.fileName === '.vite/manifest.json',
      );
      if (!manifest) this.error('the build wrote no manifest: build.manifest must stay on');
      const preloads = routePreloads(JSON.parse(String(manifest.source)) as Manifest);
      await writeFile(join(options.dir ?? 'dist', ROUTE_PRELOADS_FILE), JSON.stringify(preloads));
    },
  };
}
