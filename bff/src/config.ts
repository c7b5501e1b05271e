/**
 * The BFF's settings, read once from the environment. A wrong value stops the process at start with a
 * message naming the variable, rather than surfacing later as a strange request failure.
 */
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
  /** Believe X-Forwarded-* from a load balancer in front (needed for the same-origin check behind TLS termination). */
  trustProxy: boolean;
  /** Key material of the session cookie's encryption. */
  sessionSecret: string;
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

// Good enough for a laptop; a production BFF refuses to start with it.
const DEV_SESSION_SECRET = 'development-only-session-secret-do-not-deploy';
const MIN_SESSION_SECRET = 32;

function sessionSecret(env: NodeJS.ProcessEnv, nodeEnv: NodeEnv): string {
  const raw = env.SESSION_SECRET;
  if (raw === undefined || raw === '') {
    if (nodeEnv === 'production') throw new ConfigError('SESSION_SECRET is required when NODE_ENV=production');
    return DEV_SESSION_SECRET;
  }
  if (raw.length < MIN_SESSION_SECRET)
    throw new ConfigError(`SESSION_SECRET must be at least ${MIN_SESSION_SECRET} characters long`);
  return raw;
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
    trustProxy: boolean(env, 'TRUST_PROXY', false),
    sessionSecret: sessionSecret(env, nodeEnv),
    sessionIdleMinutes: integer(env, 'SESSION_IDLE_MINUTES', 30, 1, 24 * 60),
    sessionMaxHours: integer(env, 'SESSION_MAX_HOURS', 8, 1, 24 * 30),
    maintenanceMode: env.MAINTENANCE_MODE ? oneOf(env, 'MAINTENANCE_MODE', MAINTENANCE_MODES, 'none') : null,
    captchaProvider: oneOf(env, 'CAPTCHA_PROVIDER', CAPTCHA_PROVIDERS, 'altcha'),
  };
}
