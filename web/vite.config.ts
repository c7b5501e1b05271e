import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compileCatalogs } from './src/i18n/compile-catalogs-plugin.ts';

// Routes directory and route tree file are in tsr.config.json, which the route-tree generator run by
// `npm run generate` reads too.
export default defineConfig({
  base: '/account/',
  plugins: [
    // Before react(): it rewrites route files for code splitting before JSX is compiled.
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    vanillaExtractPlugin(),
    compileCatalogs(),
  ],
  build: { outDir: 'dist' },
  server: {
    proxy: {
      // Host is kept as the browser sent it (no changeOrigin): the BFF's same-origin check compares
      // it with Origin.
      '/account/api': { target: process.env.BFF_URL ?? 'http://localhost:8080' },
    },
  },
});
