/**
 * Settings: the documented defaults, and a clear refusal of values that cannot work.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, repoRoot } from '../src/config.ts';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    expect(loadConfig({})).toEqual({
      port: 8080,
      host: 'localhost',
      platformApiUrl: 'http://127.0.0.1:4010',
      platformTimeoutMs: 10_000,
      webDist: join(repoRoot, 'web', 'dist'),
      openapiPath: join(repoRoot, 'openapi.yaml'),
      nodeEnv: 'development',
      logLevel: 'info',
      validateResponses: true,
      trustProxy: false,
      sessionSecret: expect.any(String),
      bffKey: expect.any(String),
      sessionIdleMinutes: 30,
      sessionMaxHours: 8,
      maintenanceMode: null,
      captchaProvider: 'altcha',
    });
  });

  it('requires a long SESSION_SECRET when one is set', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'short' })).toThrow(/at least 32/);
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) }).sessionSecret).toBe('x'.repeat(32));
  });

  // bff-key is the file the platform keeps its side of BFF_KEY in too, under the same SECRETS_DIR.
  it.each([
    ['SESSION_SECRET', 'sessionSecret', 'session-secret'],
    ['BFF_KEY', 'bffKey', 'bff-key'],
  ] as const)(
    'without %s, generates one on the first start and keeps it (0600), never a constant',
    (name, setting, file) => {
      const [first, second] = [
        mkdtempSync(join(tmpdir(), 'bff-secrets-')),
        mkdtempSync(join(tmpdir(), 'bff-secrets-')),
      ];
      try {
        for (const NODE_ENV of ['development', 'production']) {
          const secret = loadConfig({ NODE_ENV, SECRETS_DIR: first })[setting];
          expect(secret.length).toBeGreaterThanOrEqual(32);
          expect(secret).not.toMatch(/development|do-not-deploy/);
          // Kept: the next start of the same installation opens the same sessions.
          expect(loadConfig({ NODE_ENV, SECRETS_DIR: first })[setting]).toBe(secret);
          expect(readFileSync(join(first, file), 'utf8')).toBe(secret);
          expect(statSync(join(first, file)).mode & 0o777).toBe(0o600);
          // Another installation gets another one.
          expect(loadConfig({ NODE_ENV, SECRETS_DIR: second })[setting]).not.toBe(secret);
          expect(loadConfig({ NODE_ENV, SECRETS_DIR: second, [name]: 'x'.repeat(32) })[setting]).toBe('x'.repeat(32));
        }
        // Nothing but the kept secrets is left behind (no draft of a write).
        expect(readdirSync(first).sort()).toEqual(['bff-key', 'session-secret']);
      } finally {
        rmSync(first, { recursive: true, force: true });
        rmSync(second, { recursive: true, force: true });
      }
    },
  );

  it.each([
    ['false', false],
    ['2', 2],
    ['true', 1],
    ['10.0.0.1, 192.168.0.0/16, ::1', ['10.0.0.1', '192.168.0.0/16', '::1']],
  ])('reads TRUST_PROXY=%s', (TRUST_PROXY, expected) => {
    expect(loadConfig({ TRUST_PROXY }).trustProxy).toEqual(expected);
  });

  it('reads every setting from the environment', () => {
    const config = loadConfig({
      PORT: '9090',
      HOST: '127.0.0.1',
      PLATFORM_API_URL: 'https://platform.internal/api/',
      PLATFORM_TIMEOUT_MS: '2500',
      WEB_DIST: '/srv/web',
      NODE_ENV: 'test',
      LOG_LEVEL: 'debug',
      VALIDATE_RESPONSES: 'false',
      TRUST_PROXY: 'true',
      MAINTENANCE_MODE: 'partial',
      CAPTCHA_PROVIDER: 'turnstile',
    });
    expect(config).toMatchObject({
      port: 9090,
      host: '127.0.0.1',
      platformApiUrl: 'https://platform.internal/api',
      platformTimeoutMs: 2500,
      webDist: '/srv/web',
      nodeEnv: 'test',
      logLevel: 'debug',
      validateResponses: false,
      // `true` is the usual single load balancer in front.
      trustProxy: 1,
      maintenanceMode: 'partial',
      captchaProvider: 'turnstile',
    });
  });

  it('turns response validation off by default in production only', () => {
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) }).validateResponses).toBe(false);
    expect(
      loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), VALIDATE_RESPONSES: '1' }).validateResponses,
    ).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).validateResponses).toBe(true);
  });

  it.each([
    [{ PORT: '70000' }, 'PORT'],
    [{ PLATFORM_TIMEOUT_MS: '0' }, 'PLATFORM_TIMEOUT_MS'],
    [{ PLATFORM_API_URL: 'localhost:4010' }, 'PLATFORM_API_URL'],
    [{ PLATFORM_API_URL: 'ftp://127.0.0.1' }, 'PLATFORM_API_URL'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ VALIDATE_RESPONSES: 'maybe' }, 'VALIDATE_RESPONSES'],
    [{ MAINTENANCE_MODE: 'on' }, 'MAINTENANCE_MODE'],
    [{ CAPTCHA_PROVIDER: 'google' }, 'CAPTCHA_PROVIDER'],
    [{ TRUST_PROXY: 'the-balancer' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
  ])('refuses %o, naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });
});
