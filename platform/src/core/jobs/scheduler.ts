/**
 * Wakes each job on its schedule (croner, UTC) and once at start, so days missed while down are caught up; and
 * between schedules, a job with a failed run whose retry is due or a run whose instance died, so that neither
 * waits for the next scheduled time (next month, for a monthly job).
 */
import { Cron } from 'croner';
import type { FastifyBaseLogger } from 'fastify';
import type { Job } from './job.ts';
import type { JobRunner } from './runner.ts';
import { jobsToResume } from './runs.ts';

/** How often the scheduler looks for runs to resume: the first retry comes a minute after a failure. */
export const RESUME_EVERY_MS = 30_000;

export interface Scheduler {
  stop(): Promise<void>;
}

export function startScheduler(runner: JobRunner, log: FastifyBaseLogger): Scheduler {
  let stopped = false;
  const wake = (job: Job): void => {
    if (stopped) return;
    runner.run(job).catch((error: unknown) => log.error({ err: error, job: job.name }, 'job failed'));
  };
  const crons = runner.jobs.map((job) => new Cron(job.schedule, { timezone: 'UTC', unref: true }, () => wake(job)));
  for (const job of runner.jobs) wake(job);
  let looking: Promise<void> | undefined;
  const resume = setInterval(() => {
    looking ??= jobsToResume(runner.deps.db, runner.deps.now())
      .then((names) => {
        for (const job of runner.jobs) if (names.has(job.name)) wake(job);
      })
      .catch((error: unknown) => log.error({ err: error }, 'looking for job runs to resume failed'))
      .finally(() => (looking = undefined));
  }, RESUME_EVERY_MS);
  resume.unref();
  return {
    async stop() {
      stopped = true;
      for (const cron of crons) cron.stop();
      clearInterval(resume);
      await looking;
      await runner.stop();
    },
  };
}
