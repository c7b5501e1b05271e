import type { z } from 'zod';
import { ApiError } from '../../../api/fetcher.ts';
import type { FieldErrors } from '../../../ui/form/field-errors.ts';

/** One message per invalid field of a failed parse: the field's own wording of what it expects. */
export function zodFieldErrors(error: z.ZodError, message: (field: string) => string): FieldErrors {
  const result: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !(field in result)) result[field] = message(field);
  }
  return result;
}

/** The details of a 400 that name a field of the form (`body/tx_hash`), on that field. */
export function serverFieldErrors(error: unknown, fields: readonly string[]): FieldErrors {
  const result: FieldErrors = {};
  if (!(error instanceof ApiError) || error.status !== 400) return result;
  for (const detail of error.details ?? []) {
    const field = detail.field.replace(/^body\//, '');
    if (fields.includes(field)) result[field] ??= detail.message;
  }
  return result;
}
