import type { IntlShape } from 'react-intl';
import type { z } from 'zod';
import { ApiError } from '../../api/fetcher.ts';
import type { FieldErrors } from '../../ui/form/use-field-errors.ts';
import { messages, tooLong, tooShort } from './messages.ts';

/** Per-field wording of a zod issue, for the fields whose rule says more than "invalid format". */
const formatMessages: Record<string, (typeof messages)[keyof typeof messages]> = {
  username: messages.errorUsername,
  country: messages.errorCountry,
};

/** The first issue of each field of a failed zod parse, in the interface language. */
export function zodFieldErrors(error: z.ZodError, values: Record<string, unknown>, intl: IntlShape): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!field || field in errors) continue;
    const value = values[field];
    if (value === '' || value === undefined || value === null) {
      errors[field] = intl.formatMessage(field === 'country' ? messages.errorCountry : messages.errorRequired);
    } else if (issue.code === 'too_small' && typeof value === 'string') {
      errors[field] = intl.formatMessage(tooShort, { minimum: Number(issue.minimum) });
    } else if (issue.code === 'too_big' && typeof value === 'string') {
      errors[field] = intl.formatMessage(tooLong, { maximum: Number(issue.maximum) });
    } else if (issue.code === 'invalid_format' && issue.format === 'email') {
      errors[field] = intl.formatMessage(messages.errorEmail);
    } else {
      const specific = formatMessages[field];
      errors[field] = intl.formatMessage(specific ?? messages.errorInvalid);
    }
  }
  return errors;
}

/**
 * A 400 names the bad fields as `body/<name>` in `details`: each message goes to its field. What does
 * not belong to a field of this form is the form's own message.
 */
export function serverFieldErrors(error: unknown, fields: readonly string[]): { fields: FieldErrors; rest: boolean } {
  const result: FieldErrors = {};
  let rest = false;
  if (!(error instanceof ApiError) || !error.details?.length) return { fields: result, rest: true };
  for (const detail of error.details) {
    const name = detail.field.replace(/^body\//, '').split('/')[0] ?? '';
    if (fields.includes(name)) result[name] ??= detail.message;
    else rest = true;
  }
  return { fields: result, rest: rest || Object.keys(result).length === 0 };
}
