import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { chunkTimeout } from './build/chunk-timeout-plugin.ts';
import { precompress } from './build/precompress-plugin.ts';
import { pureAnnotations } from './build/pure-annotations-plugin.ts';
import { routePreloadsPlugin } from './build/route-preloads-plugin.ts';
import { compileCatalogs } from './build/compile-catalogs-plugin.ts';
import { inlineScripts } from './build/inline-script-plugin.ts';
import { inlineEntryStyles } from './build/inline-styles-plugin.ts';

// Routes directory and route tree file are in tsr.config.json, which the route-tree generator run by
// `npm run generate` reads too.
export default defineConfig({
  base: '/account/',
  resolve: {
    alias: [
      // The router's store and react-aria import the shims of useSyncExternalStore written for React
      // 17; React 19 has the hook, which the package's plain entry points hand over as is.
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: 'use-sync-external-store/with-selector.js',
      },
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'use-sync-external-store' },
      // zod without eval, which the pages' CSP refuses (src/api/zod.ts).
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/api/zod.ts', import.meta.url)) },
    ],
  },
  plugins: [
    // React Aria ships its strings in 30-odd languages; the app speaks only these two.
    optimizeLocales.vite({ locales: ['fr', 'en'] }),
    // Before react(): it rewrites route files for code splitting before JSX is compiled.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      codeSplittingOptions: {
        // The router's default splits only the components, so every loader's query options, with the
        // generated endpoints and messages they import, and every pending screen, would sit in the
        // entry chunk that all pages wait for. Each is its own chunk, loaded with its route.
        defaultBehavior: [['loader'], ['component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']],
      },
    }),
    // After it: wraps the imports it creates for the split route components in the 120 s timeout.
    chunkTimeout(),
    react(),
    vanillaExtractPlugin(),
    compileCatalogs(),
    inlineScripts(),
    inlineEntryStyles(),
    pureAnnotations(),
    routePreloadsPlugin(),
    // Last: compresses what the others wrote.
    precompress(),
  ],
  build: {
    outDir: 'dist',
    // The manifest maps each route to its chunks: the bundle-size benchmark reads it (scripts/bench).
    manifest: true,
    // No preloading of a lazy chunk's imports by the build: it costs a map of every chunk's name in the
    // entry chunk (4 kB gzip on every page's first load). The BFF names the page's chunks in its HTML
    // instead (route-preloads-plugin.ts); later navigations fetch a route's imports once its chunk has
    // arrived. Each route's styles are still loaded with it.
    modulePreload: false,
    // The entry chunk holds React, the router, the query client, react-intl and the shell, about 500 kB
    // before compression; its weight is watched compressed, on each page's critical path, by
    // scripts/bench/web-size.ts.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // The generated zod schemas are one module per tag, built by top-level `zod.object(…)` calls the
      // bundler cannot prove pure: without this, the schema a search validator needs brings its whole
      // tag's schemas along. Building a schema has no effect beyond its value.
      treeshake: { manualPureFunctions: ['zod'] },
      output: {
        // The entry chunk names every lazy chunk (four per page: loader, component, pending and error
        // screens) and every stylesheet they load, on every page's first load. A name made of the route
        // file's name and a hash compresses worse than the hash alone, by about 1 kB gzip; the manifest
        // still maps each source to its file.
        chunkFileNames: 'assets/[hash].js',
        assetFileNames: 'assets/[hash][extname]',
        codeSplitting: {
          // Everything the entry loads statically in one chunk: left to itself the bundler cuts it into
          // some thirty, whose import and export statements every page pays for, and which compress
          // worse apart than together.
          groups: [{ name: 'initial', tags: ['$initial'] }],
        },
      },
    },
  },
  server: {
    proxy: {
      // Host is kept as the browser sent it (no changeOrigin): the BFF's same-origin check compares
      // it with Origin.
      '/account/api': { target: process.env.BFF_URL ?? 'http://localhost:8080' },
    },
  },
});
