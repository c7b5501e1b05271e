/**
 * The platform's settings, read once from the environment. Everything else receives a `Config`
 * instead of reading `process.env`, so tests can build an app with any settings side by side.
 */
import { chmodSync, closeSync, existsSync, openSync } from 'node:fs';
import { isIP } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HttpError } from './errors.ts';
import { keepFolderPrivate, keptSecret, MIN_SECRET_LENGTH } from './kept-secret.ts';
import { parseExtendedPublicKey } from './core/chain/addresses.ts';

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
  /** Seed the demo accounts when the users table is empty (DEMO, off unless asked for). */
  demo: boolean;
  logLevel: LogLevel;
  /** Signs access tokens (HS256) and keys the refresh tokens' HMAC: JWT_SECRET, or the one kept in secretsDir. */
  jwtSecret: string;
  /** Where generated secrets are kept (SECRETS_DIR). */
  secretsDir: string;
  /** Peers whose X-Forwarded-For names the client (TRUSTED_PROXIES), with the BFF's key: addresses or CIDR ranges. */
  trustedProxies: string[];
  /** What the BFF proves itself with (BFF_KEY, or the one kept in secretsDir): the same on both sides. */
  bffKey: string;
  /** Key material the TOTP secrets are encrypted with at rest (TOTP_KEY, or the one kept in secretsDir). */
  totpKey: string;
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
  /** Where uploaded files (photos, identity documents) are kept, outside the web root (UPLOADS_DIR). */
  uploadsDir: string;
  /** The SMTP server mail goes through (SMTP_URL, smtp:// or smtps://); null: the outbox folder. */
  smtpUrl: string | null;
  /** The sender of every message (MAIL_FROM). */
  mailFrom: string;
  /** Where the web client is served, for links in messages. */
  publicUrl: string;
  /** Sign-in failures allowed per account and per client address within the sliding window. */
  signInLimits: {
    windowSeconds: number;
    /** Failures of an account after which each sign-in waits (never refused) and two-factor codes are refused. */
    perAccount: number;
    perIp: number;
    forgotPasswordPerIp: number;
    /** Failed sign-ins, per account or per address within the window, after which a solved captcha is needed. */
    captchaAfterFailures: number;
    /** Beyond perAccount failures, the first wait before a password is checked; it doubles per failure. */
    slowDownMs: number;
  };
  captcha: CaptchaConfig;
  /** argon2id's memory per password hash, in KiB (PASSWORD_HASH_MEMORY_KIB): never below OWASP's 46 MiB in production. */
  passwordHashMemoryKib: number;
  /** Extended public keys deposit addresses are derived from, per network (DEPOSIT_XPUB_BITCOIN, ...). */
  depositXpubs: DepositXpubs;
  /** A money call's Idempotency-Key still running after this long was its dead process's: a retry takes it over. */
  idempotencyStaleSeconds: number;
  /** Whether this process runs the periodic jobs (JOBS, on): off where a process of their own runs them. */
  jobs: boolean;
  /**
   * STRICT_ERROR_CODES (on under NODE_ENV=test): an error code the contract does not declare for its operation
   * becomes a 500, so tests meet the drift; otherwise it is only logged.
   */
  strictErrorCodes: boolean;
  /** The clock of every time-based rule (token lifetimes, windows): tests move it instead of sleeping. */
  now: () => Date;
}

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const defaultSqliteFile = join(repoRoot, 'data', 'platform.sqlite');
export const defaultOutboxDir = join(repoRoot, 'data', 'outbox');
export const defaultUploadsDir = join(repoRoot, 'data', 'uploads');
export const defaultSecretsDir = join(repoRoot, 'data');
export const JWT_SECRET_FILE = 'jwt-secret';
export const BFF_KEY_FILE = 'bff-key';
export const TOTP_KEY_FILE = 'totp-key';
// The BFF on the same machine, as `npm start` runs it.
const DEFAULT_TRUSTED_PROXIES = ['127.0.0.1', '::1'];
const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** OWASP's minimum for argon2id with one pass and one lane, the default. */
export const PASSWORD_HASH_MEMORY_KIB = 47_104;
// Below this argon2 itself refuses; the test suites hash with 4 MiB so thousands of sign-ins stay quick.
const PASSWORD_HASH_MEMORY_KIB_FLOOR = 1_024;

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
 * Demo keys: the public keys of the BIP 32 test vectors, whose private keys are published too, so they are used
 * only in demo mode and refused in production, where each must be set.
 */
export const DEMO_DEPOSIT_XPUBS: DepositXpubs = {
  bitcoin:
    'xpub661MyMwAqRbcFtXgS5sYJABqqG9YLmC4Q1Rdap9gSE8NqtwybGhePY2gZ29ESFjqJoCu1Rupje8YtGqsefD265TMg7usUDFdp6W1EGMcet8',
  ethereum:
    'xpub661MyMwAqRbcFW31YEwpkMuc5THy2PSt5bDMsktWQcFF8syAmRUapSCGu8ED9W6oDMSgv6Zz8idoc4a6mr8BDzTJY47LJhkJ8UB7WEGuduB',
  tron: 'xpub661MyMwAqRbcEZVB4dScxMAdx6d4nFc9nvyvH3v4gJL378CSRZiYmhRoP7mBy6gSPSCYk6SzXPTf3ND1cZAceL7SfJ1Z3GC8vBgp2epUt13',
};

const depositsNotSetUp = (network: string, name: string): HttpError =>
  new HttpError(
    422,
    `Deposits on the ${network} network are not set up on this platform (${name}).`,
    'DEPOSIT_NOT_CONFIGURED',
  );

function loadDepositXpubs(env: NodeJS.ProcessEnv, production: boolean, demo: boolean): DepositXpubs {
  const xpubs = {} as DepositXpubs;
  for (const network of ['bitcoin', 'ethereum', 'tron'] as const) {
    const name = `DEPOSIT_XPUB_${network.toUpperCase()}`;
    const value = env[name]?.trim();
    if (value) {
      try {
        parseExtendedPublicKey(value);
      } catch (error) {
        throw new ConfigError(`${name} ${error instanceof Error ? error.message : String(error)}`);
      }
      xpubs[network] = value;
    } else if (production) {
      throw new ConfigError(`${name} is required when NODE_ENV=production`);
    } else if (demo) {
      xpubs[network] = DEMO_DEPOSIT_XPUBS[network];
    } else {
      // Deriving an address from a missing key answers why, at the moment a member asks for one.
      Object.defineProperty(xpubs, network, {
        enumerable: true,
        get: () => {
          throw depositsNotSetUp(network, name);
        },
      });
    }
  }
  return xpubs;
}

function parseSmtpUrl(value: string | undefined): string | null {
  const raw = value?.trim();
  if (!raw) return null;
  if (!URL.canParse(raw) || !/^smtps?:$/.test(new URL(raw).protocol))
    // The value may carry a password: the message does not repeat it.
    throw new ConfigError('SMTP_URL must be an smtp:// or smtps:// URL');
  return raw;
}

/** TRUSTED_PROXIES: comma-separated addresses or CIDR ranges. */
function parseTrustedProxies(value: string | undefined): string[] {
  if (value === undefined || value.trim() === '') return DEFAULT_TRUSTED_PROXIES;
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  for (const entry of entries) {
    const [address = '', prefix, ...rest] = entry.split('/');
    const family = isIP(address);
    const bits = family === 4 ? 32 : 128;
    const prefixOk = prefix === undefined || (/^[0-9]{1,3}$/.test(prefix) && Number(prefix) <= bits);
    if (family === 0 || !prefixOk || rest.length > 0)
      throw new ConfigError(`TRUSTED_PROXIES must list addresses or CIDR ranges, got "${entry}"`);
  }
  return entries;
}

function parsePasswordHashMemory(value: string | undefined, production: boolean): number {
  const kib = parsePositiveInteger('PASSWORD_HASH_MEMORY_KIB', value, PASSWORD_HASH_MEMORY_KIB);
  const floor = production ? PASSWORD_HASH_MEMORY_KIB : PASSWORD_HASH_MEMORY_KIB_FLOOR;
  if (kib < floor)
    throw new ConfigError(
      `PASSWORD_HASH_MEMORY_KIB must be at least ${floor}${production ? ' in production' : ''}, got ${kib}`,
    );
  return kib;
}

/** The secret setting `name`, or the one generated and kept in `secretsDir/file` when it is unset. */
function loadSecret(env: NodeJS.ProcessEnv, name: string, secretsDir: string, file: string): string {
  const set = env[name]?.trim();
  if (set) {
    if (set.length < MIN_SECRET_LENGTH)
      throw new ConfigError(`${name} must be at least ${MIN_SECRET_LENGTH} characters long`);
    return set;
  }
  try {
    return keptSecret(secretsDir, file);
  } catch (error) {
    throw new ConfigError(`${name} is unset and ${error instanceof Error ? error.message : String(error)}`);
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const logLevel = (env.LOG_LEVEL?.trim().toLowerCase() || 'info') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  const demo = parseBoolean('DEMO', env.DEMO, false);
  const secretsDir = env.SECRETS_DIR?.trim() ? resolve(env.SECRETS_DIR.trim()) : defaultSecretsDir;
  return {
    port: parsePort('PLATFORM_PORT', env.PLATFORM_PORT, 4010),
    host: env.PLATFORM_HOST?.trim() || '127.0.0.1',
    database: parseDatabaseUrl(env.DATABASE_URL),
    demo,
    logLevel,
    jwtSecret: loadSecret(env, 'JWT_SECRET', secretsDir, JWT_SECRET_FILE),
    secretsDir,
    trustedProxies: parseTrustedProxies(env.TRUSTED_PROXIES),
    bffKey: loadSecret(env, 'BFF_KEY', secretsDir, BFF_KEY_FILE),
    totpKey: loadSecret(env, 'TOTP_KEY', secretsDir, TOTP_KEY_FILE),
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
    uploadsDir: env.UPLOADS_DIR?.trim() ? resolve(env.UPLOADS_DIR.trim()) : defaultUploadsDir,
    smtpUrl: parseSmtpUrl(env.SMTP_URL),
    mailFrom: env.MAIL_FROM?.trim() || 'no-reply@example.com',
    publicUrl: (env.PUBLIC_URL?.trim() || 'http://localhost:8080').replace(/\/+$/, ''),
    signInLimits: {
      windowSeconds: 15 * 60,
      perAccount: 10,
      perIp: 50,
      forgotPasswordPerIp: 20,
      captchaAfterFailures: 3,
      slowDownMs: 1000,
    },
    captcha: loadCaptchaConfig(env),
    passwordHashMemoryKib: parsePasswordHashMemory(env.PASSWORD_HASH_MEMORY_KIB, production),
    depositXpubs: loadDepositXpubs(env, production, demo),
    idempotencyStaleSeconds: parsePositiveInteger('IDEMPOTENCY_STALE_SECONDS', env.IDEMPOTENCY_STALE_SECONDS, 60),
    jobs: parseBoolean('JOBS', env.JOBS, true),
    strictErrorCodes: parseBoolean('STRICT_ERROR_CODES', env.STRICT_ERROR_CODES, env.NODE_ENV === 'test'),
    now: () => new Date(),
  };
}

/**
 * A SQLite database holds the password hashes and the TOTP secrets: its folder is made its owner's only (0700,
 * created if need be, so a fresh checkout starts without a manual step), and the file with its -wal and -shm
 * 0600. The file is created 0600 before SQLite opens it, and SQLite gives the -wal and -shm it creates later
 * the database file's mode.
 */
export function prepareSqliteFiles(target: DatabaseTarget): void {
  if (target.kind !== 'sqlite' || target.filename === ':memory:') return;
  keepFolderPrivate(dirname(target.filename));
  closeSync(openSync(target.filename, 'a', 0o600));
  for (const file of [target.filename, `${target.filename}-wal`, `${target.filename}-shm`])
    if (existsSync(file)) chmodSync(file, 0o600);
}
