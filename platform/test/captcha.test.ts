/**
 * The self-hosted captcha (ALTCHA): a challenge issued by the platform and solved by altcha-lib's own solver,
 * accepted once and only before it expires; forged, wrong, replayed and expired solutions refused and logged;
 * required on every sign-up and forgot-password, and on a sign-in after 3 failures for the account or the
 * address within 15 minutes.
 */
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireCaptcha } from '../src/modules/captcha/service.ts';
import { DEMO_PASSWORD } from '../src/seed.ts';
import { buildTestApp, fromBff, testConfig, type TestApp } from './helper.ts';
import { quickCaptcha, signIn, solveCaptcha, testClock } from './auth-helpers.ts';

const INVALID = {
  message: 'The captcha was not solved or has expired. Solve it again.',
  code: 'CAPTCHA_INVALID',
};
const REQUIRED = { message: 'Solve the captcha to continue', code: 'CAPTCHA_REQUIRED' };

interface Decoded {
  challenge: Challenge;
  solution: { counter: number; derivedKey: string };
}
const decode = (payload: string): Decoded => JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as Decoded;
const encode = (value: Decoded): string => Buffer.from(JSON.stringify(value)).toString('base64');

/** What requireCaptcha logs, in the order it logs it. */
function capturingLog(): { log: FastifyBaseLogger; entries: { level: string; data: unknown; message: string }[] } {
  const entries: { level: string; data: unknown; message: string }[] = [];
  const record =
    (level: string) =>
    (data: unknown, message: string): void => {
      entries.push({ level, data, message });
    };
  const log = { info: record('info'), warn: record('warn'), error: record('error') } as unknown as FastifyBaseLogger;
  return { log, entries };
}

const newMember = (n: number, captcha?: string) => ({
  username: `captcha-member-${n}`,
  password: 'Str0ng-Password!',
  repeat_password: 'Str0ng-Password!',
  email: `captcha-member-${n}@example.com`,
  first_name: 'Awa',
  last_name: 'Diallo',
  parrain: 'demo-member',
  country: 'SN',
  privacy_accepted: true,
  ...(captcha !== undefined && { captcha }),
});

describe('captcha: the self-hosted proof of work', () => {
  // altcha-lib also checks a challenge's expiry against the real time: the platform's clock starts there.
  const clock = testClock(new Date());
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ config: { now: clock.now, ...quickCaptcha() } });
  });
  afterAll(async () => {
    await t.close();
  });

  const signUp = (body: Record<string, unknown>, ip = '198.51.100.20') =>
    t.app.inject({ method: 'POST', url: '/auth/signup', payload: body, headers: fromBff(ip) });
  const forgot = (body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/auth/forgot-password', payload: body });

  it('issues a signed challenge with the configured work factor, never cached, and no secret in it', async () => {
    const defaults = await t.appWith({ config: { now: clock.now } });
    try {
      const res = await defaults.inject({ method: 'GET', url: '/auth/captcha' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const body = res.json<{ provider: string; site_key: null; challenge: Challenge }>();
      expect(body).toMatchObject({ provider: 'altcha', site_key: null });
      const { parameters, signature } = body.challenge;
      expect(parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: 250, keyLength: 32 });
      expect(signature).toMatch(/^[0-9a-f]{64}$/);
      expect(parameters.expiresAt).toBe(Math.floor(clock.now().getTime() / 1000) + 300);
      expect(res.body).not.toContain(defaults.config.jwtSecret);
      // The default work factor is solved by the real solver, and the solution is accepted.
      const solution = await solveChallenge({ challenge: body.challenge, deriveKey });
      expect(solution?.counter).toBeGreaterThanOrEqual(2500);
      expect(solution?.counter).toBeLessThanOrEqual(5000);
      const payload = encode({ challenge: body.challenge, solution: solution! });
      const created = await defaults.inject({ method: 'POST', url: '/auth/signup', payload: newMember(1, payload) });
      expect(created.statusCode, created.body).toBe(201);
    } finally {
      await defaults.close();
    }
    const another = (await t.app.inject({ method: 'GET', url: '/auth/captcha' })).json<{ challenge: Challenge }>();
    const again = (await t.app.inject({ method: 'GET', url: '/auth/captcha' })).json<{ challenge: Challenge }>();
    expect(another.challenge.parameters.nonce).not.toBe(again.challenge.parameters.nonce);
  });

  it('refuses a sign-up and a forgot-password without a solution with 428 CAPTCHA_REQUIRED', async () => {
    const res = await signUp(newMember(2));
    expect(res.statusCode).toBe(428);
    expect(res.json()).toMatchObject(REQUIRED);
    expect(
      await t.db.selectFrom('users').select('id').where('username', '=', 'captcha-member-2').executeTakeFirst(),
    ).toBeUndefined();
    const forgotten = await forgot({ email: 'demo-member@example.com' });
    expect(forgotten.statusCode).toBe(428);
    expect(forgotten.json()).toMatchObject(REQUIRED);
    expect((await forgot({ email: 'demo-member@example.com', captcha: await solveCaptcha(t.app) })).statusCode).toBe(
      200,
    );
  });

  it('accepts a solution once: a replay is refused, on this instance and on another one', async () => {
    const captcha = await solveCaptcha(t.app);
    expect((await signUp(newMember(3, captcha))).statusCode).toBe(201);
    const replayed = await signUp(newMember(4, captcha));
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json()).toMatchObject(INVALID);
    // Another instance over the same database knows it too: the table, not a process, remembers.
    const other = await t.appWith({ config: { now: clock.now, ...quickCaptcha() } });
    try {
      const elsewhere = await other.inject({ method: 'POST', url: '/auth/signup', payload: newMember(5, captcha) });
      expect(elsewhere.statusCode).toBe(400);
      expect(elsewhere.json()).toMatchObject(INVALID);
    } finally {
      await other.close();
    }
    const row = await t.db
      .selectFrom('captcha_solutions')
      .selectAll()
      .where('id', '=', `altcha:${decode(captcha).challenge.parameters.nonce}`)
      .executeTakeFirst();
    expect(row).toBeDefined();
  });

  it('refuses an expired, forged, wrong or malformed solution and logs why', async () => {
    const context = () => ({ db: t.db, config: t.app.config, ...capturingLog() });
    const refusal = async (payload: string): Promise<{ status: number; reason: unknown }> => {
      const { log, entries, ...rest } = context();
      const error = await requireCaptcha({ ...rest, log }, payload, '198.51.100.21', 'sign-up').then(
        () => null,
        (e: unknown) => e as { statusCode: number; code: string },
      );
      const entry = entries.find((e) => e.message === 'captcha refused');
      expect(error, 'the solution was accepted').not.toBeNull();
      expect(error?.code).toBe('CAPTCHA_INVALID');
      return { status: error!.statusCode, reason: (entry?.data as { captcha?: { reason?: string } }).captcha?.reason };
    };

    // Expired: solved in time, presented after the challenge's lifetime.
    const late = await solveCaptcha(t.app);
    clock.advance(301);
    expect(await refusal(late)).toEqual({ status: 400, reason: 'expired' });

    // Forged: parameters changed after signing (a longer life), or signed by another platform.
    const genuine = decode(await solveCaptcha(t.app));
    const { parameters } = genuine.challenge;
    const longer = {
      ...genuine,
      challenge: { ...genuine.challenge, parameters: { ...parameters, expiresAt: parameters.expiresAt! + 3600 } },
    };
    expect(await refusal(encode(longer))).toEqual({ status: 400, reason: 'forged' });
    const foreign = await t.appWith({
      config: { now: clock.now, jwtSecret: 'another-platform-secret-0123456789abcdef', ...quickCaptcha() },
    });
    try {
      expect(await refusal(await solveCaptcha(foreign))).toEqual({ status: 400, reason: 'forged' });
    } finally {
      await foreign.close();
    }

    // Wrong: a genuine challenge with a key that is not its solution.
    const wrongKey = genuine.solution.derivedKey.replace(/^./, (c) => (c === '0' ? '1' : '0'));
    expect(await refusal(encode({ ...genuine, solution: { ...genuine.solution, derivedKey: wrongKey } }))).toEqual({
      status: 400,
      reason: 'wrong',
    });

    // Malformed: not the widget's payload at all.
    expect(await refusal('not-a-payload')).toEqual({ status: 400, reason: 'malformed' });
    expect(await refusal(Buffer.from('{"challenge":1}').toString('base64'))).toEqual({
      status: 400,
      reason: 'malformed',
    });

    // Replayed, as requireCaptcha logs it.
    const once = await solveCaptcha(t.app);
    const { log, entries } = capturingLog();
    await requireCaptcha({ db: t.db, config: t.app.config, log }, once, '198.51.100.21', 'sign-up');
    await expect(
      requireCaptcha({ db: t.db, config: t.app.config, log }, once, '198.51.100.21', 'sign-up'),
    ).rejects.toMatchObject({ statusCode: 400, code: 'CAPTCHA_INVALID' });
    expect(entries).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        message: 'captcha refused',
        data: { captcha: expect.objectContaining({ reason: 'replayed', use: 'sign-up' }) },
      }),
    );
  });

  it('keeps a used solution only as long as it could still be presented', async () => {
    await solveCaptcha(t.app).then((captcha) => signUp(newMember(6, captcha)));
    clock.advance(301);
    await solveCaptcha(t.app).then((captcha) => signUp(newMember(7, captcha)));
    const rows = await t.db.selectFrom('captcha_solutions').select('expires_at').execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.expires_at >= clock.now().toISOString()).toBe(true);
  });
});

describe('captcha on sign-in after repeated failures', () => {
  const clock = testClock(new Date());
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ config: { now: clock.now, ...quickCaptcha() } });
  });
  afterAll(async () => {
    await t.close();
  });

  const wrong = (login: string) => ({ login, password: 'Wrong-Password-1' });
  const right = (login: string) => ({ login, password: DEMO_PASSWORD });

  it('asks nothing before the third failure of an account, then asks for a solved captcha', async () => {
    // Each failure from another address: only the account's count can ask for the captcha.
    expect((await signIn(t.app, wrong('demo-member'), fromBff('203.0.113.1'))).statusCode).toBe(401);
    expect((await signIn(t.app, wrong('DEMO-MEMBER'), fromBff('203.0.113.2'))).statusCode).toBe(401);
    // Two failures: no friction yet.
    expect((await signIn(t.app, right('demo-member'), fromBff('203.0.113.3'))).statusCode).toBe(200);

    // A success forgives the account's failures; three new ones (by username and by email) need the captcha.
    for (const [i, login] of ['demo-member', 'demo-member@example.com', 'Demo-Member'].entries())
      expect((await signIn(t.app, wrong(login), fromBff(`203.0.113.${10 + i}`))).statusCode).toBe(401);
    const asked = await signIn(t.app, right('demo-member'), fromBff('203.0.113.20'));
    expect(asked.statusCode).toBe(428);
    expect(asked.json()).toMatchObject(REQUIRED);
    // Even the wrong password gets no answer about itself without the captcha.
    expect((await signIn(t.app, wrong('demo-member'), fromBff('203.0.113.21'))).statusCode).toBe(428);
    const invalid = await signIn(
      t.app,
      { ...right('demo-member'), captcha: 'bm90LWEtc29sdXRpb24=' },
      fromBff('203.0.113.22'),
    );
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject(INVALID);

    const solved = await signIn(
      t.app,
      { ...right('demo-member'), captcha: await solveCaptcha(t.app) },
      fromBff('203.0.113.23'),
    );
    expect(solved.statusCode, solved.body).toBe(200);
    expect((await signIn(t.app, right('demo-member'), fromBff('203.0.113.24'))).statusCode).toBe(200);
    // A dozen sign-ins, each an argon2 hash: slow on a busy 2-core machine.
  }, 60_000);

  it('asks for the captcha after 3 failures from one address, whatever the accounts, known or not', async () => {
    const ip = '192.0.2.50';
    expect((await signIn(t.app, wrong('nobody-1'), fromBff(ip))).statusCode).toBe(401);
    expect((await signIn(t.app, wrong('demo-admin'), fromBff(ip))).statusCode).toBe(401);
    expect((await signIn(t.app, wrong('nobody-2'), fromBff(ip))).statusCode).toBe(401);
    expect((await signIn(t.app, right('demo-member'), fromBff(ip))).statusCode).toBe(428);
    expect((await signIn(t.app, right('demo-member'), fromBff('192.0.2.51'))).statusCode).toBe(200);

    // A sign-in that proved a human is there forgives the address.
    const solved = await signIn(t.app, { ...right('demo-member'), captcha: await solveCaptcha(t.app) }, fromBff(ip));
    expect(solved.statusCode).toBe(200);
    expect((await signIn(t.app, right('demo-admin'), fromBff(ip))).statusCode).toBe(200);
  });

  it('does not forgive an address for a sign-in that needed no captcha', async () => {
    const ip = '192.0.2.60';
    for (const login of ['nobody-3', 'nobody-4'])
      expect((await signIn(t.app, wrong(login), fromBff(ip))).statusCode).toBe(401);
    expect((await signIn(t.app, right('demo-member'), fromBff(ip))).statusCode).toBe(200);
    expect((await signIn(t.app, wrong('nobody-5'), fromBff(ip))).statusCode).toBe(401);
    expect((await signIn(t.app, right('demo-member'), fromBff(ip))).statusCode).toBe(428);
  });

  it('treats a login that names nobody as an account: the same answer after 3 failures', async () => {
    for (const i of [1, 2, 3])
      expect((await signIn(t.app, wrong('ghost-user'), fromBff(`198.51.100.${60 + i}`))).statusCode).toBe(401);
    expect((await signIn(t.app, wrong('ghost-user'), fromBff('198.51.100.70'))).statusCode).toBe(428);
  });

  it('forgets failures older than 15 minutes', async () => {
    const ip = '192.0.2.80';
    for (const login of ['nobody-6', 'nobody-7', 'nobody-8'])
      expect((await signIn(t.app, wrong(login), fromBff(ip))).statusCode).toBe(401);
    expect((await signIn(t.app, right('demo-member'), fromBff(ip))).statusCode).toBe(428);
    clock.advance(15 * 60);
    expect((await signIn(t.app, right('demo-member'), fromBff(ip))).statusCode).toBe(200);
  });

  it('uses the same rule with the default threshold of the settings', () => {
    expect(testConfig().signInLimits.captchaAfterFailures).toBe(3);
    expect(testConfig().signInLimits.windowSeconds).toBe(15 * 60);
  });
});
