import type { z } from 'zod';
import { ApiError } from '../../api/fetcher.ts';
import type { ErrorCode, OperationErrorCodes } from '../../api/generated/error-codes.ts';

/**
 * A form's error texts by field path, as `<Form validationErrors>` takes them: a field's `name` is its
 * path, segments joined by `/` as the server names them (`pairs/0/min_amount`).
 */
export type FieldErrors = Record<string, string>;

export const fieldPath = (path: readonly PropertyKey[]): string => path.map(String).join('/');

/** A form's field by the error code that is about it. */
export type CodeFields = Readonly<Partial<Record<ErrorCode, string>>>;

/** The field of each refusal of an operation, by code: a code the operation cannot answer is a type error. */
export type FieldOfCode<Operation extends keyof OperationErrorCodes> = Readonly<
  Partial<Record<OperationErrorCodes[Operation], string>>
>;

/** The value at a field path of the form's values. */
export function valueAt(values: unknown, path: string | readonly PropertyKey[]): unknown {
  const keys = typeof path === 'string' ? path.split('/') : path;
  return keys.reduce<unknown>((current, key) => (current as Record<PropertyKey, unknown> | undefined)?.[key], values);
}

/** A feature's wording of a schema issue on a field, given the value the field holds. */
export type DescribeIssue = (issue: z.core.$ZodIssue, value: unknown, path: string) => string;

/** The first issue of each field of a failed parse of `values`, worded by the feature. */
export function schemaFieldErrors(error: z.ZodError, values: unknown, describe: DescribeIssue): FieldErrors {
  const result: FieldErrors = {};
  for (const issue of error.issues) {
    const path = fieldPath(issue.path);
    if (!path || path in result) continue;
    result[path] = describe(issue, valueAt(values, issue.path), path);
  }
  return result;
}

/**
 * Which fields a form has: a list of names (a flat form, which takes a nested detail on its top-level
 * field), or a test of a path (a form of nested records).
 */
export type FormFields = readonly string[] | ((path: string) => boolean);

/**
 * A 400 names the bad fields in `details` as `body/<path>`: each message goes to its field when the form
 * has it. `unmatched` says the error is not all told by fields: no details, or one for no field.
 */
export function serverFieldErrors(
  error: unknown,
  fields: FormFields,
  options: { rename?: (path: string) => string; text?: (message: string) => string } = {},
): { fields: FieldErrors; unmatched: boolean } {
  const result: FieldErrors = {};
  if (!(error instanceof ApiError) || !error.details?.length) return { fields: result, unmatched: true };
  let unmatched = false;
  for (const detail of error.details) {
    const path = (options.rename ?? ((name) => name))(detail.field.replace(/^body\//, ''));
    const field =
      typeof fields === 'function'
        ? fields(path)
          ? path
          : undefined
        : fields.find((name) => name === path.split('/')[0]);
    if (field === undefined) unmatched = true;
    else result[field] ??= options.text ? options.text(detail.message) : detail.message;
  }
  return { fields: result, unmatched: unmatched || Object.keys(result).length === 0 };
}
