// jobs's face: the only file of it that other modules and the app import.
export { describeError, duePeriods, type Job, type Moved } from './job.ts';
export { nextPeriod, periodOf, periodStart } from './periods.ts';
export { STALE_RUN_MS } from './runs.ts';
export { createJobRunner, type JobRunner } from './runner.ts';
export { startScheduler, type Scheduler } from './scheduler.ts';
