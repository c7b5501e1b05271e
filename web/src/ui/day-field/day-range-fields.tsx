import { defineMessages, useIntl } from 'react-intl';
import { DayField } from './day-field.tsx';

const messages = defineMessages({
  from: { id: 'dayRange.from', defaultMessage: 'Du', description: 'Label: first day of a period, included' },
  to: { id: 'dayRange.to', defaultMessage: 'Au', description: 'Label: last day of a period, included' },
  invalid: {
    id: 'dayRange.invalid',
    defaultMessage: 'La date de fin ne peut pas précéder la date de début.',
    description: 'Error: a period whose last day is before its first',
  },
});

/** A period's first and last days, `YYYY-MM-DD`; either may be open. */
export interface DayRange {
  from?: string;
  to?: string;
}

/** Whether the last day is not before the first. */
export const isDayRangeValid = ({ from, to }: DayRange): boolean => !from || !to || from <= to;

/** The first and last day of a period, the last marked invalid while it is before the first. */
export function DayRangeFields({ value, onChange }: { value: DayRange; onChange: (range: DayRange) => void }) {
  const intl = useIntl();
  return (
    <>
      <DayField
        label={intl.formatMessage(messages.from)}
        value={value.from}
        onChange={(from) => onChange({ from, to: value.to })}
      />
      <DayField
        label={intl.formatMessage(messages.to)}
        value={value.to}
        onChange={(to) => onChange({ from: value.from, to })}
        errorMessage={isDayRangeValid(value) ? undefined : intl.formatMessage(messages.invalid)}
      />
    </>
  );
}
