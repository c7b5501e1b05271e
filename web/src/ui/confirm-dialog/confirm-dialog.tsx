import type { FormEvent, ReactNode, Ref } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from '../button/button.tsx';
import type { FieldErrors } from '../form/field-errors.ts';
import { Form } from '../form/form.tsx';
import * as styles from './confirm-dialog.css.ts';

/** What `useForm` answers, for a confirmation that sends a form. */
export interface ConfirmForm {
  formRef: Ref<HTMLFormElement>;
  errors: FieldErrors;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

interface CommonProps {
  title: string;
  /** What will happen once confirmed, in the reader's words; with `form`, its fields too. */
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onCancel: () => void;
  /** A change that removes or stops something: the confirm button says so in the danger colour. */
  isDanger?: boolean;
  /** While the answer is awaited: both buttons are held, and Escape or a click outside no longer close it. */
  isPending?: boolean;
}

export type ConfirmDialogProps = CommonProps &
  (
    | { onConfirm: () => void; form?: never; focusConfirm?: never }
    | {
        /** A confirmation that sends a form (a decision and its reason): Confirm submits it. */
        form: ConfirmForm;
        onConfirm?: never;
        /** Confirm takes the focus: a form with nothing to fill. Else a field that asks for it (autoFocus). */
        focusConfirm?: boolean;
      }
  );

/**
 * A question before an action, as a modal dialog named by its title: the focus starts on Cancel (the
 * safe answer), stays inside and returns where it was; Escape and a click outside cancel. With `form`,
 * the question comes with fields to fill (a dialog rather than an alert dialog), and Confirm sends them.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  cancelLabel,
  onCancel,
  isDanger = false,
  isPending = false,
  ...answer
}: ConfirmDialogProps) {
  const actions = (
    <div className={styles.actions}>
      <Button variant="secondary" onPress={onCancel} isDisabled={isPending} autoFocus={!answer.form}>
        {cancelLabel}
      </Button>
      <Button
        type={answer.form ? 'submit' : 'button'}
        className={styles.dangerButton}
        onPress={answer.onConfirm}
        isDisabled={isPending}
        autoFocus={answer.focusConfirm}
      >
        {confirmLabel}
      </Button>
    </div>
  );
  return (
    <ModalOverlay
      isOpen
      isDismissable={!isPending}
      isKeyboardDismissDisabled={isPending}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      className={styles.overlay}
    >
      <Modal className={styles.modal}>
        <Dialog
          role={answer.form ? 'dialog' : 'alertdialog'}
          className={`${styles.dialog} ${isDanger ? styles.danger : ''}`}
        >
          <Heading slot="title" className={styles.title}>
            {title}
          </Heading>
          {answer.form ? (
            <Form ref={answer.form.formRef} validationErrors={answer.form.errors} onSubmit={answer.form.onSubmit}>
              {children}
              {actions}
            </Form>
          ) : (
            <>
              {children}
              {actions}
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
