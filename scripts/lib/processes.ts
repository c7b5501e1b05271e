/**
 * Starting and stopping the product's processes for tests, benchmarks and `npm start`: the platform,
 * the BFF, Prism's mock and Prism's validation proxy. Every process listens on loopback only and is
 * stopped with its whole process group, so a failed suite leaves nothing running.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const bin = (name: string): string => join(repoRoot, 'node_modules', '.bin', name);

export interface Service {
  /** Base URL, without a trailing slash: http://127.0.0.1:PORT */
  url: string;
  port: number;
  child: ChildProcess;
  /** Everything the process printed, for failure messages. */
  output: () => string;
  stop: () => Promise<void>;
}

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Polls a URL until it answers (any status below 500), or fails after timeoutMs. */
export async function waitForHttp(
  url: string,
  timeoutMs = 30_000,
  isUp: (status: number) => boolean = (s) => s < 500,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.body?.cancel();
      if (isUp(response.status)) return;
      lastError = new Error(`status ${response.status}`);
    } catch (error) {
      lastError = error;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not come up within ${timeoutMs} ms: ${String(lastError)}`);
}

export interface SpawnOptions {
  name: string;
  command: string;
  args: string[];
  port: number;
  env?: Record<string, string | undefined>;
  readyPath: string;
  /** Print the process's output as it comes (npm start), instead of keeping it for failures. */
  inheritOutput?: boolean;
  readyTimeoutMs?: number;
}

export async function spawnService(options: SpawnOptions): Promise<Service> {
  let output = '';
  const child = spawn(options.command, options.args, {
    cwd: repoRoot,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', options.inheritOutput ? 'inherit' : 'pipe', options.inheritOutput ? 'inherit' : 'pipe'],
    detached: true,
  });
  const keep = (chunk: Buffer): void => {
    output += chunk.toString();
    if (output.length > 200_000) output = output.slice(-100_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${options.port}`;
  const service: Service = {
    url,
    port: options.port,
    child,
    output: () => output,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        return;
      }
      const timer = setTimeout(() => {
        try {
          process.kill(-child.pid!, 'SIGKILL');
        } catch {
          /* already gone */
        }
      }, 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
  try {
    await Promise.race([
      waitForHttp(url + options.readyPath, options.readyTimeoutMs ?? 60_000),
      exited.then(() => {
        throw new Error(`${options.name} exited before it was ready`);
      }),
    ]);
  } catch (error) {
    await service.stop();
    throw new Error(`${options.name} failed to start: ${(error as Error).message}\n${output}`);
  }
  return service;
}

export interface PlatformOptions {
  port?: number;
  /** sqlite file path, ':memory:', or postgres://... */
  databaseUrl?: string;
  env?: Record<string, string | undefined>;
  inheritOutput?: boolean;
}

export async function startPlatform(options: PlatformOptions = {}): Promise<Service> {
  const port = options.port ?? (await freePort());
  return spawnService({
    name: 'platform',
    command: process.execPath,
    args: [join(repoRoot, 'platform', 'src', 'server.ts')],
    port,
    readyPath: '/healthz',
    inheritOutput: options.inheritOutput,
    // Demo data (accounts, catalogue, deposit keys) is what the suites and the benchmarks run against.
    env: { PLATFORM_PORT: String(port), DATABASE_URL: options.databaseUrl ?? ':memory:', DEMO: '1', ...options.env },
  });
}

export interface BffOptions {
  port?: number;
  platformUrl: string;
  env?: Record<string, string | undefined>;
  inheritOutput?: boolean;
}

export async function startBff(options: BffOptions): Promise<Service> {
  const port = options.port ?? (await freePort());
  return spawnService({
    name: 'bff',
    command: process.execPath,
    args: [join(repoRoot, 'bff', 'src', 'server.ts')],
    port,
    readyPath: '/healthz',
    inheritOutput: options.inheritOutput,
    env: { PORT: String(port), HOST: '127.0.0.1', PLATFORM_API_URL: options.platformUrl, ...options.env },
  });
}

/** Prism answering from the examples of openapi.yaml. */
export async function startPrismMock(options: { port?: number; inheritOutput?: boolean } = {}): Promise<Service> {
  const port = options.port ?? (await freePort());
  return spawnService({
    name: 'prism mock',
    command: bin('prism'),
    args: ['mock', join(repoRoot, 'openapi.yaml'), '--host', '127.0.0.1', '--port', String(port)],
    port,
    // Any answer at all means Prism is listening.
    readyPath: '/notification',
    inheritOutput: options.inheritOutput,
    env: { SCARF_ANALYTICS: 'false' },
  });
}

/** Prism in front of an upstream, checking every request and answer against openapi.yaml. */
export async function startPrismProxy(options: { upstream: string; port?: number }): Promise<Service> {
  const port = options.port ?? (await freePort());
  return spawnService({
    name: 'prism proxy',
    command: bin('prism'),
    args: [
      'proxy',
      join(repoRoot, 'openapi.yaml'),
      options.upstream,
      '--errors',
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
    ],
    port,
    readyPath: '/notification',
    env: { SCARF_ANALYTICS: 'false' },
  });
}
