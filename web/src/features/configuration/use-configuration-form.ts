import { useQueryClient, type UseMutationResult } from '@tanstack/react-query';
import { useCallback, useState, type FormEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { z } from 'zod';
import { ApiError } from '../../api/fetcher.ts';
import { useFieldErrors, type FieldErrors } from '../../ui/form/use-field-errors.ts';
import { showPromiseToast } from '../../ui/toast/promise-toast.ts';
import { showErrorToast, showSuccessToast } from '../../ui/toast/toast.ts';
import { messages } from './messages.ts';
import { normalizeAmounts, serverFieldErrors, zodFieldErrors } from './validation.ts';

type Path = readonly (string | number)[];

function setIn<T>(target: T, [key, ...rest]: Path, value: unknown): T {
  if (key === undefined) return value as T;
  if (Array.isArray(target)) {
    const copy = [...target];
    copy[key as number] = setIn(copy[key as number], rest, value);
    return copy as T;
  }
  const record = target as Record<string, unknown>;
  return { ...record, [key]: setIn(record[key], rest, value) } as T;
}

function getIn(target: unknown, path: string): unknown {
  return path
    .split('/')
    .reduce<unknown>((current, key) => (current as Record<string, unknown> | undefined)?.[key], target);
}

export interface ConfigurationFormOptions<T, Body, Answer> {
  initial: T;
  /** The generated zod schema of the save call's body. */
  schema: z.ZodType<Body>;
  /** The contract's rules the schema cannot express (min not above max, unique keys), by field path. */
  rules?: (values: T) => FieldErrors;
  mutation: UseMutationResult<Answer, ApiError, { data: Body }, unknown>;
  /** The record to send, from the valid form values: a form that edits part of a record merges it here. */
  toBody?: (values: Body) => Promise<Body>;
  /** The server's field of a 400 detail, as this form names it (a merged record may order rows otherwise). */
  renameServerField?: (path: string, body: Body) => string;
  /** The success toast's text for the answer. */
  successText: (answer: Answer) => string;
  /** With it, one toast follows the save: this text while it runs, then the success or error text. */
  pendingText?: string;
  /** Called with the errors each time they are shown (a tabbed page shows the tab of the first one). */
  onErrors?: (errors: FieldErrors) => void;
}

/** The product's rule for a failed call: the server's message, else the generic text. */
export function useFailureText() {
  const intl = useIntl();
  return useCallback(
    (error: unknown) =>
      error instanceof ApiError && error.message.trim() !== ''
        ? error.message
        : intl.formatMessage(messages.requestFailed),
    [intl],
  );
}

/**
 * The success text of a configuration save: the server's own message in French, which is the
 * product's wording; in English the catalog's translation of it.
 */
export function useSuccessText(message: MessageDescriptor) {
  const intl = useIntl();
  return useCallback(
    (answer: unknown) => {
      const server = (answer as { message?: unknown } | undefined)?.message;
      return intl.locale === 'fr' && typeof server === 'string' && server.trim() !== ''
        ? server
        : intl.formatMessage(message);
    },
    [intl, message],
  );
}

/**
 * The state of a configuration form: its values, their errors (the schema's, the contract's rules,
 * then the server's 400 details) and the save. Nothing is sent while a field is invalid.
 */
export function useConfigurationForm<T, Body, Answer>(options: ConfigurationFormOptions<T, Body, Answer>) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const failureText = useFailureText();
  const { formRef, errors, showErrors: showFieldErrors, clearErrors } = useFieldErrors();
  const [values, setValues] = useState<T>(options.initial);
  // From the click to the answer, the fetch of a record to merge into included.
  const [busy, setBusy] = useState(false);
  const { mutation } = options;

  const showErrors = (next: FieldErrors) => {
    showFieldErrors(next);
    options.onErrors?.(next);
  };

  const setValue = useCallback((path: Path, value: unknown) => setValues((current) => setIn(current, path, value)), []);

  const submit = async () => {
    if (busy) return;
    const normalized = normalizeAmounts(values);
    const parsed = options.schema.safeParse(normalized);
    const found: FieldErrors = {
      ...(options.rules?.(normalized) ?? {}),
      ...(parsed.success ? {} : zodFieldErrors(parsed.error, normalized, intl)),
    };
    if (!parsed.success || Object.keys(found).length > 0) {
      showErrors(found);
      return;
    }
    clearErrors();
    setBusy(true);
    let body: Body = parsed.data;
    const saving = (async () => {
      body = options.toBody ? await options.toBody(parsed.data) : parsed.data;
      return mutation.mutateAsync({ data: body });
    })();
    try {
      if (options.pendingText !== undefined) {
        await showPromiseToast(saving, {
          pending: options.pendingText,
          success: options.successText(undefined as Answer),
          error: failureText,
        });
      } else {
        showSuccessToast(options.successText(await saving));
      }
      setValues(normalized);
      // Every configuration page and the audit trail read these records: all of them are out of date.
      await queryClient.invalidateQueries({
        predicate: ({ queryKey }) => /^\/(configuration|setting)\//.test(String(queryKey[0])),
      });
    } catch (error) {
      const { fields } = serverFieldErrors(
        error,
        (path) => getIn(values, path) !== undefined,
        (path) => options.renameServerField?.(path, body) ?? path,
      );
      if (Object.keys(fields).length > 0) showErrors(fields);
      if (options.pendingText === undefined) showErrorToast(failureText(error));
    } finally {
      setBusy(false);
    }
  };

  /** The props that bind a field to a value of the form; `name` is its path, as errors name it. */
  const bind = {
    text: (path: Path, transform: (value: string) => string = (value) => value) => ({
      name: path.join('/'),
      value: String(getIn(values, path.join('/')) ?? ''),
      onChange: (value: string) => setValue(path, transform(value)),
    }),
    number: (path: Path) => ({
      name: path.join('/'),
      value: getIn(values, path.join('/')) as number,
      onChange: (value: number) => setValue(path, value),
    }),
    toggle: (path: Path) => ({
      name: path.join('/'),
      isSelected: Boolean(getIn(values, path.join('/'))),
      onChange: (value: boolean) => setValue(path, value),
    }),
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit();
  };

  return {
    formRef,
    values,
    setValues,
    setValue,
    errors,
    bind,
    onSubmit,
    isSaving: busy || mutation.isPending,
  };
}

/** What a form's markup needs of its state, whatever the record: for a form drawn apart from its state. */
export type ConfigurationFormView = Pick<
  ReturnType<typeof useConfigurationForm>,
  'formRef' | 'errors' | 'onSubmit' | 'bind' | 'isSaving'
>;
