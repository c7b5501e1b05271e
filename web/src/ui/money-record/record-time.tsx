import { useIntl } from 'react-intl';

export interface RecordTimeProps {
  /** An ISO instant, or a calendar day (`2026-11-20`) when `day` is set. */
  at: string;
  /** A day the API names without a time (a stake's maturity): read as that same day everywhere. */
  day?: boolean;
}

/** When something happened, in a record's drawer: day, short month, year, and the time of an instant. */
export function RecordTime({ at, day = false }: RecordTimeProps) {
  const intl = useIntl();
  const text = day
    ? intl.formatDate(`${at}T00:00:00Z`, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })
    : intl.formatDate(at, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
  return <time dateTime={at}>{text}</time>;
}

/**
 * When a record happened, on its line in a list: day, short month, year and time, the time of day left out
 * of a phone's two lines (styles/responsive-table.css.ts); the drawer has it.
 */
export function LineTime({ at }: { at: string }) {
  const intl = useIntl();
  return (
    <time dateTime={at}>
      {intl.formatDate(at, { day: 'numeric', month: 'short', year: 'numeric' })}
      <span data-time-of-day>, {intl.formatTime(at, { hour: '2-digit', minute: '2-digit' })}</span>
    </time>
  );
}
