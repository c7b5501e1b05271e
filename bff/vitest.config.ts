import { defineConfig } from 'vitest/config';
import { useTestPasswordHashing } from '../scripts/lib/test-password-hashing.ts';

useTestPasswordHashing();

export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['test/**/*.test.ts'],
    pool: 'forks',
    maxWorkers: 2,
    // Each file builds its own database, app and servers, and nothing is mocked: modules are loaded once per worker.
    isolate: false,
    // Suites start real processes (platform, Prism) in beforeAll.
    hookTimeout: 90_000,
    testTimeout: 30_000,
  },
});
