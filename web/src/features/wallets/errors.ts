import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { ApiError } from '../../api/fetcher.ts';
import { errorCodes, messages } from './messages.ts';

export type ErrorCode = keyof typeof errorCodes;

/** The platform's code of a failed call, when the wallet pages know it. */
export function errorCode(error: unknown): ErrorCode | undefined {
  if (!(error instanceof ApiError) || !error.code) return undefined;
  return Object.hasOwn(errorCodes, error.code) ? (error.code as ErrorCode) : undefined;
}

/**
 * The text of a failed call: the catalog's for a code the pages know, else the server's message,
 * else the generic text (product spec, section 8).
 */
export function useErrorText() {
  const intl = useIntl();
  return useCallback(
    (error: unknown) => {
      const code = errorCode(error);
      if (code) return intl.formatMessage(errorCodes[code]);
      if (error instanceof Error && error.message.trim() !== '') return error.message;
      return intl.formatMessage(messages.requestFailed);
    },
    [intl],
  );
}

/**
 * The field errors of a failed call, by the form's field names: each of `details` whose field (after
 * `body/`) is one of `fields`. A known code speaks the interface's words on that field.
 */
export function fieldErrorsOf(
  error: unknown,
  fields: readonly string[],
  text: (error: unknown) => string,
): Record<string, string> {
  const result: Record<string, string> = {};
  if (!(error instanceof ApiError) || !error.details?.length) return result;
  for (const detail of error.details) {
    const name = detail.field.replace(/^body\//, '').split('/')[0] ?? '';
    if (!fields.includes(name) || name in result) continue;
    result[name] = errorCode(error) ? text(error) : detail.message;
  }
  return result;
}
