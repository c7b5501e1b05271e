import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEMO_DEPOSIT_XPUBS, defaultOutboxDir, loadConfig } from '../src/config.ts';

const PRODUCTION_XPUBS = {
  DEPOSIT_XPUB_BITCOIN: DEMO_DEPOSIT_XPUBS.bitcoin,
  DEPOSIT_XPUB_ETHEREUM: DEMO_DEPOSIT_XPUBS.ethereum,
  DEPOSIT_XPUB_TRON: DEMO_DEPOSIT_XPUBS.tron,
};

describe('authentication settings', () => {
  it('default to 10-minute access tokens, a 10 s grace, 12 h sign-ins and the repository outbox', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      accessTokenTtlSeconds: 600,
      refreshTokenGraceSeconds: 10,
      refreshTokenLifetimeSeconds: 43_200,
      cookieSecure: false,
      mailOutboxDir: defaultOutboxDir,
      publicUrl: 'http://localhost:8080',
    });
    expect(defaultOutboxDir.endsWith(join('data', 'outbox'))).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), ...PRODUCTION_XPUBS }).cookieSecure).toBe(
      true,
    );
  });

  it('read the environment', () => {
    const config = loadConfig({
      ACCESS_TOKEN_TTL_SECONDS: '120',
      REFRESH_TOKEN_GRACE_SECONDS: '5',
      REFRESH_TOKEN_LIFETIME_SECONDS: '3600',
      COOKIE_SECURE: 'true',
      MAIL_OUTBOX_DIR: '/tmp/outbox-here',
      PUBLIC_URL: 'https://app.example.com/',
    });
    expect(config).toMatchObject({
      accessTokenTtlSeconds: 120,
      refreshTokenGraceSeconds: 5,
      refreshTokenLifetimeSeconds: 3600,
      cookieSecure: true,
      mailOutboxDir: '/tmp/outbox-here',
      publicUrl: 'https://app.example.com',
    });
  });

  it('refuse a duration that is not a positive integer', () => {
    expect(() => loadConfig({ ACCESS_TOKEN_TTL_SECONDS: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ REFRESH_TOKEN_GRACE_SECONDS: 'ten' })).toThrow(ConfigError);
  });
});
