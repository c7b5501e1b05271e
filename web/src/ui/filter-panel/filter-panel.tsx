import { useId, useState, type ReactNode } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { Button } from '../button/button.tsx';
import * as styles from './filter-panel.css.ts';

const toggleText = defineMessage<{ count: number }>({
  id: 'filterPanel.toggle',
  defaultMessage: '{count, plural, =0 {Filtres} other {Filtres (#)}}',
  description: 'Button that shows or hides the filters of a list on a phone; count: filters in use',
});

const messages = defineMessages({
  clear: {
    id: 'filterPanel.clear',
    defaultMessage: 'Effacer',
    description: 'Button that removes every filter of a list',
  },
});

export interface FilterPanelProps {
  /** The accessible name of the group of filters. */
  label: string;
  /** How many filters are in use: the folded button says so, and "Effacer" shows when there is one. */
  active: number;
  /** Removes every filter the person chose (through the address, back on page 1). */
  onClear: () => void;
  /**
   * The filter fields, one row that wraps. Each applies as it changes: a select at once, a text through
   * FilterTextField (debounced); no "Filtrer" or Enter to press.
   */
  children: ReactNode;
}

/**
 * The one way to filter a list: a row of fields that apply as they change, and one "Effacer". Always shown
 * on a wider screen; on a phone folded behind a button that tells how many are in use, so the list itself
 * starts on the first screen.
 */
export function FilterPanel({ label, active, onClear, children }: FilterPanelProps) {
  const intl = useIntl();
  const fieldsId = useId();
  const [open, setOpen] = useState(false);
  return (
    <div role="group" aria-label={label} className={styles.panel}>
      <Button
        variant="secondary"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={fieldsId}
        onPress={() => setOpen(!open)}
      >
        {intl.formatMessage(toggleText, { count: active })}
      </Button>
      <div id={fieldsId} className={styles.fields} data-folded={open ? undefined : ''}>
        {children}
        {active > 0 && (
          <Button variant="secondary" onPress={onClear}>
            {intl.formatMessage(messages.clear)}
          </Button>
        )}
      </div>
    </div>
  );
}
