/**
 * The platform's settings, read once from the environment. Everything else receives a `Config`
 * instead of reading `process.env`, so tests can build an app with any settings side by side.
 */
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export type DatabaseTarget =
  { kind: 'sqlite'; /** An absolute file path, or ':memory:'. */ filename: string } | { kind: 'postgres'; url: string };

export interface Config {
  port: number;
  host: string;
  database: DatabaseTarget;
  /** Seed the demo accounts when the users table is empty. */
  demo: boolean;
  logLevel: LogLevel;
  /** Signs access tokens (HS256) and keys the refresh tokens' HMAC. */
  jwtSecret: string;
  production: boolean;
  /** Lifetime of an access token (ACCESS_TOKEN_TTL_SECONDS). */
  accessTokenTtlSeconds: number;
  /** How long a rotated refresh token still answers its successor instead of revoking its family. */
  refreshTokenGraceSeconds: number;
  /** Absolute lifetime of a refresh token family: a sign-in lasts at most this long, rotations or not. */
  refreshTokenLifetimeSeconds: number;
  /** Marks the refresh cookie Secure: on in production, off for plain-http development. */
  cookieSecure: boolean;
  /** The development mail adapter's folder: one file per message sent. */
  mailOutboxDir: string;
  /** Where the web client is served, for links in messages. */
  publicUrl: string;
  /** Sign-in failures allowed per account and per client address within the sliding window. */
  signInLimits: { windowSeconds: number; perAccount: number; perIp: number; forgotPasswordPerIp: number };
  /** The clock of every time-based rule (token lifetimes, windows): tests move it instead of sleeping. */
  now: () => Date;
}

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const defaultSqliteFile = join(repoRoot, 'data', 'platform.sqlite');
export const defaultOutboxDir = join(repoRoot, 'data', 'outbox');

// Only ever used outside production: loadConfig refuses to start a production platform without JWT_SECRET.
const DEV_JWT_SECRET = 'dev-only-jwt-secret-change-me-0123456789abcdef';
const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** postgres:// or postgresql:// selects PostgreSQL; anything else is a SQLite file (or ':memory:'). */
export function parseDatabaseUrl(value: string | undefined, cwd = process.cwd()): DatabaseTarget {
  const raw = value?.trim();
  if (!raw) return { kind: 'sqlite', filename: defaultSqliteFile };
  if (/^postgres(ql)?:\/\//i.test(raw)) return { kind: 'postgres', url: raw };
  if (raw === ':memory:') return { kind: 'sqlite', filename: ':memory:' };
  const path = raw.replace(/^(sqlite|file):(\/\/)?/i, '');
  if (path === ':memory:') return { kind: 'sqlite', filename: ':memory:' };
  return { kind: 'sqlite', filename: resolve(cwd, path) };
}

function parseBoolean(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value.trim() === '') return fallback;
  const normalized = value.trim().toLowerCase();
  if (['1', 'true', 'yes', 'on'].includes(normalized)) return true;
  if (['0', 'false', 'no', 'off'].includes(normalized)) return false;
  throw new ConfigError(`${name} must be true or false, got "${value}"`);
}

function parsePositiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0)
    throw new ConfigError(`${name} must be a positive integer, got "${value}"`);
  return parsed;
}

function parsePort(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new ConfigError(`${name} must be a port number, got "${value}"`);
  return port;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const logLevel = (env.LOG_LEVEL?.trim().toLowerCase() || 'info') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  const jwtSecret = env.JWT_SECRET?.trim();
  if (production && !jwtSecret) throw new ConfigError('JWT_SECRET is required when NODE_ENV=production');
  if (jwtSecret && jwtSecret.length < 32) throw new ConfigError('JWT_SECRET must be at least 32 characters long');
  return {
    port: parsePort('PLATFORM_PORT', env.PLATFORM_PORT, 4010),
    host: env.PLATFORM_HOST?.trim() || '127.0.0.1',
    database: parseDatabaseUrl(env.DATABASE_URL),
    demo: parseBoolean('DEMO', env.DEMO, !production),
    logLevel,
    jwtSecret: jwtSecret || DEV_JWT_SECRET,
    production,
    accessTokenTtlSeconds: parsePositiveInteger('ACCESS_TOKEN_TTL_SECONDS', env.ACCESS_TOKEN_TTL_SECONDS, 600),
    refreshTokenGraceSeconds: parsePositiveInteger('REFRESH_TOKEN_GRACE_SECONDS', env.REFRESH_TOKEN_GRACE_SECONDS, 10),
    refreshTokenLifetimeSeconds: parsePositiveInteger(
      'REFRESH_TOKEN_LIFETIME_SECONDS',
      env.REFRESH_TOKEN_LIFETIME_SECONDS,
      12 * 3600,
    ),
    cookieSecure: parseBoolean('COOKIE_SECURE', env.COOKIE_SECURE, production),
    mailOutboxDir: env.MAIL_OUTBOX_DIR?.trim() ? resolve(env.MAIL_OUTBOX_DIR.trim()) : defaultOutboxDir,
    publicUrl: (env.PUBLIC_URL?.trim() || 'http://localhost:8080').replace(/\/+$/, ''),
    signInLimits: { windowSeconds: 15 * 60, perAccount: 10, perIp: 50, forgotPasswordPerIp: 20 },
    now: () => new Date(),
  };
}

/** Creates the folder of a SQLite file so a fresh checkout starts without a manual step. */
export function ensureSqliteFolder(target: DatabaseTarget): void {
  if (target.kind === 'sqlite' && target.filename !== ':memory:')
    mkdirSync(dirname(target.filename), { recursive: true });
}
