/**
 * The jobs as an administrator runs them: the list of jobs with what is due, the runs with their status, error and
 * totals, and a start now (audited; 404 for an unknown job, 409 while it runs), with stand-in jobs on one app.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimRun } from '../src/core/jobs/runs.ts';
import { START_ANSWER_WITHIN_MS } from '../src/modules/jobs/service.ts';
import { testClock } from './auth-helpers.ts';
import { bearer, buildTestApp, type TestApp } from './helper.ts';
import { dailyPay } from './job-helpers.ts';
import { createMember, expectLedgerBalanced } from './ledger-helpers.ts';

const clock = testClock(new Date('2026-03-04T09:00:00.000Z'));

interface RunView {
  job: string;
  period: string;
  status: string;
  attempts: number;
  items: number;
  totals: { asset: string; amount: string }[];
  error: string | null;
  next_attempt_at: string | null;
  finished_at: string | null;
}

describe('jobs, as an administrator runs them', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let adminName: string;
  // Two members each paid 0.25 USDT a day from 2026-03-01, by a job a test may make fail and one it may hold.
  const paid: number[] = [];
  let failing = false;
  let hold: Promise<void> | undefined;
  const QUARTER = 250_000n;
  const jobs = [
    dailyPay(
      'pay-members',
      paid,
      '2026-03-01',
      async (index) => {
        if (failing && index === 1) throw new Error('the provider did not answer');
      },
      QUARTER,
    ),
    dailyPay('slow-members', paid, '2026-03-01', async () => hold, QUARTER),
  ];
  beforeAll(async () => {
    t = await buildTestApp({ seed: false, config: { now: clock.now }, jobs });
    const created = await createMember(t.db, { admin: true });
    adminName = created.username;
    admin = await bearer(t.app, t.db, adminName);
    paid.push(...(await Promise.all([1, 2].map(async () => (await createMember(t.db)).id))));
  });
  afterAll(async () => {
    await expectLedgerBalanced(t.db);
    await t.close();
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: admin });
  const start = (job: string) => t.app.inject({ method: 'POST', url: `/admin/jobs/${job}/run`, headers: admin });
  const runs = async (query = '') =>
    (await get(`/admin/jobs/runs${query}`)).json<{ items: RunView[]; total: number }>();

  it('lists the jobs with their schedule, their next run and the periods due', async () => {
    const res = await get('/admin/jobs');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().items).toEqual([
      {
        name: 'pay-members',
        cadence: 'daily',
        schedule: '5 0 * * *',
        next_run_at: '2026-03-05T00:05:00.000Z',
        running: false,
        due: { count: 3, from: '2026-03-01', to: '2026-03-03' },
        last_run: null,
      },
      expect.objectContaining({ name: 'slow-members', due: { count: 3, from: '2026-03-01', to: '2026-03-03' } }),
    ]);
  });

  it('starts a job: runs the periods due, answers what each came to, audits the start, lists the runs', async () => {
    failing = true;
    const first = await start('pay-members');
    expect(first.statusCode, first.body).toBe(200);
    // The first day fails on its second member; the days after it wait for it.
    expect(first.json()).toEqual({
      job: 'pay-members',
      periods: [{ period: '2026-03-01', outcome: 'failed', error: 'the provider did not answer' }],
      finished: true,
    });
    const failed = await runs('?job=pay-members');
    expect(failed.items).toEqual([
      expect.objectContaining({
        period: '2026-03-01',
        status: 'failed',
        attempts: 1,
        items: 1,
        totals: [{ asset: 'USDT', amount: '0.250000' }],
        error: 'the provider did not answer',
        next_attempt_at: '2026-03-04T09:01:00.000Z',
      }),
    ]);

    // Started again, the failed day is retried at once, whatever its backoff.
    failing = false;
    const second = await start('pay-members');
    expect(second.json()).toEqual({
      job: 'pay-members',
      periods: ['2026-03-01', '2026-03-02', '2026-03-03'].map((period) => ({ period, outcome: 'ran', error: null })),
      finished: true,
    });
    const done = await runs('?job=pay-members&status=done');
    expect(done.total).toBe(3);
    for (const run of done.items)
      expect(run).toMatchObject({ items: 2, totals: [{ asset: 'USDT', amount: '0.500000' }], error: null });
    expect(done.items.find((run) => run.period === '2026-03-01')).toMatchObject({ attempts: 2 });

    // Nothing left to do: a start runs nothing, and is still in the trail.
    expect((await start('pay-members')).json()).toEqual({ job: 'pay-members', periods: [], finished: true });
    const trail = await get('/admin/audit?action=job.start');
    expect(
      trail.json().items.map((entry: { subject: string; after: unknown }) => [entry.subject, entry.after]),
    ).toEqual([
      ['pay-members', { due: { count: 0, from: null, to: null } }],
      ['pay-members', { due: { count: 3, from: '2026-03-01', to: '2026-03-03' } }],
      ['pay-members', { due: { count: 3, from: '2026-03-01', to: '2026-03-03' } }],
    ]);
    const listed = (await get('/admin/jobs')).json().items[0];
    expect(listed).toMatchObject({ due: { count: 0 }, last_run: { period: '2026-03-03', status: 'done' } });
  });

  it('answers 404 for a job the platform does not have', async () => {
    const res = await start('no-such-job');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('answers a long run before it ends, refuses another start while it runs, and the run goes on', async () => {
    let release!: () => void;
    hold = new Promise((resolve) => (release = resolve));
    const started = Date.now();
    const res = await start('slow-members');
    expect(Date.now() - started).toBeGreaterThanOrEqual(START_ANSWER_WITHIN_MS - 50);
    expect(res.json()).toEqual({ job: 'slow-members', periods: [], finished: false });
    expect((await get('/admin/jobs')).json().items[1]).toMatchObject({ running: true });
    const again = await start('slow-members');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'JOB_RUNNING' });
    release();
    await t.app.jobRunner.run(jobs[1]!);
    expect((await runs('?job=slow-members&status=done')).total).toBe(3);
    hold = undefined;
  }, 20_000);

  it('refuses a start while another instance runs the job', async () => {
    clock.set(new Date('2026-03-05T09:00:00.000Z'));
    // Access tokens live minutes: a day later, the administrator signs in again.
    admin = await bearer(t.app, t.db, adminName);
    // Another instance holds the new day's claim, beating.
    expect(await claimRun(t.db, 'pay-members', '2026-03-04', clock.now())).toMatchObject({ attempt: 1 });
    const res = await start('pay-members');
    expect(res.statusCode).toBe(409);
    expect((await get('/admin/jobs')).json().items[0]).toMatchObject({ running: true, due: { count: 1 } });
  });
});
