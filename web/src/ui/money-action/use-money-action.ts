import { useState, type FormEvent, type Ref } from 'react';
import { useIntl } from 'react-intl';
import { isCode } from '../../api/error-code.ts';
import type { CodeFields, DescribeIssue, FieldErrors } from '../form/field-errors.ts';
import { useForm, type FormFailure, type FormOptions } from '../form/use-form.ts';
import { messages } from './messages.ts';

/** What authorises a money action: the transaction password, and the 2FA code when the platform asks. */
export interface Authorization {
  transaction_password: string;
  two_factor_code: string;
}

/**
 * The field each refusal every money action may get is about; an action whose form has no such field
 * (a pack paid at its price has no amount) shows it in its alert only.
 */
export const SHARED_FIELD_OF_CODE: CodeFields = {
  TRANSACTION_PASSWORD_INVALID: 'transaction_password',
  TWO_FACTOR_INVALID: 'two_factor_code',
  INSUFFICIENT_FUNDS: 'amount',
};

// Edit the operation, review it, then authorise it with the transaction password: nothing is sent before.
export type MoneyActionStep = 'edit' | 'review' | 'authorize';

type Both<Values> = Values & Authorization;

export interface MoneyActionOptions<Values extends object, Body, Variables, Answer> extends Pick<
  FormOptions<Both<Values>, Body, Variables, Answer>,
  'schema' | 'rules' | 'mutation' | 'variables' | 'successText'
> {
  /** The operation's own values, the authorisation's apart: {} for an action that is only reviewed. */
  initial: Values;
  /** The fields of the first step, checked before the review; none: the action opens on its review. */
  edited?: readonly (keyof Values & string)[];
  /** Whether the platform may ask a 2FA code (TWO_FACTOR_REQUIRED): the code's field then joins the form. */
  twoFactor?: boolean;
  /** The operation's part of the body, from its own values; those values by default. */
  toBody?: (values: Values) => object;
  /** The wording of a schema issue on one of the operation's own fields. */
  describe?: DescribeIssue;
  /**
   * The field of each of the operation's own codes (its FieldOfCode), over the shared ones
   * (INSUFFICIENT_FUNDS on `amount`…).
   */
  fieldOfCode?: CodeFields;
  onSuccess?: (answer: Answer) => unknown;
  /** Leaves an action that opens on its review (its Back button). */
  onCancel?: () => void;
}

/** What the money action's form shows and does, whatever the operation. */
export interface MoneyAction {
  formRef: Ref<HTMLFormElement>;
  errors: FieldErrors;
  failure: FormFailure | null;
  isPending: boolean;
  step: MoneyActionStep;
  /** Whether the first step is the edit (else the action opens on its review). */
  editable: boolean;
  /** Whether the platform asked a 2FA code: its field is shown. */
  needsCode: boolean;
  authorization: Authorization;
  setAuthorization: (field: keyof Authorization) => (value: string) => void;
  /** The form's submit: to the review, to the password, then the call. */
  next: (event: FormEvent<HTMLFormElement>) => void;
  /** Back to the edit, the password forgotten; or out of an action that opens on its review. */
  back: () => void;
}

/**
 * One money action (a withdrawal, a stake, a pack paid): its values and the one form hook's checks, the
 * steps edit → review → authorise, the 2FA code when the platform asks for one, and each refusal on its
 * field. `set` binds the operation's own fields.
 */
export function useMoneyAction<Values extends object, Body, Variables = { data: Body }, Answer = unknown>(
  options: MoneyActionOptions<Values, Body, Variables, Answer>,
) {
  const intl = useIntl();
  const edited: readonly string[] = options.edited ?? [];
  const first: MoneyActionStep = edited.length > 0 ? 'edit' : 'review';
  const [step, setStep] = useState<MoneyActionStep>(first);
  const [needsCode, setNeedsCode] = useState(false);
  const fields = [
    ...Object.keys(options.initial),
    'transaction_password',
    ...(options.twoFactor ? ['two_factor_code'] : []),
  ];
  const empty = { ...options.initial, transaction_password: '', two_factor_code: '' } as Both<Values>;
  const required = intl.formatMessage(messages.required);
  const compactCode = (value: unknown) => String(value ?? '').replace(/\s/g, '');
  const codeProblem = (value: unknown) => (compactCode(value) ? intl.formatMessage(messages.codeInvalid) : required);

  const form = useForm<Both<Values>, Body, Variables, Answer>({
    initial: empty,
    schema: options.schema,
    toBody: ({ transaction_password, two_factor_code, ...own }) => ({
      ...(options.toBody ? options.toBody(own as Values) : own),
      transaction_password,
      ...(needsCode ? { two_factor_code: compactCode(two_factor_code) } : {}),
    }),
    describe: (issue, value, path) => {
      if (path === 'transaction_password') return required;
      if (path === 'two_factor_code') return codeProblem(value);
      return options.describe?.(issue, value, path) ?? required;
    },
    // Checked here for every action, so that an action without a schema sends no empty password either.
    rules: (values) => {
      const found: FieldErrors = {};
      if (values.transaction_password === '') found.transaction_password = required;
      if (needsCode && !/^\d{6}$/.test(compactCode(values.two_factor_code))) {
        found.two_factor_code = codeProblem(values.two_factor_code);
      }
      return { ...found, ...options.rules?.(values) };
    },
    mutation: options.mutation,
    variables: options.variables,
    fields,
    fieldOfCode: { ...SHARED_FIELD_OF_CODE, ...options.fieldOfCode },
    failure: 'alert',
    successText: options.successText,
    // An error on a field of the first step (the platform's too) is fixed there.
    onErrors: (found) => {
      if (edited.some((field) => field in found)) setStep('edit');
    },
    onSuccess: (answer) => {
      form.setValues(empty);
      setNeedsCode(false);
      setStep(first);
      return options.onSuccess?.(answer);
    },
    // Like the sign-in's second step: the code's field joins the form, which keeps what was typed.
    onError: (error) => {
      if (!options.twoFactor || !isCode(error, 'TWO_FACTOR_REQUIRED')) return;
      setNeedsCode(true);
      return {};
    },
  });

  const set =
    <K extends keyof Both<Values> & string>(field: K) =>
    (value: Both<Values>[K]) => {
      form.setValue([field], value);
      form.clearError(field);
    };

  const next = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step === 'edit') {
      void form.validate(edited).then((valid) => {
        if (!valid) return;
        form.setFailure(null);
        setStep('review');
      });
    } else if (step === 'review') setStep('authorize');
    else void form.submit();
  };

  const back = () => {
    if (first === 'review') {
      options.onCancel?.();
      return;
    }
    form.setValues((current) => ({ ...current, transaction_password: '', two_factor_code: '' }));
    form.clearErrors();
    form.setFailure(null);
    setStep('edit');
  };

  const action: MoneyAction = {
    formRef: form.formRef,
    errors: form.errors,
    failure: form.failure,
    isPending: form.isPending,
    step,
    editable: first === 'edit',
    needsCode,
    authorization: {
      transaction_password: form.values.transaction_password,
      two_factor_code: form.values.two_factor_code,
    },
    setAuthorization: (field) => set(field as keyof Both<Values> & string) as (value: string) => void,
    next,
    back,
  };
  return { action, values: form.values as Both<Values>, set };
}
