/** A job's periods: a UTC day (`2026-11-25`) or a UTC month (`2026-11`), sortable as text. */
export type Cadence = 'daily' | 'monthly';

export function periodOf(cadence: Cadence, at: Date): string {
  const iso = at.toISOString();
  return cadence === 'daily' ? iso.slice(0, 10) : iso.slice(0, 7);
}

/** The instant a period starts. */
export function periodStart(cadence: Cadence, period: string): Date {
  return new Date(`${cadence === 'daily' ? period : `${period}-01`}T00:00:00.000Z`);
}

export function nextPeriod(cadence: Cadence, period: string): string {
  const start = periodStart(cadence, period);
  if (cadence === 'daily') start.setUTCDate(start.getUTCDate() + 1);
  else start.setUTCMonth(start.getUTCMonth() + 1);
  return periodOf(cadence, start);
}

/** The last period that has ended at `now`: a day is paid once it is over, a month likewise. */
export function lastEndedPeriod(cadence: Cadence, now: Date): string {
  const current = periodStart(cadence, periodOf(cadence, now));
  return periodOf(cadence, new Date(current.getTime() - 1));
}

/** Every period from `first` to `last`, both included, in order (none when `first` is after `last`). */
export function periodsBetween(cadence: Cadence, first: string, last: string): string[] {
  const periods: string[] = [];
  for (let period = first; period <= last; period = nextPeriod(cadence, period)) periods.push(period);
  return periods;
}
