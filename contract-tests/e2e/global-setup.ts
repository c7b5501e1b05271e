/**
 * The browser suite's one server set: the built web app served by the real BFF, over the real
 * platform on a fresh SQLite file with the demo seed. `npm test` builds the web app before this
 * suite; the build here only covers running the suite on its own.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildWebIfMissing } from '../lib/web-build.ts';
import { ensureChromium } from '../../scripts/lib/chromium.ts';
import { startBff, startPlatform, type Service } from '../../scripts/lib/processes.ts';

export interface E2eHarness {
  bffUrl: string;
  platformUrl: string;
  /** The platform's SQLite file, for a test to set what no call can (a sign-in older than its step-up). */
  databaseFile: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    e2eHarness: E2eHarness;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  await ensureChromium();
  buildWebIfMissing();
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-platform-'));
  const services: Service[] = [];
  const teardown = async (): Promise<void> => {
    for (const service of services.reverse()) await service.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    // No scheduler: the demo's stake leaves its days due until the jobs page starts them (jobs.test.ts), and
    // what every page shows does not depend on when the suite started.
    const databaseFile = join(dataDir, 'platform.sqlite');
    const platform = await startPlatform({ databaseUrl: databaseFile, env: { JOBS: 'off' } });
    services.push(platform);
    const bff = await startBff({ platformUrl: platform.url });
    services.push(bff);
    project.provide('e2eHarness', { bffUrl: bff.url, platformUrl: platform.url, databaseFile });
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
