import type { ReactNode } from 'react';
import * as styles from '../confirm-dialog/confirm-dialog.css.ts';

/**
 * The part of a form whose changes remove or stop something (a swap pair, an asset's withdrawals):
 * outlined in the danger colour, named, with what it does; its changes are confirmed when saved.
 */
export function DangerZone({ title, note, children }: { title: string; note: string; children: ReactNode }) {
  return (
    <fieldset className={styles.zone}>
      <legend className={styles.zoneTitle}>{title}</legend>
      <p className={styles.zoneNote}>{note}</p>
      {children}
    </fieldset>
  );
}
