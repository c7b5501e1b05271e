import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from '../button/button.tsx';
import * as styles from './confirm-dialog.css.ts';

export interface ConfirmDialogBaseProps {
  title: string;
  /** What will happen once confirmed, in the reader's words. */
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onCancel: () => void;
  /** A change that removes or stops something: the confirm button says so in the danger colour. */
  isDanger?: boolean;
  /** While the answer is awaited: both buttons are held, and Escape or a click outside no longer close it. */
  isPending?: boolean;
}

export interface ConfirmDialogProps extends ConfirmDialogBaseProps {
  onConfirm: () => void;
}

/**
 * A question before an action, as a modal dialog named by its title: the focus starts on Cancel (the
 * safe answer), stays inside and returns where it was; Escape and a click outside cancel. A question
 * that comes with fields to fill is a ConfirmFormDialog.
 */
export function ConfirmDialog({ onConfirm, ...props }: ConfirmDialogProps) {
  return <ConfirmModal {...props} role="alertdialog" onConfirm={onConfirm} focus="cancel" />;
}

interface ConfirmModalProps extends ConfirmDialogBaseProps {
  role: 'alertdialog' | 'dialog';
  /** Without it, Confirm submits the form `wrap` puts around the content. */
  onConfirm?: () => void;
  /** Which answer takes the focus; `content` leaves it to a field that asks for it. */
  focus: 'cancel' | 'confirm' | 'content';
  wrap?: (content: ReactNode) => ReactNode;
}

/** The modal of ConfirmDialog and ConfirmFormDialog: the title, the content, then Cancel and Confirm. */
export function ConfirmModal({
  title,
  children,
  confirmLabel,
  cancelLabel,
  onCancel,
  isDanger = false,
  isPending = false,
  role,
  onConfirm,
  focus,
  wrap = (content) => content,
}: ConfirmModalProps) {
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
        <Dialog role={role} className={`${styles.dialog} ${isDanger ? styles.danger : ''}`}>
          <Heading slot="title" className={styles.title}>
            {title}
          </Heading>
          {wrap(
            <>
              {children}
              <div className={styles.actions}>
                <Button variant="secondary" onPress={onCancel} isDisabled={isPending} autoFocus={focus === 'cancel'}>
                  {cancelLabel}
                </Button>
                <Button
                  type={onConfirm ? 'button' : 'submit'}
                  className={styles.dangerButton}
                  onPress={onConfirm}
                  isDisabled={isPending}
                  autoFocus={focus === 'confirm'}
                >
                  {confirmLabel}
                </Button>
              </div>
            </>,
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
