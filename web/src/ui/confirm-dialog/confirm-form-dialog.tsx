import type { FormEvent, Ref } from 'react';
import type { FieldErrors } from '../form/field-errors.ts';
import { Form } from '../form/form.tsx';
import { ConfirmModal, type ConfirmDialogBaseProps } from './confirm-dialog.tsx';

export interface ConfirmFormDialogProps extends ConfirmDialogBaseProps {
  /** What `useForm` answers: the content holds the form's fields, Confirm submits it. */
  form: {
    formRef: Ref<HTMLFormElement>;
    errors: FieldErrors;
    onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  };
  /** Confirm takes the focus: a form with nothing to fill. Else a field that asks for it (autoFocus). */
  focusConfirm?: boolean;
}

/**
 * A question before an action that comes with fields to fill (a decision and its reason): the
 * confirmation dialog around a form, a dialog rather than an alert dialog. Apart from ConfirmDialog, so
 * that the pages asking a plain question do not bring the form's code along.
 */
export function ConfirmFormDialog({ form, focusConfirm = false, ...props }: ConfirmFormDialogProps) {
  return (
    <ConfirmModal
      {...props}
      role="dialog"
      focus={focusConfirm ? 'confirm' : 'content'}
      wrap={(content) => (
        <Form ref={form.formRef} validationErrors={form.errors} onSubmit={form.onSubmit}>
          {content}
        </Form>
      )}
    />
  );
}
