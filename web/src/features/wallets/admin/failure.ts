import { useCallback } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { ApiError } from '../../../api/fetcher.ts';
import { common, errorCodes } from './messages.ts';

const hasCode = (code: string | undefined): code is keyof typeof errorCodes =>
  code !== undefined && Object.hasOwn(errorCodes, code);

/**
 * The text of a failed call: the interface's own words for a business rule it knows by its `code`,
 * else the server's message, else the generic text (product spec, section 8).
 */
export function useFailureText(fallback: MessageDescriptor = common.requestFailed) {
  const intl = useIntl();
  return useCallback(
    (error: unknown): string => {
      if (error instanceof ApiError) {
        if (hasCode(error.code)) return intl.formatMessage(errorCodes[error.code]);
        if (error.message.trim() !== '') return error.message;
      }
      return intl.formatMessage(fallback);
    },
    [intl, fallback],
  );
}

/** Whether a failed call was refused with this business rule. */
export const isCode = (error: unknown, code: string): boolean => error instanceof ApiError && error.code === code;
