import { defineMessage, type IntlShape, type MessageDescriptor } from 'react-intl';
import { ApiError } from '../../api/fetcher.ts';
import { loadOnce } from '../../chunks/load-once.ts';

/** The product's text for a failed call that says nothing (product spec, section 8). */
export const genericError: MessageDescriptor = defineMessage({
  id: 'error.generic',
  defaultMessage: 'An error was occured',
  description: 'A failed call without a message: the product fixes this exact text in every language',
});

let table: Readonly<Record<string, MessageDescriptor>> | undefined;
const loadTable = loadOnce(() => import('../../i18n/error-messages.ts'));

/**
 * Loads the one table of texts by error code (i18n/error-messages.ts), a chunk of its own out of the first
 * page: preloaded once a page has painted (main.tsx), awaited by a failed mutation before its error is shown
 * (query-client.ts). Never fails: without the table, the server's message is said.
 */
export const loadErrorTexts = (): Promise<unknown> =>
  loadTable().then(
    (module) => (table = module.errorMessages),
    () => undefined,
  );

/** Whether the table is here: a text shown now is the one it keeps. */
export const hasErrorTexts = (): boolean => table !== undefined;

export interface ErrorTextOptions {
  /** Said when the error carries no text; the generic text by default. */
  fallback?: MessageDescriptor;
  /** Whether an error that is not the server's answer (the network's) may speak its own message. */
  networkMessage?: boolean;
  /** The server's message before its code's text: sign-in, sign-up and configuration (product spec, section 8). */
  serverMessage?: boolean;
}

/** The table's text for the code of a failed call, when it has one. */
export function codeText(intl: IntlShape, error: unknown): string | undefined {
  const code = error instanceof ApiError ? error.code : undefined;
  return code !== undefined && table && Object.hasOwn(table, code) ? intl.formatMessage(table[code]!) : undefined;
}

/**
 * The text of a failed call: the table's for its code (unless the server's message comes first), else the
 * server's message (a code newer than this app, or none), else the network's (unless refused), else the
 * fallback.
 */
export function errorText(intl: IntlShape, error: unknown, options: ErrorTextOptions = {}): string {
  const known = options.serverMessage ? undefined : codeText(intl, error);
  if (known) return known;
  const own = error instanceof ApiError || (options.networkMessage !== false && error instanceof Error);
  if (own && (error as Error).message.trim() !== '') return (error as Error).message;
  return intl.formatMessage(options.fallback ?? genericError);
}
