/** Wakes each job on its schedule (croner, UTC) and once at start, so days missed while down are caught up. */
import { Cron } from 'croner';
import type { FastifyBaseLogger } from 'fastify';
import { runJob, type Job, type JobDeps } from './job.ts';

export interface Scheduler {
  /** Runs a job now, as its schedule would (an administrator's manual start); resolves when it has run. */
  runNow(name: string): Promise<void>;
  stop(): Promise<void>;
}

export function startScheduler(deps: JobDeps, jobs: readonly Job[], log: FastifyBaseLogger): Scheduler {
  const running = new Map<string, Promise<void>>();
  const wake = (job: Job): Promise<void> => {
    // One run of a job at a time in this process; other instances are kept off by the period claims.
    const current = running.get(job.name);
    if (current) return current;
    const run = runJob(deps, job)
      .then((outcomes) => {
        if (outcomes.size > 0) log.info({ job: job.name, periods: Object.fromEntries(outcomes) }, 'job ran');
      })
      .catch((error: unknown) => log.error({ err: error, job: job.name }, 'job failed'))
      .finally(() => running.delete(job.name));
    running.set(job.name, run);
    return run;
  };
  const crons = jobs.map((job) => new Cron(job.schedule, { timezone: 'UTC', unref: true }, () => void wake(job)));
  for (const job of jobs) void wake(job);
  return {
    runNow(name) {
      const job = jobs.find((candidate) => candidate.name === name);
      if (!job) return Promise.reject(new Error(`no job named ${name}`));
      return wake(job);
    },
    async stop() {
      for (const cron of crons) cron.stop();
      await Promise.all(running.values());
    },
  };
}
