import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, DEMO_DEPOSIT_XPUBS, JWT_SECRET_FILE, loadConfig } from '../src/config.ts';

describe('JWT_SECRET', () => {
  const folders: string[] = [];
  const freshDataFolder = () => {
    const folder = mkdtempSync(join(tmpdir(), 'platform-secrets-'));
    folders.push(folder);
    return folder;
  };
  afterAll(() => {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it('is generated on a first start without one, kept for the next start, and differs between installs', () => {
    const first = freshDataFolder();
    const second = freshDataFolder();
    const a = loadConfig({ SECRETS_DIR: first }).jwtSecret;
    const b = loadConfig({ SECRETS_DIR: second }).jwtSecret;
    expect(a.length).toBeGreaterThanOrEqual(32);
    expect(b).not.toBe(a);
    // A second start of the same install reuses its secret, so signed-in users stay signed in.
    expect(loadConfig({ SECRETS_DIR: first }).jwtSecret).toBe(a);
    const file = join(first, JWT_SECRET_FILE);
    expect(readFileSync(file, 'utf8').trim()).toBe(a);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    // In production too (one instance; several must share JWT_SECRET).
    const production = {
      NODE_ENV: 'production',
      SECRETS_DIR: first,
      DEPOSIT_XPUB_BITCOIN: DEMO_DEPOSIT_XPUBS.bitcoin,
      DEPOSIT_XPUB_ETHEREUM: DEMO_DEPOSIT_XPUBS.ethereum,
      DEPOSIT_XPUB_TRON: DEMO_DEPOSIT_XPUBS.tron,
    };
    expect(loadConfig(production).jwtSecret).toBe(a);
  });

  it('comes from the setting when it is set, which must be long enough', () => {
    const folder = freshDataFolder();
    const secret = 'y'.repeat(48);
    expect(loadConfig({ JWT_SECRET: secret, SECRETS_DIR: folder }).jwtSecret).toBe(secret);
    expect(() => loadConfig({ JWT_SECRET: 'short', SECRETS_DIR: folder })).toThrow(ConfigError);
    // Nothing was written: the set secret is the only one.
    expect(() => statSync(join(folder, JWT_SECRET_FILE))).toThrow();
  });

  it('refuses a kept secret that is too short instead of signing with it', () => {
    const folder = freshDataFolder();
    writeFileSync(join(folder, JWT_SECRET_FILE), 'weak\n', { mode: 0o600 });
    expect(() => loadConfig({ SECRETS_DIR: folder })).toThrow(/shorter than 32 characters/);
  });
});
