/**
 * What the platform leaves on disk (issue 31): its data folder is its owner's only, the SQLite file and the -wal
 * and -shm SQLite creates beside it are 0600, and the TOTP secrets in it are sealed with the kept TOTP_KEY, a
 * database from before included. The real server process, started twice on a folder of its own.
 */
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlatform, type Service } from '../../scripts/lib/processes.ts';
import { TEST_PASSWORD_HASH_MEMORY_KIB } from '../../scripts/lib/test-password-hashing.ts';
import { totpSecretBox } from '../src/core/secret-box.ts';
import { createDatabase } from '../src/db/connect.ts';
import { migrateTo } from '../src/db/migrate.ts';
import { TOTP_STEP_SECONDS, totpCode } from '../src/modules/auth/two-factor/totp.ts';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET } from '../src/seed.ts';

describe('data at rest', () => {
  let folder: string;
  let data: string;
  let file: string;
  let platform: Service | undefined;
  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'platform-at-rest-'));
    data = join(folder, 'data');
    // As `npm start` used to create it, and as the review found it.
    mkdirSync(data);
    chmodSync(data, 0o755);
    file = join(data, 'platform.sqlite');
  });
  afterAll(async () => {
    await platform?.stop();
    rmSync(folder, { recursive: true, force: true });
  });

  const start = () =>
    startPlatform({
      databaseUrl: file,
      env: {
        SECRETS_DIR: data,
        MAIL_OUTBOX_DIR: join(data, 'outbox'),
        UPLOADS_DIR: join(data, 'uploads'),
        JOBS: 'off',
        LOG_LEVEL: 'warn',
        PASSWORD_HASH_MEMORY_KIB: String(TEST_PASSWORD_HASH_MEMORY_KIB),
      },
    });
  const modeOf = (path: string) => (statSync(path).mode & 0o777).toString(8);
  const expectPrivate = () => {
    expect(modeOf(data)).toBe('700');
    for (const name of ['platform.sqlite', 'platform.sqlite-wal', 'platform.sqlite-shm', 'jwt-secret', 'totp-key'])
      expect([name, modeOf(join(data, name))]).toEqual([name, '600']);
  };
  /** demo-2fa signs in with the code of the step `stepsAhead` from now: each test uses a step of its own. */
  const signInWithCode = async (service: Service, stepsAhead: number) => {
    const epoch = Math.floor(Date.now() / 1000) + stepsAhead * TOTP_STEP_SECONDS;
    const response = await fetch(`${service.url}/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        login: 'demo-2fa',
        password: DEMO_PASSWORD,
        token: await totpCode(DEMO_TOTP_SECRET, epoch),
      }),
    });
    return { status: response.status, body: (await response.json()) as { two_factor_needed?: boolean } };
  };
  /** Starts the server, finds its files private, signs demo-2fa in with a code (of `stepsAhead`), and stops it. */
  const runOnce = async (stepsAhead: number) => {
    platform = await start();
    expectPrivate();
    expect(await signInWithCode(platform, stepsAhead)).toMatchObject({
      status: 200,
      body: { two_factor_needed: false },
    });
    await platform.stop();
    platform = undefined;
  };
  /** demo-2fa's secret as the database holds it: sealed, and opened by the kept TOTP_KEY only. */
  const expectSealed = async () => {
    const db = createDatabase({ kind: 'sqlite', filename: file });
    try {
      const { totp_secret: stored } = await db
        .selectFrom('users')
        .select('totp_secret')
        .where('username', '=', 'demo-2fa')
        .executeTakeFirstOrThrow();
      expect(stored).toMatch(/^aes256gcm:/);
      expect(stored).not.toContain(DEMO_TOTP_SECRET);
      const keptKey = readFileSync(join(data, 'totp-key'), 'utf8').trim();
      expect(totpSecretBox(keptKey).open(stored!)).toBe(DEMO_TOTP_SECRET);
    } finally {
      await db.destroy();
    }
  };

  it('makes the data folder 0700 and the database files 0600, and stores TOTP secrets sealed', async () => {
    await runOnce(0);
    await expectSealed();
  }, 60_000);

  it('seals the plain secrets of a database from before, and keeps the files SQLite makes later private', async () => {
    // The database as an earlier version left it: migrated back to before the sealing, which opens the secret
    // again, and readable by all.
    const db = createDatabase({ kind: 'sqlite', filename: file });
    const totpKey = readFileSync(join(data, 'totp-key'), 'utf8').trim();
    await migrateTo(db, 'sqlite', '020-display-decimals', { totpKey });
    const { totp_secret: plain } = await db
      .selectFrom('users')
      .select('totp_secret')
      .where('username', '=', 'demo-2fa')
      .executeTakeFirstOrThrow();
    expect(plain).toBe(DEMO_TOTP_SECRET);
    await db.destroy();
    // SQLite removed its -wal and -shm at the last close: the next start makes them anew.
    expect(existsSync(`${file}-wal`)).toBe(false);
    chmodSync(file, 0o644);
    chmodSync(data, 0o755);

    await runOnce(1);
    await expectSealed();
  }, 60_000);
});
