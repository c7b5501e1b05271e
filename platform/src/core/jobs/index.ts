// jobs's face: the only file of it that other modules and the app import.
export type { Job } from './job.ts';
export { nextPeriod, periodOf, periodStart } from './periods.ts';
export { startScheduler, type Scheduler } from './scheduler.ts';
