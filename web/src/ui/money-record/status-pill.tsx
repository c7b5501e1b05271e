import type { ReactNode } from 'react';
import * as styles from './money-record.css.ts';
import { toneOf, type StatusTone } from './status-tone.ts';

export interface StatusPillProps {
  /** The status word of the API (`pending`, `sent`…): its tone. */
  status: string;
  /** Another tone than the status word's. */
  tone?: StatusTone;
  /** The status as people read it, in their language. */
  children: ReactNode;
}

/** A status as a coloured pill with its name: colour and shape repeat the text, never replace it. */
export function StatusPill({ status, tone, children }: StatusPillProps) {
  const resolved = tone ?? toneOf(status);
  return (
    <span className={styles.pill[resolved]} data-tone={resolved}>
      {children}
    </span>
  );
}
