import { useCallback } from 'react';
import { defineMessage, useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { ApiError } from '../../api/fetcher.ts';

/** The product's text for a failed call that says nothing (product spec, section 8). */
export const genericError: MessageDescriptor = defineMessage({
  id: 'error.generic',
  defaultMessage: 'An error was occured',
  description: 'A failed call without a message: the product fixes this exact text in every language',
});

/** A feature's own words for the business rules it knows, by the platform's error `code`. */
export type ErrorCodeTexts = Readonly<Record<string, MessageDescriptor>>;

export interface ErrorTextOptions {
  codes?: ErrorCodeTexts;
  /** Said when the error carries no text; the generic text by default. */
  fallback?: MessageDescriptor;
  /** Whether an error that is not the server's answer (the network's) may speak its own message. */
  networkMessage?: boolean;
}

/** The code of a failed call when `codes` has words for it. */
export function knownCode(error: unknown, codes: ErrorCodeTexts | undefined): string | undefined {
  if (!codes || !(error instanceof ApiError) || !error.code) return undefined;
  return Object.hasOwn(codes, error.code) ? error.code : undefined;
}

/**
 * The text of a failed call: the feature's words for a code it knows, else the server's message, else
 * the network's (unless refused), else the fallback.
 */
export function errorText(intl: IntlShape, error: unknown, options: ErrorTextOptions = {}): string {
  const code = knownCode(error, options.codes);
  if (code) return intl.formatMessage(options.codes![code]!);
  const own = error instanceof ApiError || (options.networkMessage !== false && error instanceof Error);
  if (own && (error as Error).message.trim() !== '') return (error as Error).message;
  return intl.formatMessage(options.fallback ?? genericError);
}

/** errorText in the interface language, with these options. */
export function useErrorText({ codes, fallback, networkMessage }: ErrorTextOptions = {}) {
  const intl = useIntl();
  return useCallback(
    (error: unknown) => errorText(intl, error, { codes, fallback, networkMessage }),
    [intl, codes, fallback, networkMessage],
  );
}
