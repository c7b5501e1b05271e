import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Button } from '../button/button.tsx';
import { messages } from './messages.ts';
import * as styles from './money-record.css.ts';

export interface RecordDrawerProps {
  title: string;
  onClose: () => void;
  /** While an action runs, Escape and a click outside do not close it: its answer must be seen. */
  isBusy?: boolean;
  children: ReactNode;
}

/**
 * A record in full, in a side panel (the whole screen on a phone): a modal dialog named by its title;
 * the focus stays in until it closes, then returns to the row that opened it; Escape closes it.
 */
export function RecordDrawer({ title, onClose, isBusy = false, children }: RecordDrawerProps) {
  const intl = useIntl();
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
      <Modal className={styles.panel}>
        <Dialog className={styles.dialog}>
          <div className={styles.header}>
            <Heading slot="title" className={styles.title}>
              {title}
            </Heading>
            <Button variant="secondary" onPress={onClose} isDisabled={isBusy}>
              {intl.formatMessage(messages.close)}
            </Button>
          </div>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

export interface RecordField {
  name: string;
  value: ReactNode;
}

/** Every field of a record, in full: name and value. */
export function RecordFields({ fields }: { fields: RecordField[] }) {
  return (
    <dl className={styles.fields}>
      {fields.map(({ name, value }) => (
        <div key={name} className={styles.fieldRow}>
          <dt className={styles.fieldName}>{name}</dt>
          <dd className={styles.fieldValue}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export interface RecordEvent {
  /** What happened ("Demandé par demo-member"). */
  label: ReactNode;
  /** ISO instant, and as it is read (omitted when the label says it already). */
  at: string;
  atText?: string;
}

/** The steps of a record, oldest first. */
export function RecordTimeline({ events }: { events: RecordEvent[] }) {
  const intl = useIntl();
  return (
    <RecordSection title={intl.formatMessage(messages.timeline)}>
      <ol className={styles.timeline}>
        {events.map((event, index) => (
          <li key={`${index}:${event.at}`}>
            {event.atText !== undefined && (
              <time dateTime={event.at} className={styles.timelineWhen}>
                {event.atText}
              </time>
            )}
            {event.label}
          </li>
        ))}
      </ol>
    </RecordSection>
  );
}

export interface RecordSectionProps {
  title: string;
  /** `danger`: a destructive action, apart and marked (a rejection). `action`: a boxed block of actions. */
  tone?: 'plain' | 'action' | 'danger';
  children: ReactNode;
}

/** A titled part of the drawer. */
export function RecordSection({ title, tone = 'plain', children }: RecordSectionProps) {
  const box = tone === 'danger' ? styles.dangerBlock : tone === 'action' ? styles.actionBlock : styles.section;
  return (
    <section className={box}>
      <h3 className={tone === 'danger' ? styles.dangerTitle : styles.sectionTitle}>{title}</h3>
      {children}
    </section>
  );
}
