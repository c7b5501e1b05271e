/**
 * The platform's settings, read once from the environment. Everything else receives a `Config`
 * instead of reading `process.env`, so tests can build an app with any settings side by side.
 */
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseExtendedPublicKey } from './modules/wallet/addresses.ts';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export type CaptchaProvider = 'altcha' | 'turnstile' | 'hcaptcha' | 'recaptcha';

export interface CaptchaConfig {
  provider: CaptchaProvider;
  /** How long a challenge (altcha) may be solved and its solution presented. */
  ttlSeconds: number;
  /** altcha's work factor: PBKDF2 iterations per try (CAPTCHA_COST)... */
  cost: number;
  /** ...and the largest number of tries a solution needs (CAPTCHA_MAX_COUNTER); a challenge asks for half to all of it. */
  maxCounter: number;
  /** A hosted provider's public site key, handed to the web app at run time. */
  siteKey: string | null;
  /** A hosted provider's secret: it never leaves the platform. */
  secret: string | null;
  /** A hosted provider's verify call (the documented siteverify URL unless CAPTCHA_VERIFY_URL says otherwise). */
  verifyUrl: string | null;
}

export interface DepositXpubs {
  bitcoin: string;
  ethereum: string;
  tron: string;
}

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
  signInLimits: {
    windowSeconds: number;
    perAccount: number;
    perIp: number;
    forgotPasswordPerIp: number;
    /** Failed sign-ins, per account or per address within the window, after which a solved captcha is needed. */
    captchaAfterFailures: number;
  };
  captcha: CaptchaConfig;
  /** Extended public keys deposit addresses are derived from, per network (DEPOSIT_XPUB_BITCOIN, ...). */
  depositXpubs: DepositXpubs;
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

const CAPTCHA_PROVIDERS: readonly CaptchaProvider[] = ['altcha', 'turnstile', 'hcaptcha', 'recaptcha'];

/** The verify call each hosted provider documents. */
export const CAPTCHA_VERIFY_URLS: Record<Exclude<CaptchaProvider, 'altcha'>, string> = {
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
  hcaptcha: 'https://api.hcaptcha.com/siteverify',
  recaptcha: 'https://www.google.com/recaptcha/api/siteverify',
};

function loadCaptchaConfig(env: NodeJS.ProcessEnv): CaptchaConfig {
  const provider = (env.CAPTCHA_PROVIDER?.trim().toLowerCase() || 'altcha') as CaptchaProvider;
  if (!CAPTCHA_PROVIDERS.includes(provider))
    throw new ConfigError(`CAPTCHA_PROVIDER must be one of ${CAPTCHA_PROVIDERS.join(', ')}`);
  const common = {
    provider,
    ttlSeconds: parsePositiveInteger('CAPTCHA_TTL_SECONDS', env.CAPTCHA_TTL_SECONDS, 300),
    cost: parsePositiveInteger('CAPTCHA_COST', env.CAPTCHA_COST, 250),
    maxCounter: parsePositiveInteger('CAPTCHA_MAX_COUNTER', env.CAPTCHA_MAX_COUNTER, 5000),
  };
  if (provider === 'altcha') return { ...common, siteKey: null, secret: null, verifyUrl: null };
  const siteKey = env.CAPTCHA_SITE_KEY?.trim();
  const secret = env.CAPTCHA_SECRET?.trim();
  if (!siteKey || !secret)
    throw new ConfigError(`CAPTCHA_PROVIDER=${provider} needs CAPTCHA_SITE_KEY and CAPTCHA_SECRET`);
  const verifyUrl = env.CAPTCHA_VERIFY_URL?.trim() || CAPTCHA_VERIFY_URLS[provider];
  if (!URL.canParse(verifyUrl)) throw new ConfigError(`CAPTCHA_VERIFY_URL must be a URL, got "${verifyUrl}"`);
  return { ...common, siteKey, secret, verifyUrl };
}

/**
 * Development defaults: the public keys of the BIP 32 test vectors, whose private keys are published too, so they
 * are refused in production, where each must be set.
 */
export const DEMO_DEPOSIT_XPUBS: DepositXpubs = {
  bitcoin:
    'xpub661MyMwAqRbcFtXgS5sYJABqqG9YLmC4Q1Rdap9gSE8NqtwybGhePY2gZ29ESFjqJoCu1Rupje8YtGqsefD265TMg7usUDFdp6W1EGMcet8',
  ethereum:
    'xpub661MyMwAqRbcFW31YEwpkMuc5THy2PSt5bDMsktWQcFF8syAmRUapSCGu8ED9W6oDMSgv6Zz8idoc4a6mr8BDzTJY47LJhkJ8UB7WEGuduB',
  tron: 'xpub661MyMwAqRbcEZVB4dScxMAdx6d4nFc9nvyvH3v4gJL378CSRZiYmhRoP7mBy6gSPSCYk6SzXPTf3ND1cZAceL7SfJ1Z3GC8vBgp2epUt13',
};

function loadDepositXpubs(env: NodeJS.ProcessEnv, production: boolean): DepositXpubs {
  const read = (network: keyof DepositXpubs): string => {
    const name = `DEPOSIT_XPUB_${network.toUpperCase()}`;
    const value = env[name]?.trim();
    if (!value) {
      if (production) throw new ConfigError(`${name} is required when NODE_ENV=production`);
      return DEMO_DEPOSIT_XPUBS[network];
    }
    try {
      parseExtendedPublicKey(value);
    } catch (error) {
      throw new ConfigError(`${name} ${error instanceof Error ? error.message : String(error)}`);
    }
    return value;
  };
  return { bitcoin: read('bitcoin'), ethereum: read('ethereum'), tron: read('tron') };
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
    signInLimits: {
      windowSeconds: 15 * 60,
      perAccount: 10,
      perIp: 50,
      forgotPasswordPerIp: 20,
      captchaAfterFailures: 3,
    },
    captcha: loadCaptchaConfig(env),
    depositXpubs: loadDepositXpubs(env, production),
    now: () => new Date(),
  };
}

/** Creates the folder of a SQLite file so a fresh checkout starts without a manual step. */
export function ensureSqliteFolder(target: DatabaseTarget): void {
  if (target.kind === 'sqlite' && target.filename !== ':memory:')
    mkdirSync(dirname(target.filename), { recursive: true });
}
