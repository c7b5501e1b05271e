/**
 * The gates' one server set: the real platform on a fresh SQLite file with the demo seed, and the real BFF
 * in front of it (NODE_ENV=test: an upstream answer off the contract becomes a 502, which the gates fail
 * on), with a recorder between the two that tells which calls reached the platform. The fault gates start
 * servers of their own, since they kill and slow theirs.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildWebIfMissing } from '../lib/web-build.ts';
import { startBff, startPlatform, type Service } from '../../scripts/lib/processes.ts';
import { startRecorder, type Recorder } from './upstream-recorder.ts';

export interface GatesHarness {
  bffUrl: string;
  platformUrl: string;
  recorderUrl: string;
  /** The platform's SQLite file, for what no call of the demo accounts can undo (see fuzz.test.ts). */
  databaseFile: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    gatesHarness: GatesHarness;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  buildWebIfMissing();
  const dataDir = mkdtempSync(join(tmpdir(), 'gates-platform-'));
  const services: Service[] = [];
  let recorder: Recorder | undefined;
  const teardown = async (): Promise<void> => {
    await recorder?.close();
    for (const service of services.reverse()) await service.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const databaseFile = join(dataDir, 'platform.sqlite');
    const platform = await startPlatform({
      databaseUrl: databaseFile,
      env: {
        LOG_LEVEL: 'warn',
        MAIL_OUTBOX_DIR: join(dataDir, 'outbox'),
        // The gates solve captchas only to reach the calls behind them: a few tries each, not the default 5,000.
        CAPTCHA_MAX_COUNTER: '50',
      },
    });
    services.push(platform);
    recorder = await startRecorder(platform.url);
    const bff = await startBff({ platformUrl: recorder.url, env: { NODE_ENV: 'test', LOG_LEVEL: 'error' } });
    services.push(bff);
    project.provide('gatesHarness', {
      bffUrl: bff.url,
      platformUrl: platform.url,
      recorderUrl: recorder.url,
      databaseFile,
    });
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
