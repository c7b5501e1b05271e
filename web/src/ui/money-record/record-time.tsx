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
