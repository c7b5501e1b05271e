/** The `from`/`to` UTC days of the list filters and of the accounting period. */
import { invalidField } from '../errors.ts';

const DAY_MS = 86_400_000;

export interface Period {
  /** The first instant, included. */
  from?: string;
  /** The instant after the last day, excluded. */
  until?: string;
}

/** Days as the contract's `format: date`; `to` before `from` is a 400 naming `to`. */
export function periodOf(from: string | undefined, to: string | undefined): Period {
  if (from !== undefined && to !== undefined && to < from) throw invalidField('to', 'to must not be before from');
  return {
    ...(from !== undefined && { from: `${from}T00:00:00.000Z` }),
    ...(to !== undefined && { until: new Date(Date.parse(`${to}T00:00:00.000Z`) + DAY_MS).toISOString() }),
  };
}

export function dayOf(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function daysBefore(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) - days * DAY_MS).toISOString().slice(0, 10);
}
