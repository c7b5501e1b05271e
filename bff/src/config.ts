/**
 * The BFF's settings, read once from the environment. A wrong value stops the process at start with a
 * message naming the variable, rather than surfacing later as a strange request failure.
 */
import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CAPTCHA_PROVIDERS, type CaptchaProvider } from './plugins/security-headers.ts';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
export type NodeEnv = 'development' | 'production' | 'test';

export interface Config {
  port: number;
  host: string;
  /** Base URL of the platform API, without a trailing slash. */
  platformApiUrl: string;
  /** Longest time an upstream call may take before the browser gets a 504. */
  platformTimeoutMs: number;
  /** The Vite build of the web app (index.html and assets/). */
  webDist: string;
  /** The contract served to integrators. */
  openapiPath: string;
  nodeEnv: NodeEnv;
  logLevel: LogLevel;
  /** Check every upstream answer against the contract (logged; a 502 in tests). */
  validateResponses: boolean;
  /**
   * Who may tell the client's address in X-Forwarded-*: false (nobody, the socket peer is the client), a
   * number of proxy hops in front, or the addresses/CIDRs of trusted proxies (Fastify's trustProxy).
   */
  trustProxy: TrustProxy;
  /** Key material of the session cookie's encryption: SESSION_SECRET, or one generated and kept in SECRETS_DIR. */
  sessionSecret: string;
  /**
   * What the BFF proves itself to the platform with, on every call (BFF_KEY, or the one kept in SECRETS_DIR):
   * the platform believes the client address the BFF forwards only with it.
   */
  bffKey: string;
  /** A session unused this long is over. */
  sessionIdleMinutes: number;
  /** A session is over this long after sign-in, however active. */
  sessionMaxHours: number;
  /**
   * Overrides the web app's build-time maintenance mode without a rebuild (MAINTENANCE_MODE); null keeps
   * the build's. It reaches the app in a meta tag of index.html.
   */
  maintenanceMode: MaintenanceMode | null;
  /** The platform's CAPTCHA_PROVIDER: a hosted one's origins are allowed on the pages (Content-Security-Policy). */
  captchaProvider: CaptchaProvider;
}

export type TrustProxy = false | number | string[];

export const MAINTENANCE_MODES = ['none', 'partial', 'global'] as const;
export type MaintenanceMode = (typeof MAINTENANCE_MODES)[number];

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be an integer between ${min} and ${max}, got "${raw}"`);
  }
  return value;
}

function boolean(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name]?.toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(`${name} must be true or false, got "${env[name]}"`);
}

function httpUrl(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const raw = env[name] || fallback;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be an absolute URL, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new ConfigError(`${name} must be an http(s) URL, got "${raw}"`);
  if (url.search || url.hash) throw new ConfigError(`${name} must not carry a query or a fragment, got "${raw}"`);
  return url.href.replace(/\/+$/, '');
}

function oneOf<T extends string>(env: NodeJS.ProcessEnv, name: string, allowed: readonly T[], fallback: T): T {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!(allowed as readonly string[]).includes(raw))
    throw new ConfigError(`${name} must be one of ${allowed.join(', ')}, got "${raw}"`);
  return raw as T;
}

const MIN_SECRET_LENGTH = 32;
const SESSION_SECRET_FILE = 'session-secret';
const BFF_KEY_FILE = 'bff-key';

/**
 * The secret setting `name`, or the one this machine generated on its first start and kept (mode 0600) in
 * SECRETS_DIR/`file`: never a constant, so no two installations share one. Several instances must share it.
 */
function keptSecret(env: NodeJS.ProcessEnv, name: string, file: string): string {
  const raw = env[name];
  if (raw !== undefined && raw !== '') {
    if (raw.length < MIN_SECRET_LENGTH)
      throw new ConfigError(`${name} must be at least ${MIN_SECRET_LENGTH} characters long`);
    return raw;
  }
  const dir = resolve(env.SECRETS_DIR || join(repoRoot, 'data'));
  const path = join(dir, file);
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    // Written aside, then linked in place: of processes starting at once, one publishes a whole file and the
    // others read it, never a file still empty.
    const draft = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(draft, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
    try {
      linkSync(draft, path);
    } finally {
      unlinkSync(draft);
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST')
      throw new ConfigError(`${name} is unset and ${path} cannot be written: ${(error as Error).message}`);
  }
  const kept = readFileSync(path, 'utf8').trim();
  if (kept.length < MIN_SECRET_LENGTH)
    throw new ConfigError(`${path} must hold at least ${MIN_SECRET_LENGTH} characters (${name})`);
  return kept;
}

const CIDR = /^(.+)\/(\d{1,3})$/;

function trustProxy(env: NodeJS.ProcessEnv): TrustProxy {
  const raw = env.TRUST_PROXY?.trim();
  if (raw === undefined || raw === '' || ['false', '0', 'no', 'off'].includes(raw.toLowerCase())) return false;
  // One load balancer in front, the usual case.
  if (['true', 'yes', 'on'].includes(raw.toLowerCase())) return 1;
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops > 32) throw new ConfigError(`TRUST_PROXY must be at most 32 hops, got "${raw}"`);
    return hops;
  }
  const list = raw.split(',').map((entry) => entry.trim());
  for (const entry of list) {
    const [, address = entry, bits] = CIDR.exec(entry) ?? [];
    const family = isIP(address);
    if (family === 0 || (bits !== undefined && Number(bits) > (family === 4 ? 32 : 128)))
      throw new ConfigError(
        `TRUST_PROXY must be false, a number of hops or a list of addresses/CIDRs, got "${entry}" in "${raw}"`,
      );
  }
  return list;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const nodeEnv = oneOf<NodeEnv>(env, 'NODE_ENV', ['development', 'production', 'test'], 'development');
  return {
    port: integer(env, 'PORT', 8080, 0, 65_535),
    host: env.HOST || 'localhost',
    platformApiUrl: httpUrl(env, 'PLATFORM_API_URL', 'http://127.0.0.1:4010'),
    platformTimeoutMs: integer(env, 'PLATFORM_TIMEOUT_MS', 10_000, 1, 600_000),
    webDist: resolve(env.WEB_DIST || join(repoRoot, 'web', 'dist')),
    openapiPath: join(repoRoot, 'openapi.yaml'),
    nodeEnv,
    logLevel: oneOf(env, 'LOG_LEVEL', LOG_LEVELS, nodeEnv === 'test' ? 'warn' : 'info'),
    // Production trades the check's cost for speed; everywhere else a drift must be seen at once.
    validateResponses: boolean(env, 'VALIDATE_RESPONSES', nodeEnv !== 'production'),
    trustProxy: trustProxy(env),
    sessionSecret: keptSecret(env, 'SESSION_SECRET', SESSION_SECRET_FILE),
    bffKey: keptSecret(env, 'BFF_KEY', BFF_KEY_FILE),
    sessionIdleMinutes: integer(env, 'SESSION_IDLE_MINUTES', 30, 1, 24 * 60),
    sessionMaxHours: integer(env, 'SESSION_MAX_HOURS', 8, 1, 24 * 30),
    maintenanceMode: env.MAINTENANCE_MODE ? oneOf(env, 'MAINTENANCE_MODE', MAINTENANCE_MODES, 'none') : null,
    captchaProvider: oneOf(env, 'CAPTCHA_PROVIDER', CAPTCHA_PROVIDERS, 'altcha'),
  };
}
