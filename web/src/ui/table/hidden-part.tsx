import type { ReactNode } from 'react';
import { visuallyHidden } from '../../styles/visually-hidden.css.ts';

/**
 * The <hidden> tag of a row action's message ("Modifier <hidden>{name}</hidden>"): the row already shows
 * which item it is, so only the verb is drawn, and a screen reader still hears what the action is on.
 */
export function hiddenPart(chunks: ReactNode[]) {
  return <span className={visuallyHidden}>{chunks}</span>;
}
