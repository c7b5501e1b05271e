/**
 * Three suites, one server set each, started once in the suite's globalSetup:
 *   mock   the generated web client against Prism's mock of openapi.yaml
 *   proxy  the real platform's and BFF's traffic through Prism's validation proxy
 *   e2e    the built web app in Debian's Chromium, served by the real BFF over the real platform
 *   gates  quality gates generated from the contract: fuzzing, authorization matrix, security headers
 *          and cookies, platform faults; real platform and BFF
 * CONTRACT_SUITES=mock,proxy (or e2e) selects suites, so `npm test` can give the browser its own line.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { useTestPasswordHashing } from '../scripts/lib/test-password-hashing.ts';

useTestPasswordHashing();

const here = dirname(fileURLToPath(import.meta.url));
const ALL = ['mock', 'proxy', 'e2e', 'gates'];
const wanted = (process.env.CONTRACT_SUITES ?? ALL.join(','))
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const unknown = wanted.filter((name) => !ALL.includes(name));
if (unknown.length > 0)
  throw new Error(`CONTRACT_SUITES: unknown suite(s) ${unknown.join(', ')}; known: ${ALL.join(', ')}`);

export default defineConfig({
  root: here,
  test: {
    pool: 'forks',
    // The machine has 2 cores and every suite already runs several servers: one file at a time.
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 60_000,
    hookTimeout: 180_000,
    teardownTimeout: 30_000,
    projects: wanted.map((name) => ({
      extends: true as const,
      test: {
        name,
        root: here,
        include: [`${name}/**/*.test.ts`],
        globalSetup: [join(here, name, 'global-setup.ts')],
        environment: 'node',
      },
    })),
  },
});
