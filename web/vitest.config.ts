import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

const here = dirname(fileURLToPath(import.meta.url));

// Dates are shown in the browser's time zone: tests pin one so "20 nov. 2026" is the same everywhere.
process.env.TZ = 'UTC';

export default mergeConfig(
  viteConfig,
  defineConfig({
    root: here,
    test: {
      name: 'web',
      root: here,
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
      setupFiles: ['./src/test/setup.ts'],
      // One Prism mock of openapi.yaml for the whole run; the tests talk to it over HTTP.
      globalSetup: ['./test/prism-global-setup.ts'],
      maxWorkers: 2,
      restoreMocks: true,
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  }),
);
