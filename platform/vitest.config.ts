import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['test/**/*.test.ts'],
    // Native addons (better-sqlite3, argon2) are safest in child processes; the machine has 2 cores.
    pool: 'forks',
    maxWorkers: 2,
    // Each file builds its own database, app and servers, and nothing is mocked: modules are loaded once per worker.
    isolate: false,
    globalSetup: ['test/global-setup.ts'],
    // Starting PostgreSQL (and installing it on a bare machine) happens in the global setup.
    hookTimeout: 60_000,
    testTimeout: 20_000,
  },
});
