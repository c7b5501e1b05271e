import { type UseMutationResult } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { isAdminRequest } from '../../api/admin-requests.ts';
import type { ApiError } from '../../api/fetcher.ts';
import { useProposedToast } from '../../ui/admin-request/proposed-toast.tsx';
import type { FieldErrors } from '../../ui/form/field-errors.ts';
import { useForm, type FormSchema } from '../../ui/form/use-form.ts';
import { useUnsavedChanges } from '../../ui/form/use-unsaved-changes.tsx';
import { showSuccessToast } from '../../ui/toast/toast.ts';
import { describeIssue } from './validation.ts';

export interface ConfigurationFormOptions<T, Body, Answer> {
  initial: T;
  /** The generated zod schema of the save call's body. */
  schema: FormSchema<Body>;
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

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The form of a configuration record: amounts come as the contract writes them from the one amount
 * input, the failure is the server's message or the generic text (product spec, section 8), and every
 * configuration page and the audit trail read the saved records again. `saved` is the record as last saved; leaving with
 * other values asks first (`leavePrompt` goes in the page). A change that weakens a money control answers
 * 202 with the request a second administrator must approve (decision 009): the toast says so, and the form
 * goes back to the record in force, the proposal showing apart (PendingRequests) rather than as saved.
 */
export function useConfigurationForm<T, Body, Answer>(options: ConfigurationFormOptions<T, Body, Answer>) {
  const intl = useIntl();
  const [saved, setSaved] = useState(options.initial);
  const showProposedToast = useProposedToast();
  const form = useForm<T, Body, { data: Body }, Answer>({
    initial: options.initial,
    schema: options.schema,
    describe: describeIssue(intl),
    rules: options.rules,
    mutation: options.mutation,
    variables: async (body) => ({ data: options.toBody ? await options.toBody(body) : body }),
    renameServerField: options.renameServerField && ((path, sent) => options.renameServerField!(path, sent.data)),
    networkMessage: false,
    serverMessage: true,
    // With a pending text the one toast says the success; without, onSuccess does, once it knows which.
    successText: options.pendingText === undefined ? undefined : options.successText,
    pendingText: options.pendingText,
    onErrors: options.onErrors,
    onSuccess: (answer, _body, values) => {
      if (isAdminRequest(answer)) {
        showProposedToast();
        form.setValues(saved);
        return;
      }
      if (options.pendingText === undefined) showSuccessToast(options.successText(answer));
      setSaved(values);
    },
  });
  const isDirty = !same(form.values, saved);
  const { prompt } = useUnsavedChanges(isDirty);
  return { ...form, isSaving: form.isPending, isDirty, saved, leavePrompt: prompt };
}

/** What a form's markup needs of its state, whatever the record: for a form drawn apart from its state. */
export type ConfigurationFormView = Pick<
  ReturnType<typeof useConfigurationForm>,
  'formRef' | 'errors' | 'onSubmit' | 'bind' | 'isSaving' | 'leavePrompt'
>;
