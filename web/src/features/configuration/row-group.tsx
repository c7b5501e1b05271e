import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../ui/button/button.tsx';
import { DangerZone } from '../../ui/danger-zone/danger-zone.tsx';
import * as styles from './configuration.css.ts';
import { danger, removeRow } from './messages.ts';

/**
 * One row of an editable table: its fields under a legend that names the row, and its Remove button;
 * with `removing` (what removing a saved row stops), the button sits in a danger zone that says it.
 */
export function RowGroup({
  name,
  onRemove,
  removing,
  children,
}: {
  name: string;
  onRemove?: () => void;
  removing?: string;
  children: ReactNode;
}) {
  const intl = useIntl();
  const remove = onRemove && (
    <div className={styles.actions}>
      <Button variant="danger" onPress={onRemove}>
        {intl.formatMessage(removeRow, { row: name })}
      </Button>
    </div>
  );
  return (
    <li>
      <fieldset className={styles.row}>
        <legend className={styles.rowLegend}>{name}</legend>
        <div className={styles.rowFields}>{children}</div>
        {remove && removing ? (
          <DangerZone title={intl.formatMessage(danger.zone)} note={removing}>
            {remove}
          </DangerZone>
        ) : (
          remove
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
