/** Debian's wrk at a fixed concurrency, its answer parsed into requests/s and latency percentiles. */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

export const WRK_PATH = '/usr/bin/wrk';

export interface WrkResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Non-2xx/3xx answers and socket errors: any of them makes the leg worthless. */
  errors: number;
  /** wrk's own lines about them, for the message. */
  errorLines: string;
}

export interface WrkOptions {
  url: string;
  headers?: Record<string, string>;
  connections?: number;
  threads?: number;
  seconds?: number;
}

const UNIT_MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 };

function latencyMs(output: string, percentile: string): number {
  const match = new RegExp(`^\\s*${percentile}%\\s+([\\d.]+)(us|ms|s|m)\\s*$`, 'm').exec(output);
  if (!match) throw new Error(`wrk printed no ${percentile}% latency:\n${output}`);
  return Number(match[1]) * UNIT_MS[match[2]!]!;
}

export async function runWrk(options: WrkOptions): Promise<WrkResult> {
  const args = [
    `-c${options.connections ?? 32}`,
    `-t${options.threads ?? 2}`,
    `-d${options.seconds ?? 5}s`,
    '--latency',
    ...Object.entries(options.headers ?? {}).flatMap(([name, value]) => ['-H', `${name}: ${value}`]),
    options.url,
  ];
  const { stdout } = await promisify(execFile)(WRK_PATH, args, { maxBuffer: 1 << 20 });
  const rps = /^Requests\/sec:\s+([\d.]+)/m.exec(stdout);
  if (!rps) throw new Error(`wrk printed no Requests/sec:\n${stdout}`);
  const non2xx = /Non-2xx or 3xx responses:\s+(\d+)/.exec(stdout);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(stdout);
  const errors = Number(non2xx?.[1] ?? 0) + (socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0);
  return {
    requestsPerSecond: Number(rps[1]),
    p50Ms: latencyMs(stdout, '50'),
    p99Ms: latencyMs(stdout, '99'),
    errors,
    errorLines: [non2xx?.[0], socket?.[0]].filter(Boolean).join('; '),
  };
}
