import type { ReactNode } from 'react';
import * as styles from './auth.css.ts';

/** The frame of the public auth pages: one heading, then the content. */
export function AuthPage({ title, wide, children }: { title: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={[styles.page, wide && styles.wide].filter(Boolean).join(' ')}>
      <h1 className={styles.title}>{title}</h1>
      {children}
    </div>
  );
}
