import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from '../button/button.tsx';
import * as styles from './confirm-dialog.css.ts';

export interface ConfirmDialogProps {
  title: string;
  /** What will happen once confirmed, in the reader's words. */
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** A change that removes or stops something: the confirm button says so in the danger colour. */
  isDanger?: boolean;
}

/**
 * A question before an action, as a modal dialog named by its title: the focus starts on Cancel (the
 * safe answer), stays inside and returns where it was; Escape and a click outside cancel.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  isDanger = false,
}: ConfirmDialogProps) {
  return (
    <ModalOverlay
      isOpen
      isDismissable
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      className={styles.overlay}
    >
      <Modal className={styles.modal}>
        <Dialog role="alertdialog" className={`${styles.dialog} ${isDanger ? styles.danger : ''}`}>
          <Heading slot="title" className={styles.title}>
            {title}
          </Heading>
          {children}
          <div className={styles.actions}>
            <Button variant="secondary" onPress={onCancel} autoFocus>
              {cancelLabel}
            </Button>
            <Button className={styles.dangerButton} onPress={onConfirm}>
              {confirmLabel}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
