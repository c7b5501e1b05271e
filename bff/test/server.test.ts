/**
 * The real process: settings from the environment, listening where told, and a clean exit on SIGTERM.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort, repoRoot, startBff } from '../../scripts/lib/processes.ts';

describe('bff/src/server.ts', () => {
  it('serves on HOST:PORT and exits 0 on SIGTERM', async () => {
    const bff = await startBff({
      platformUrl: `http://127.0.0.1:${await freePort()}`,
      env: { NODE_ENV: 'test', LOG_LEVEL: 'info' },
    });
    try {
      const res = await fetch(`${bff.url}/healthz`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: 'ok' });
      const notReady = await fetch(`${bff.url}/readyz`);
      expect(notReady.status).toBe(503);
    } finally {
      await bff.stop();
    }
    expect(bff.child.exitCode).toBe(0);
    expect(bff.output()).toContain('shutting down');
  });

  it('refuses to start on an invalid setting, naming it', () => {
    const run = spawnSync(process.execPath, [join(repoRoot, 'bff', 'src', 'server.ts')], {
      env: { ...process.env, PORT: 'eighty', PLATFORM_API_URL: 'http://127.0.0.1:1' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('PORT must be an integer');
  });
});
