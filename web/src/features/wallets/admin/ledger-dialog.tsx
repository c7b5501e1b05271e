import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import * as styles from './admin.css.ts';

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
