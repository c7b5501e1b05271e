import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../ui/button/button.tsx';
import * as styles from './configuration.css.ts';
import { removeRow } from './messages.ts';

/** One row of an editable table: its fields under a legend that names the row, and its Remove button. */
export function RowGroup({ name, onRemove, children }: { name: string; onRemove?: () => void; children: ReactNode }) {
  const intl = useIntl();
  return (
    <li>
      <fieldset className={styles.row}>
        <legend className={styles.rowLegend}>{name}</legend>
        <div className={styles.rowFields}>{children}</div>
        {onRemove && (
          <div className={styles.actions}>
            <Button variant="secondary" onPress={onRemove}>
              {intl.formatMessage(removeRow, { row: name })}
            </Button>
          </div>
        )}
      </fieldset>
    </li>
  );
}

/** The rows of an editable table, or what to say when there are none, and the button that adds one. */
export function RowList({
  empty,
  addLabel,
  onAdd,
  children,
}: {
  empty: string;
  addLabel?: string;
  onAdd?: () => void;
  children: ReactNode[];
}) {
  return (
    <>
      {children.length === 0 ? <p className={styles.muted}>{empty}</p> : <ul className={styles.rows}>{children}</ul>}
      {onAdd && addLabel && (
        <div className={styles.actions}>
          <Button variant="secondary" onPress={onAdd}>
            {addLabel}
          </Button>
        </div>
      )}
    </>
  );
}
