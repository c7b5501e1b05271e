import { useCallback, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { z } from 'zod';
import { showPromiseToast } from '../toast/promise-toast.ts';
import { showErrorToast, showSuccessToast } from '../toast/toast.ts';
import { ApiError } from '../../api/fetcher.ts';
import { codeText, errorText } from './error-text.ts';
import {
  schemaFieldErrors,
  serverFieldErrors,
  valueAt,
  type CodeFields,
  type DescribeIssue,
  type FieldErrors,
  type FormFields,
} from './field-errors.ts';
import { useFieldErrors } from './use-field-errors.ts';

/** A generated zod schema, as the form uses it. */
export interface FormSchema<Body> {
  safeParse(value: unknown): { success: true; data: Body } | { success: false; error: z.ZodError };
}

/** A generated mutation (`useX()` of the client), as the form uses it. */
export interface FormMutation<Variables, Answer> {
  mutateAsync(variables: Variables): Promise<Answer>;
  isPending: boolean;
}

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

export interface FormOptions<Values, Body, Variables, Answer> {
  /** The values of a form whose fields the state holds; a form read from its fields passes them to submit. */
  initial?: Values;
  /**
   * The generated schema of the call's body; a function gives it when a page keeps zod off its first
   * load (nothing: the body goes as it is, the server checks it).
   */
  schema?: FormSchema<Body> | (() => Promise<FormSchema<Body> | undefined>);
  /** The body to check and send, from the values (trimmed, normalised); the values by default. */
  toBody?: (values: Values) => unknown;
  /** The feature's wording of a schema issue on a field. */
  describe?: DescribeIssue;
  /** The rules the schema cannot say (repeat password, min not above max), by field; the schema's win. */
  rules?: (values: Values) => FieldErrors;
  /**
   * Checks before sending, once the values are valid (a code already taken, a captcha to solve): errors
   * stop the send, and so does false (the check has said why).
   */
  check?: (body: Body, values: Values) => FieldErrors | false | undefined | Promise<FieldErrors | false | undefined>;
  mutation: FormMutation<Variables, Answer>;
  /** The call's variables for a valid body: `{ data: body }` by default (path or headers besides). */
  variables?: (body: Body, values: Values) => Variables | Promise<Variables>;
  /** The form's fields, which take the server's `details`; the values' paths by default. */
  fields?: FormFields;
  /** A detail's path as this form names it, given what was sent (a merged record may order rows otherwise). */
  renameServerField?: (path: string, sent: Variables) => string;
  /** The field each refusal is about, by its code (FieldOfCode of the operation): its text goes there. */
  fieldOfCode?: CodeFields;
  /** Whether a non-server error may speak its own message (the product's rule for some screens). */
  networkMessage?: boolean;
  /** Whether the server's message is said, on its field too, before its code's text (product spec, section 8). */
  serverMessage?: boolean;
  /** How a failure's text is shown: a toast, the form's alert, the alert when no field took it, or not. */
  failure?: 'toast' | 'alert' | 'alert-unmatched' | 'none';
  /** The success toast's text; with `pendingText`, one toast follows the call from start to end. */
  successText?: (answer: Answer, values: Values) => string;
  pendingText?: string;
  onSuccess?: (answer: Answer, body: Body, values: Values) => unknown;
  /**
   * A failed call: the fields a code names beyond the details, or false when the feature has told it
   * all (nothing more is shown).
   */
  onError?: (error: unknown) => FieldErrors | false | void;
  /** Every time errors are shown (a tabbed page shows the tab of the first). */
  onErrors?: (errors: FieldErrors) => void;
}

/** A failed call the form shows in its alert: the text, and the error for what the feature adds. */
export interface FormFailure {
  text: string;
  error: unknown;
}

/**
 * One form: its values, their errors (the schema's, the feature's rules, then the server's 400 details
 * and codes, each on its field) and the call. Nothing is sent while a field is invalid.
 */
export function useForm<Values, Body = Values, Variables = { data: Body }, Answer = unknown>(
  options: FormOptions<Values, Body, Variables, Answer>,
) {
  const intl = useIntl();
  const { formRef, errors, showErrors: showFieldErrors, clearErrors, clearError } = useFieldErrors();
  const [values, setValues] = useState<Values>(options.initial as Values);
  const [failure, setFailure] = useState<FormFailure | null>(null);
  // From the press to the answer, checks and the variables' own calls included.
  const [busy, setBusy] = useState(false);
  const { mutation } = options;

  const textOf = (error: unknown) =>
    errorText(intl, error, { networkMessage: options.networkMessage, serverMessage: options.serverMessage });

  const showErrors = (next: FieldErrors) => {
    showFieldErrors(next);
    options.onErrors?.(next);
  };

  const setValue = useCallback((path: Path, value: unknown) => setValues((current) => setIn(current, path, value)), []);

  /** Shows a failed call: its fields' errors and its text, as `failure` says. */
  const fail = (error: unknown, current: unknown = values, sent?: Variables) => {
    const feature = options.onError?.(error);
    if (feature === false) return;
    const formFields = options.fields ?? ((path: string) => valueAt(current, path) !== undefined);
    const code = error instanceof ApiError ? error.code : undefined;
    const field = code && options.fieldOfCode?.[code as keyof CodeFields];
    const onField =
      field && (typeof formFields === 'function' ? formFields(field) : formFields.includes(field))
        ? { [field]: textOf(error) }
        : undefined;
    const own = feature || onField ? { ...onField, ...feature } : undefined;
    // A refusal's details repeat it on its field, which says it in the code's text; a VALIDATION's each
    // say what is wrong with their own field, and so do all where the server's message comes first.
    const known = code === 'VALIDATION' || options.serverMessage ? undefined : codeText(intl, error);
    const server = serverFieldErrors(error, formFields, {
      text: (message) => known ?? message,
      rename: (path) => (sent !== undefined ? (options.renameServerField?.(path, sent) ?? path) : path),
    });
    const fields = { ...server.fields, ...own };
    if (Object.keys(fields).length > 0) showErrors(fields);
    const mode = options.failure ?? 'toast';
    if (mode === 'toast' && options.pendingText === undefined) showErrorToast(textOf(error));
    const alert = mode === 'alert' || (mode === 'alert-unmatched' && server.unmatched && !own);
    if (alert) setFailure({ text: textOf(error), error });
  };

  /** The schema's and the rules' errors of `next`, and the body when there are none. */
  const check = async (next: Values) => {
    const candidate = options.toBody ? options.toBody(next) : next;
    const schema = typeof options.schema === 'function' ? await options.schema() : options.schema;
    const parsed = schema?.safeParse(candidate) ?? { success: true as const, data: candidate as Body };
    const describe = options.describe ?? (() => '');
    const found: FieldErrors = {
      ...options.rules?.(next),
      ...(parsed.success ? {} : schemaFieldErrors(parsed.error, candidate, describe)),
    };
    return { found, body: parsed.success && Object.keys(found).length === 0 ? parsed.data : undefined };
  };

  /**
   * A step of a form in steps: checks only these fields (and what is under them), shows their errors,
   * and says whether they are valid. Nothing is sent.
   */
  const validate = async (fields: readonly string[], next: Values = values): Promise<boolean> => {
    const { found } = await check(next);
    const own = Object.fromEntries(
      Object.entries(found).filter(([path]) => fields.some((field) => path === field || path.startsWith(`${field}/`))),
    );
    if (Object.keys(own).length > 0) {
      showErrors(own);
      return false;
    }
    clearErrors();
    return true;
  };

  /** Checks `next` (the state's values by default) and sends it when it is valid. */
  const submit = async (next: Values = values) => {
    if (busy || mutation.isPending) return;
    setFailure(null);
    const { found, body } = await check(next);
    if (body === undefined) {
      showErrors(found);
      return;
    }
    clearErrors();
    setBusy(true);
    let sent: Variables | undefined;
    try {
      const checked = await options.check?.(body, next);
      if (checked === false) return;
      if (checked && Object.keys(checked).length > 0) {
        showErrors(checked);
        return;
      }
      const saving = (async () => {
        sent = (options.variables ? await options.variables(body, next) : { data: body }) as Variables;
        return mutation.mutateAsync(sent);
      })();
      let answer: Answer;
      if (options.pendingText !== undefined) {
        answer = await showPromiseToast(saving, {
          pending: options.pendingText,
          success: options.successText?.(undefined as Answer, next) ?? '',
          error: textOf,
        });
      } else {
        answer = await saving;
        if (options.successText) showSuccessToast(options.successText(answer, next));
      }
      await options.onSuccess?.(answer, body, next);
    } catch (error) {
      fail(error, next, sent);
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit();
  };

  /** The props that bind a field to a value of the form; `name` is its path, as errors name it. */
  const bind = {
    text: (path: Path, transform: (value: string) => string = (value) => value) => ({
      name: path.join('/'),
      value: String(valueAt(values, path) ?? ''),
      onChange: (value: string) => setValue(path, transform(value)),
    }),
    number: (path: Path) => ({
      name: path.join('/'),
      value: valueAt(values, path) as number,
      onChange: (value: number) => setValue(path, value),
    }),
    toggle: (path: Path) => ({
      name: path.join('/'),
      isSelected: Boolean(valueAt(values, path)),
      onChange: (value: boolean) => setValue(path, value),
    }),
  };

  return {
    formRef,
    values,
    setValues,
    setValue,
    bind,
    errors,
    showErrors,
    clearError,
    clearErrors,
    failure,
    setFailure,
    fail,
    validate,
    submit,
    onSubmit,
    isPending: busy || mutation.isPending,
  };
}
