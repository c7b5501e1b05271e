/**
 * Builds the BFF for a test with settings derived from the defaults, and closes it after the suite.
 */
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll } from 'vitest';
import { buildApp, type BuildOptions } from '../../src/app.ts';
import { loadConfig, type Config } from '../../src/config.ts';

export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({ NODE_ENV: 'test' }), logLevel: 'silent', ...overrides };
}

/** A BFF that the suite's afterAll closes. */
export async function buildTestApp(
  overrides: Partial<Config> = {},
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = await buildApp(testConfig(overrides), options);
  afterAll(() => app.close());
  await app.ready();
  return app;
}

export interface LogLine {
  level: number;
  msg: string;
  [key: string]: unknown;
}

/** A log stream that keeps every JSON log line in `lines`. */
export function capturedLogs(): { lines: LogLine[]; logStream: Writable } {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) if (line.trim()) lines.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  return { lines, logStream: stream };
}

/** Headers every call of the web client carries. */
export const API_HEADERS = { 'x-csrf': '1', accept: 'application/json' } as const;
