import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkTimeout } from './src/chunks/chunk-timeout-plugin.ts';
import { compileCatalogs } from './src/i18n/compile-catalogs-plugin.ts';

// Routes directory and route tree file are in tsr.config.json, which the route-tree generator run by
// `npm run generate` reads too.
export default defineConfig({
  base: '/account/',
  plugins: [
    // React Aria ships its strings in 30-odd languages; the app speaks only these two.
    optimizeLocales.vite({ locales: ['fr', 'en'] }),
    // Before react(): it rewrites route files for code splitting before JSX is compiled.
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    // After it: wraps the imports it creates for the split route components in the 120 s timeout.
    chunkTimeout(),
    react(),
    vanillaExtractPlugin(),
    compileCatalogs(),
  ],
  // The manifest maps each route to its chunks: the bundle-size benchmark reads it (scripts/bench).
  build: { outDir: 'dist', manifest: true },
  server: {
    proxy: {
      // Host is kept as the browser sent it (no changeOrigin): the BFF's same-origin check compares
      // it with Origin.
      '/account/api': { target: process.env.BFF_URL ?? 'http://localhost:8080' },
    },
  },
});
