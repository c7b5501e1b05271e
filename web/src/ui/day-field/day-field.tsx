import { parseDate, type CalendarDate } from '@internationalized/date';
import { DateField as AriaDateField, DateInput, DateSegment, FieldError, Label } from 'react-aria-components';
import * as styles from './day-field.css.ts';

/** `YYYY-MM-DD` as a calendar date, or null when it is not one. */
function toDate(value: string | undefined): CalendarDate | null {
  if (!value) return null;
  try {
    return parseDate(value);
  } catch {
    return null;
  }
}

export interface DayFieldProps {
  label: string;
  /** A day, `YYYY-MM-DD`, or nothing. */
  value: string | undefined;
  /** Called with a complete day, or undefined once the field is cleared. */
  onChange: (value: string | undefined) => void;
  /** Shown when the field is invalid; without it, the message of the Form's validationErrors. */
  errorMessage?: string;
  /** The value's key in the Form's validationErrors. */
  name?: string;
  isRequired?: boolean;
}

/**
 * A day typed segment by segment (day, month, year in the interface's order), with arrow keys on
 * each segment; screen readers hear each segment's name and value.
 */
export function DayField({ label, value, onChange, errorMessage, name, isRequired }: DayFieldProps) {
  return (
    <AriaDateField
      className={styles.field}
      name={name}
      isRequired={isRequired}
      value={toDate(value)}
      onChange={(date) => onChange(date ? date.toString() : undefined)}
      isInvalid={errorMessage !== undefined || undefined}
      granularity="day"
    >
      <Label className={styles.label}>{label}</Label>
      <DateInput className={styles.dateInput}>
        {(segment) => <DateSegment segment={segment} className={styles.dateSegment} />}
      </DateInput>
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </AriaDateField>
  );
}
