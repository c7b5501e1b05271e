import type { ReactNode } from 'react';
import * as styles from './danger-zone.css.ts';

/**
 * The part of a form whose changes remove or stop something (a swap pair, an asset's withdrawals):
 * outlined in the danger colour, named, with what it does; its changes are confirmed when saved.
 */
export function DangerZone({ title, note, children }: { title: string; note: string; children: ReactNode }) {
  return (
    <fieldset className={styles.zone}>
      <legend className={styles.title}>{title}</legend>
      <p className={styles.note}>{note}</p>
      {children}
    </fieldset>
  );
}
