import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

// `<script src="/src/…" data-inline></script>` in index.html.
const INLINE_SCRIPT = /<script src="\/([^"]+)" data-inline><\/script>/g;

/**
 * Vite plugin: writes each script index.html marks `data-inline` into the page itself, as it is but for
 * its whole-line comments (it must run before the first paint, so it is plain JavaScript the bundler
 * does not touch). The BFF allows inline scripts by their hashes, so only these run.
 */
export function inlineScripts(): Plugin {
  let root = process.cwd();
  return {
    name: 'account:inline-scripts',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'pre',
      handler: (html) =>
        html.replace(INLINE_SCRIPT, (_tag, path: string) => {
          const code = readFileSync(resolve(root, path), 'utf8').replace(/^\s*\/\/.*\n/gm, '');
          return `<script>${code.trim()}</script>`;
        }),
    },
  };
}
