import { useId, useState, type ReactNode } from 'react';
import { defineMessage, useIntl } from 'react-intl';
import { Button } from '../button/button.tsx';
import * as styles from './filter-panel.css.ts';

const toggleText = defineMessage<{ count: number }>({
  id: 'filterPanel.toggle',
  defaultMessage: '{count, plural, =0 {Filtres} other {Filtres (#)}}',
  description: 'Button that shows or hides the filters of a list on a phone; count: filters in use',
});

export interface FilterPanelProps {
  /** The accessible name of the group of filters. */
  label: string;
  /** How many filters are in use: the folded button says so. */
  active: number;
  /** The filter fields, laid out by the caller. */
  children: ReactNode;
  /** Shown under the fields, folded or not (a reset button). */
  actions?: ReactNode;
  /** What acts on the whole list (an export): beside the button, so a phone spends one row on both. */
  tools?: ReactNode;
}

/**
 * A list's filters: always shown on a wider screen; on a phone, folded behind a button that tells
 * how many are in use, so the list itself starts on the first screen.
 */
export function FilterPanel({ label, active, children, actions, tools }: FilterPanelProps) {
  const intl = useIntl();
  const fieldsId = useId();
  const [open, setOpen] = useState(false);
  const toggle = (
    <Button
      variant="secondary"
      className={styles.toggle}
      aria-expanded={open}
      aria-controls={fieldsId}
      onPress={() => setOpen(!open)}
    >
      {intl.formatMessage(toggleText, { count: active })}
    </Button>
  );
  return (
    <div role="group" aria-label={label} className={styles.panel}>
      {tools ? (
        <div className={styles.bar}>
          {toggle}
          {tools}
        </div>
      ) : (
        toggle
      )}
      <div id={fieldsId} className={styles.fields} data-folded={open ? undefined : ''}>
        {children}
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  );
}
