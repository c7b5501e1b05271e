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
  /** Signs access tokens once authentication lands; kept here so production refuses to start without one. */
  jwtSecret: string;
  /** Username the signed-in user resolves to until authentication lands (see plugins/current-user.ts). */
  fixedUser: string;
  production: boolean;
}

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const defaultSqliteFile = join(repoRoot, 'data', 'platform.sqlite');

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
    fixedUser: env.PLATFORM_FIXED_USER?.trim() || 'demo-member',
    production,
  };
}

/** Creates the folder of a SQLite file so a fresh checkout starts without a manual step. */
export function ensureSqliteFolder(target: DatabaseTarget): void {
  if (target.kind === 'sqlite' && target.filename !== ':memory:')
    mkdirSync(dirname(target.filename), { recursive: true });
}
