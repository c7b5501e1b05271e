import { describe, expect, it } from 'vitest';
import { ConfigError, DEMO_DEPOSIT_XPUBS, defaultSqliteFile, loadConfig, parseDatabaseUrl } from '../src/config.ts';

const XPUBS = {
  DEPOSIT_XPUB_BITCOIN: DEMO_DEPOSIT_XPUBS.bitcoin,
  DEPOSIT_XPUB_ETHEREUM: DEMO_DEPOSIT_XPUBS.ethereum,
  DEPOSIT_XPUB_TRON: DEMO_DEPOSIT_XPUBS.tron,
};
import { centsToDecimal, decimalToCents } from '../src/money.ts';

describe('loadConfig', () => {
  it('has working defaults for a developer machine', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 4010,
      host: '127.0.0.1',
      database: { kind: 'sqlite', filename: defaultSqliteFile },
      demo: false,
      logLevel: 'info',
      production: false,
    });
    expect(defaultSqliteFile).toMatch(/[/\\]data[/\\]platform\.sqlite$/);
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('keeps demo data off unless asked for, in production too', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(loadConfig({ DEMO: '1' }).demo).toBe(true);
    const secret = 'x'.repeat(40);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret, ...XPUBS })).toMatchObject({
      demo: false,
      jwtSecret: secret,
    });
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret, DEMO: 'true', ...XPUBS }).demo).toBe(true);
  });

  it('hashes passwords with 46 MiB of argon2 by default, never less in production', () => {
    expect(loadConfig({}).passwordHashMemoryKib).toBe(47_104);
    expect(loadConfig({ PASSWORD_HASH_MEMORY_KIB: '4096' }).passwordHashMemoryKib).toBe(4_096);
    expect(() => loadConfig({ PASSWORD_HASH_MEMORY_KIB: '512' })).toThrow(
      'PASSWORD_HASH_MEMORY_KIB must be at least 1024',
    );
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), ...XPUBS };
    expect(() => loadConfig({ ...production, PASSWORD_HASH_MEMORY_KIB: '4096' })).toThrow(
      'PASSWORD_HASH_MEMORY_KIB must be at least 47104 in production, got 4096',
    );
    expect(loadConfig({ ...production, PASSWORD_HASH_MEMORY_KIB: '65536' }).passwordHashMemoryKib).toBe(65_536);
  });

  it('derives deposit addresses from public keys only: the test vectors in demo mode, required in production', () => {
    expect(loadConfig({ DEMO: 'true' }).depositXpubs).toEqual(DEMO_DEPOSIT_XPUBS);
    // Neither set nor demo: the public test keys are never used; deriving an address says why it cannot.
    const unset = loadConfig({ DEPOSIT_XPUB_BITCOIN: DEMO_DEPOSIT_XPUBS.ethereum }).depositXpubs;
    expect(unset.bitcoin).toBe(DEMO_DEPOSIT_XPUBS.ethereum);
    expect(() => unset.tron).toThrow(
      /Deposits on the tron network are not set up on this platform \(DEPOSIT_XPUB_TRON\)/,
    );
    let refusal: unknown;
    try {
      void unset.ethereum;
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toMatchObject({ statusCode: 422, code: 'DEPOSIT_NOT_CONFIGURED' });
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), ...XPUBS };
    expect(() => loadConfig({ ...production, DEPOSIT_XPUB_TRON: '' })).toThrow(/DEPOSIT_XPUB_TRON is required/);
    // BIP 32 test vector 1's master private key.
    const xprv =
      'xprv9s21ZrQH143K3QTDL4LXw2F7HEK3wJUD2nW2nRk4stbPy6cq3jPPqjiChkVvvNKmPGJxWUtg6LnF5kejMRNNU3TGtRBeJgk33yuGBxrMPHi';
    expect(() => loadConfig({ DEPOSIT_XPUB_BITCOIN: xprv })).toThrow(/DEPOSIT_XPUB_BITCOIN is an extended private key/);
    expect(() => loadConfig({ DEPOSIT_XPUB_ETHEREUM: 'xpub-not-a-key' })).toThrow(
      /DEPOSIT_XPUB_ETHEREUM is not a valid extended public key/,
    );
    const custom = DEMO_DEPOSIT_XPUBS.ethereum;
    expect(loadConfig({ DEPOSIT_XPUB_BITCOIN: custom }).depositXpubs.bitcoin).toBe(custom);
  });

  it('reads the port, host, log level and demo switch', () => {
    expect(
      loadConfig({ PLATFORM_PORT: '5000', PLATFORM_HOST: '0.0.0.0', LOG_LEVEL: 'WARN', DEMO: 'off' }),
    ).toMatchObject({
      port: 5000,
      host: '0.0.0.0',
      logLevel: 'warn',
      demo: false,
    });
    expect(() => loadConfig({ PLATFORM_PORT: 'eighty' })).toThrow(/PLATFORM_PORT/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(() => loadConfig({ DEMO: 'maybe' })).toThrow(/DEMO/);
  });

  it('uses the self-hosted captcha by default, with a work factor and a lifetime that can be tuned', () => {
    expect(loadConfig({}).captcha).toEqual({
      provider: 'altcha',
      ttlSeconds: 300,
      cost: 250,
      maxCounter: 5000,
      siteKey: null,
      secret: null,
      verifyUrl: null,
    });
    expect(loadConfig({}).signInLimits.captchaAfterFailures).toBe(3);
    expect(
      loadConfig({ CAPTCHA_COST: '100', CAPTCHA_MAX_COUNTER: '2000', CAPTCHA_TTL_SECONDS: '120' }).captcha,
    ).toMatchObject({ cost: 100, maxCounter: 2000, ttlSeconds: 120 });
    expect(() => loadConfig({ CAPTCHA_COST: '0' })).toThrow(/CAPTCHA_COST/);
    expect(() => loadConfig({ CAPTCHA_PROVIDER: 'puzzle' })).toThrow(/CAPTCHA_PROVIDER/);
  });

  it('needs the site key and the secret of a hosted captcha, and knows its documented verify call', () => {
    const hosted = { CAPTCHA_SITE_KEY: 'site-key', CAPTCHA_SECRET: 'secret' };
    expect(() => loadConfig({ CAPTCHA_PROVIDER: 'turnstile' })).toThrow(/CAPTCHA_SITE_KEY and CAPTCHA_SECRET/);
    expect(loadConfig({ CAPTCHA_PROVIDER: 'turnstile', ...hosted }).captcha).toMatchObject({
      provider: 'turnstile',
      siteKey: 'site-key',
      secret: 'secret',
      verifyUrl: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
    });
    expect(loadConfig({ CAPTCHA_PROVIDER: 'hcaptcha', ...hosted }).captcha.verifyUrl).toBe(
      'https://api.hcaptcha.com/siteverify',
    );
    expect(loadConfig({ CAPTCHA_PROVIDER: 'ReCaptcha', ...hosted }).captcha.verifyUrl).toBe(
      'https://www.google.com/recaptcha/api/siteverify',
    );
    expect(
      loadConfig({ CAPTCHA_PROVIDER: 'hcaptcha', CAPTCHA_VERIFY_URL: 'http://127.0.0.1:9/verify', ...hosted }).captcha
        .verifyUrl,
    ).toBe('http://127.0.0.1:9/verify');
    expect(() => loadConfig({ CAPTCHA_PROVIDER: 'hcaptcha', CAPTCHA_VERIFY_URL: 'not a url', ...hosted })).toThrow(
      /CAPTCHA_VERIFY_URL/,
    );
  });

  it('selects PostgreSQL for postgres:// URLs and SQLite for anything else', () => {
    expect(parseDatabaseUrl('postgres://u:p@db:5432/app')).toEqual({
      kind: 'postgres',
      url: 'postgres://u:p@db:5432/app',
    });
    expect(parseDatabaseUrl('postgresql://db/app')).toEqual({ kind: 'postgres', url: 'postgresql://db/app' });
    expect(parseDatabaseUrl(':memory:')).toEqual({ kind: 'sqlite', filename: ':memory:' });
    expect(parseDatabaseUrl('data/x.sqlite', '/srv')).toEqual({ kind: 'sqlite', filename: '/srv/data/x.sqlite' });
    expect(parseDatabaseUrl('file:/var/lib/p.sqlite')).toEqual({ kind: 'sqlite', filename: '/var/lib/p.sqlite' });
  });
});

describe('money', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [125_000, '1250.00'],
    [4_820_050, '48200.50'],
  ])('%i cents is %s', (cents, decimal) => {
    expect(centsToDecimal(cents)).toBe(decimal);
    expect(decimalToCents(decimal)).toBe(cents);
  });

  it('refuses amounts it cannot hold exactly', () => {
    expect(() => decimalToCents('1.005')).toThrow(RangeError);
    expect(() => decimalToCents('abc')).toThrow(RangeError);
    expect(() => centsToDecimal(1.5)).toThrow(RangeError);
  });
});
