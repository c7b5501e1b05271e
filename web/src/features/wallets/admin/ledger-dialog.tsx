import type { FormEvent, ReactNode, Ref } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Button } from '../../../ui/button/button.tsx';
import { Form } from '../../../ui/form/form.tsx';
import type { FieldErrors } from '../../../ui/form/field-errors.ts';
import * as styles from './admin.css.ts';
import { common } from './messages.ts';

export interface LedgerDialogProps {
  title: string;
  onClose: () => void;
  /** While the action runs, Escape and a click outside do not close it: its answer must be seen. */
  isBusy?: boolean;
  children: ReactNode;
}

/**
 * A modal dialog named by its title: the focus moves in and stays in until it closes, then returns
 * to the button that opened it; Escape closes it.
 */
export function LedgerDialog({ title, onClose, isBusy = false, children }: LedgerDialogProps) {
  return (
    <ModalOverlay
      isOpen
      isDismissable={!isBusy}
      isKeyboardDismissDisabled={isBusy}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      className={styles.overlay}
    >
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog}>
          <Heading slot="title" className={styles.sectionTitle}>
            {title}
          </Heading>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

export interface DecisionFormProps {
  /** What `useForm` answers for the decision. */
  form: { formRef: Ref<HTMLFormElement>; errors: FieldErrors; onSubmit: (event: FormEvent<HTMLFormElement>) => void };
  isPending: boolean;
  submitLabel: string;
  onClose: () => void;
  /** The submit button takes the focus when the form has no field to fill. */
  autoFocusSubmit?: boolean;
  children?: ReactNode;
}

/** A decision's form inside its dialog: its fields, then confirm and cancel, both held while it runs. */
export function DecisionForm({ form, isPending, submitLabel, onClose, autoFocusSubmit, children }: DecisionFormProps) {
  const intl = useIntl();
  return (
    <Form ref={form.formRef} validationErrors={form.errors} onSubmit={form.onSubmit}>
      {children}
      <div className={styles.actions}>
        <Button type="submit" isDisabled={isPending} autoFocus={autoFocusSubmit}>
          {submitLabel}
        </Button>
        <Button variant="secondary" onPress={onClose} isDisabled={isPending}>
          {intl.formatMessage(common.cancel)}
        </Button>
      </div>
    </Form>
  );
}
