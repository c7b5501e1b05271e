/**
 * The jobs of one process and the one run of each at a time: the scheduler's runs and an administrator's start
 * go through it, so they never run a job twice at once in this process (other instances are kept off by the
 * period claims). Logs what each run came to.
 */
import type { FastifyBaseLogger } from 'fastify';
import { runJob, type Job, type JobDeps, type PeriodOutcome, type RunOptions } from './job.ts';

export interface JobRunner {
  readonly deps: JobDeps;
  readonly jobs: readonly Job[];
  find(name: string): Job | undefined;
  /** Whether this process is running the job now. */
  isRunning(name: string): boolean;
  /** Runs the job, or answers the run of it this process has in progress (whose options stay its own). */
  run(job: Job, options?: RunOptions): Promise<Map<string, PeriodOutcome>>;
  /** Resolves once the runs in progress have ended. */
  stop(): Promise<void>;
}

export function createJobRunner(deps: JobDeps, jobs: readonly Job[], log: FastifyBaseLogger): JobRunner {
  const running = new Map<string, Promise<Map<string, PeriodOutcome>>>();
  return {
    deps,
    jobs,
    find: (name) => jobs.find((job) => job.name === name),
    isRunning: (name) => running.has(name),
    run(job, options = {}) {
      const current = running.get(job.name);
      if (current) return current;
      const run = runJob(deps, job, {
        ...options,
        onPeriod(period, outcome, error) {
          if (outcome === 'failed') log.error({ err: error, job: job.name, period }, 'job run failed');
          options.onPeriod?.(period, outcome, error);
        },
      })
        .then((outcomes) => {
          if (outcomes.size > 0) log.info({ job: job.name, periods: Object.fromEntries(outcomes) }, 'job ran');
          return outcomes;
        })
        .finally(() => running.delete(job.name));
      running.set(job.name, run);
      return run;
    },
    async stop() {
      await Promise.allSettled(running.values());
    },
  };
}
