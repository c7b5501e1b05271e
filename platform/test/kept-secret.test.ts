import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  BFF_KEY_FILE,
  ConfigError,
  DEMO_DEPOSIT_XPUBS,
  JWT_SECRET_FILE,
  loadConfig,
  TOTP_KEY_FILE,
} from '../src/config.ts';

// The secrets a first start generates when they are not set: bff-key is shared with the BFF, under one SECRETS_DIR.
describe.each([
  ['JWT_SECRET', 'jwtSecret', JWT_SECRET_FILE],
  ['BFF_KEY', 'bffKey', BFF_KEY_FILE],
  ['TOTP_KEY', 'totpKey', TOTP_KEY_FILE],
] as const)('%s', (name, setting, file) => {
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
    const a = loadConfig({ SECRETS_DIR: first })[setting];
    const b = loadConfig({ SECRETS_DIR: second })[setting];
    expect(a.length).toBeGreaterThanOrEqual(32);
    expect(b).not.toBe(a);
    // A second start of the same install reuses its secret, so signed-in users stay signed in.
    expect(loadConfig({ SECRETS_DIR: first })[setting]).toBe(a);
    const path = join(first, file);
    expect(readFileSync(path, 'utf8').trim()).toBe(a);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    // Nothing but the kept secrets is left behind (no draft of a write).
    expect(readdirSync(first).sort()).toEqual([BFF_KEY_FILE, JWT_SECRET_FILE, TOTP_KEY_FILE].sort());
    // In production too (one instance; several must share JWT_SECRET).
    const production = {
      NODE_ENV: 'production',
      SECRETS_DIR: first,
      DEPOSIT_XPUB_BITCOIN: DEMO_DEPOSIT_XPUBS.bitcoin,
      DEPOSIT_XPUB_ETHEREUM: DEMO_DEPOSIT_XPUBS.ethereum,
      DEPOSIT_XPUB_TRON: DEMO_DEPOSIT_XPUBS.tron,
    };
    expect(loadConfig(production)[setting]).toBe(a);
  });

  it('comes from the setting when it is set, which must be long enough', () => {
    const folder = freshDataFolder();
    const secret = 'y'.repeat(48);
    expect(loadConfig({ [name]: secret, SECRETS_DIR: folder })[setting]).toBe(secret);
    expect(() => loadConfig({ [name]: 'short', SECRETS_DIR: folder })).toThrow(ConfigError);
    // Nothing was written: the set secret is the only one.
    expect(() => statSync(join(folder, file))).toThrow();
  });

  it('refuses a kept secret that is too short instead of signing with it', () => {
    const folder = freshDataFolder();
    writeFileSync(join(folder, file), 'weak\n', { mode: 0o600 });
    expect(() => loadConfig({ SECRETS_DIR: folder })).toThrow(/shorter than 32 characters/);
  });
});
