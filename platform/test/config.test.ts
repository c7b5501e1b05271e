import { describe, expect, it } from 'vitest';
import { ConfigError, defaultSqliteFile, loadConfig, parseDatabaseUrl } from '../src/config.ts';
import { centsToDecimal, decimalToCents } from '../src/money.ts';

describe('loadConfig', () => {
  it('has working defaults for a developer machine', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 4010,
      host: '127.0.0.1',
      database: { kind: 'sqlite', filename: defaultSqliteFile },
      demo: true,
      logLevel: 'info',
      production: false,
    });
    expect(defaultSqliteFile).toMatch(/[/\\]data[/\\]platform\.sqlite$/);
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('refuses to start in production without JWT_SECRET, and turns demo data off there', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    const secret = 'x'.repeat(40);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret })).toMatchObject({
      demo: false,
      jwtSecret: secret,
    });
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret, DEMO: 'true' }).demo).toBe(true);
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
