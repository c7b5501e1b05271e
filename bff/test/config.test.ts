/**
 * Settings: the documented defaults, and a clear refusal of values that cannot work.
 */
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
      sessionIdleMinutes: 30,
      sessionMaxHours: 8,
      maintenanceMode: null,
      captchaProvider: 'altcha',
    });
  });

  it('requires a long SESSION_SECRET in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET is required/);
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'short' })).toThrow(/at least 32/);
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) }).sessionSecret).toBe('x'.repeat(32));
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
      trustProxy: true,
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
  ])('refuses %o, naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });
});
